import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { fitScoringTable, type ScoringTable, type TeamRecord } from './win-probability.ts';

/** The five leagues whose 2024-25 results the win-probability model learns from. */
const RATE_LEAGUES = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'] as const;
const RATE_SEASON = '2024-25';

/** Reads the real 2024-25 league results and fits the win-probability model's scoring table. */
export async function loadScoringTable(db: Kysely<DB>): Promise<ScoringTable> {
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('seasons as s', 's.id', 'm.season_id')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .select(['m.league_id', 'm.home_team_id', 'm.away_team_id', 'm.home_score', 'm.away_score'])
    .where('l.code', 'in', [...RATE_LEAGUES])
    .where('s.name', '=', RATE_SEASON)
    .where('m.status', '=', 'finished')
    .where('m.home_score', 'is not', null)
    .where('m.away_score', 'is not', null)
    .execute();
  const records = new Map<string, TeamRecord>();
  const add = (teamId: number, leagueId: number, scored: number, conceded: number) => {
    const key = `${leagueId}:${teamId}`;
    const record = records.get(key) ?? { teamId, leagueId, played: 0, scored: 0, conceded: 0 };
    record.played++;
    record.scored += scored;
    record.conceded += conceded;
    records.set(key, record);
  };
  let homeGoals = 0;
  let awayGoals = 0;
  for (const r of rows) {
    const home = r.home_score ?? 0;
    const away = r.away_score ?? 0;
    homeGoals += home;
    awayGoals += away;
    add(r.home_team_id, r.league_id, home, away);
    add(r.away_team_id, r.league_id, away, home);
  }
  const n = Math.max(1, rows.length);
  // No data (a bare database): the five leagues' usual 1.5 and 1.2.
  const mu = rows.length === 0 ? { home: 1.5, away: 1.2 } : { home: homeGoals / n, away: awayGoals / n };
  return fitScoringTable([...records.values()], mu);
}
