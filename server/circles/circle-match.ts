import type { Kysely } from 'kysely';
import type { CircleFixture, CircleMatch } from '../../contracts/circles.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';

/**
 * A team circle's match: today's from the live feed (in play first, then the next kick-off,
 * then the last one finished), which the app keeps live through the engine; else the team's next
 * fixture in the imported data, or its last result.
 */

const IN_PLAY = new Set(['live', 'halftime']);

/** The team's match of today's feed, by the order above; null when it has none today. */
export function pickFeedMatch(matches: readonly LiveMatch[], teamId: number): LiveMatch | null {
  const own = matches.filter((m) => m.home_team_id === teamId || m.away_team_id === teamId);
  const playing = own.find((m) => IN_PLAY.has(m.status));
  if (playing) return playing;
  const next = own.filter((m) => m.status === 'notstarted').sort((a, b) => a.match_time - b.match_time)[0];
  if (next) return next;
  return own.filter((m) => m.status === 'finished').sort((a, b) => b.match_time - a.match_time)[0] ?? null;
}

function fixtures(db: Kysely<DB>, teamId: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.match_time',
      'm.match_date',
      'm.status',
      'm.home_score',
      'm.away_score',
      'l.name_zh as league_zh',
      'l.name_en as league_en',
      'l.name_vi as league_vi',
      'h.name_zh as home_zh',
      'h.name_en as home_en',
      'h.name_vi as home_vi',
      'a.name_zh as away_zh',
      'a.name_en as away_en',
      'a.name_vi as away_vi',
    ])
    .where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
}

type FixtureRow = Awaited<ReturnType<ReturnType<typeof fixtures>['executeTakeFirst']>>;

function toFixture(row: NonNullable<FixtureRow>): CircleFixture {
  return {
    id: row.id,
    league: { zh: row.league_zh, en: row.league_en, vi: row.league_vi },
    home: { zh: row.home_zh, en: row.home_en, vi: row.home_vi },
    away: { zh: row.away_zh, en: row.away_en, vi: row.away_vi },
    match_time: row.match_time === null ? null : Number(row.match_time),
    date: row.match_date,
    status: row.status,
    home_score: row.home_score,
    away_score: row.away_score,
  };
}

/** The imported data's next fixture of the team from `nowS`, else its latest result. */
async function importedFixture(db: Kysely<DB>, teamId: number, nowS: number): Promise<CircleFixture | null> {
  const next = await fixtures(db, teamId)
    .where('m.status', '=', 'notstarted')
    .where('m.match_time', '>=', nowS)
    .orderBy('m.match_time', 'asc')
    .orderBy('m.id', 'asc')
    .executeTakeFirst();
  if (next) return toFixture(next);
  const last = await fixtures(db, teamId)
    .where('m.status', '=', 'finished')
    .orderBy('m.match_date', 'desc')
    .orderBy('m.match_time', 'desc')
    .orderBy('m.id', 'desc')
    .executeTakeFirst();
  return last ? toFixture(last) : null;
}

export async function teamMatch(
  db: Kysely<DB>,
  feed: readonly LiveMatch[],
  teamId: number,
  nowS: number,
): Promise<CircleMatch> {
  const live = pickFeedMatch(feed, teamId);
  if (live) return { live, fixture: null };
  return { live: null, fixture: await importedFixture(db, teamId, nowS) };
}
