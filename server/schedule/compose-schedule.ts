import type { LiveMatch, Sport } from '../../contracts/match.ts';
import type { FeedFixture } from '../feed/feed-provider.ts';
import type { ScheduleLeague, ScheduleMatch } from '../../contracts/schedule.ts';
import type { UtcRange } from '../../contracts/time-zone.ts';

export interface ComposeInput {
  /** The plan's fixtures in the range, as they stand now (speed-1 timing). */
  planned: readonly FeedFixture[];
  /** Everything the live feed carries (yesterday, today and tomorrow as the simulator planned them). */
  live: readonly LiveMatch[];
  /** FEED_SPEED. */
  speed: number;
  range: UtcRange;
  /** Only this sport (all when absent). */
  sport?: Sport;
  /** League prominence, 1 first. */
  tierOf: (leagueId: number) => number;
}

const inPlay = (row: Pick<FeedFixture, 'status'>) => row.status === 'live' || row.status === 'halftime';

function toScheduleMatch(row: FeedFixture, live: boolean): ScheduleMatch {
  return {
    id: row.id,
    sport: row.sport,
    league_id: row.league_id,
    home_team_id: row.home_team_id,
    away_team_id: row.away_team_id,
    home_team_name_zh: row.home_team_name_zh,
    home_team_name_en: row.home_team_name_en,
    home_team_name_vi: row.home_team_name_vi,
    away_team_name_zh: row.away_team_name_zh,
    away_team_name_en: row.away_team_name_en,
    away_team_name_vi: row.away_team_name_vi,
    match_time: row.match_time,
    status: row.status,
    match_str: row.match_str,
    home_score: row.home_score,
    away_score: row.away_score,
    home_half_score: row.home_half_score,
    away_half_score: row.away_half_score,
    live,
  };
}

/**
 * The matches of a range, grouped by league. The live feed's rows win over the plan's (at speed 1
 * they are the same fixtures, with live scores). At any other speed the feed plays many plan days
 * within the real hour around now, so its window of kick-offs replaces the plan there, and plan
 * fixtures that would be in play at real time are left out: the plan fills only the real time
 * before (final scores) and after (fixtures) what the feed is playing.
 */
export function composeSchedule(input: ComposeInput): ScheduleLeague[] {
  const { range, speed } = input;
  const inRange = (row: Pick<FeedFixture, 'match_time'>) =>
    row.match_time * 1000 >= range.start && row.match_time * 1000 < range.end;
  let planned = input.planned.filter(inRange);
  if (speed !== 1) {
    const kickoffs = input.live.map((m) => m.match_time);
    const first = kickoffs.length > 0 ? Math.min(...kickoffs) : Infinity;
    const last = kickoffs.length > 0 ? Math.max(...kickoffs) : -Infinity;
    planned = planned.filter((row) => !inPlay(row) && (row.match_time < first || row.match_time > last));
  }
  const rows = new Map<number, { row: FeedFixture; live: boolean }>();
  for (const row of planned) rows.set(row.id, { row, live: false });
  for (const row of input.live) if (inRange(row)) rows.set(row.id, { row, live: true });

  const leagues = new Map<number, ScheduleLeague>();
  for (const { row, live } of rows.values()) {
    if (input.sport !== undefined && row.sport !== input.sport) continue;
    let league = leagues.get(row.league_id);
    if (!league) {
      league = {
        league_id: row.league_id,
        sport: row.sport,
        short_name_zh: row.short_name_zh,
        short_name_en: row.short_name_en,
        short_name_vi: row.short_name_vi,
        matches: [],
      };
      leagues.set(row.league_id, league);
    }
    league.matches.push(toScheduleMatch(row, live));
  }
  for (const league of leagues.values()) league.matches.sort((a, b) => a.match_time - b.match_time || a.id - b.id);
  return [...leagues.values()].sort(
    (a, b) => input.tierOf(a.league_id) - input.tierOf(b.league_id) || a.league_id - b.league_id,
  );
}
