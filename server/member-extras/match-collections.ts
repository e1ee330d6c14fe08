import type { Kysely } from 'kysely';
import type { LiveMatch, MatchStatus } from '../../contracts/match.ts';
import type { CollectedMatch, ListPage, MatchCollectState, MatchSource } from '../../contracts/member-extras.ts';
import type { DB } from '../db/schema.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';

/**
 * Collected matches (`Basketballuser/collect`): a user keeps matches of today's feed (live ids)
 * or of the imported results (history ids) in their collections. Each row keeps the match as it
 * was when collected, refreshed from the live store while the store still has it, so a match the
 * feed has let go still shows with its last score.
 */

type MatchSummary = Omit<CollectedMatch, 'collected_at'>;

export class NoSuchMatch extends Error {}

function fromLive(match: LiveMatch): MatchSummary {
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  return {
    match_id: match.id,
    source: 'live',
    sport: match.sport,
    short_name_zh: match.short_name_zh,
    short_name_en: match.short_name_en,
    short_name_vi: match.short_name_vi,
    home_team_name_zh: match.home_team_name_zh,
    home_team_name_en: match.home_team_name_en,
    home_team_name_vi: match.home_team_name_vi,
    away_team_name_zh: match.away_team_name_zh,
    away_team_name_en: match.away_team_name_en,
    away_team_name_vi: match.away_team_name_vi,
    match_time: match.match_time,
    status: match.status,
    match_str: match.status === 'live' || match.status === 'halftime' ? match.match_str : '',
    home_score: started ? match.home_score : null,
    away_score: started ? match.away_score : null,
  };
}

async function liveMatches(db: Kysely<DB>, ids: number[]): Promise<Map<number, MatchSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('live_matches').select('data').where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => {
      const summary = fromLive(JSON.parse(r.data) as LiveMatch);
      return [summary.match_id, summary];
    }),
  );
}

async function historyMatch(db: Kysely<DB>, id: number): Promise<MatchSummary | null> {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.sport',
      'm.status',
      'm.match_time',
      'm.home_score',
      'm.away_score',
      'l.short_name_zh',
      'l.short_name_en',
      'l.short_name_vi',
      'h.name_zh as home_zh',
      'h.name_en as home_en',
      'h.name_vi as home_vi',
      'a.name_zh as away_zh',
      'a.name_en as away_en',
      'a.name_vi as away_vi',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const played = row.status === 'finished' && row.home_score !== null && row.away_score !== null;
  return {
    match_id: row.id,
    source: 'history',
    sport: row.sport,
    short_name_zh: row.short_name_zh,
    short_name_en: row.short_name_en,
    short_name_vi: row.short_name_vi,
    home_team_name_zh: row.home_zh,
    home_team_name_en: row.home_en,
    home_team_name_vi: row.home_vi,
    away_team_name_zh: row.away_zh,
    away_team_name_en: row.away_en,
    away_team_name_vi: row.away_vi,
    match_time: Number(row.match_time ?? 0),
    status: row.status as MatchStatus,
    match_str: '',
    home_score: played ? Number(row.home_score) : null,
    away_score: played ? Number(row.away_score) : null,
  };
}

async function findMatch(db: Kysely<DB>, id: number, source: MatchSource): Promise<MatchSummary | null> {
  // Imported matches have 32-bit ids: PostgreSQL would fail the query comparing a larger one.
  if (source === 'history') return id > ROW_ID_MAX ? null : historyMatch(db, id);
  return (await liveMatches(db, [id])).get(id) ?? null;
}

/**
 * Collects (`collect` true), uncollects (false) or toggles (undefined) a match. Collecting needs
 * the match to exist; uncollecting works for one the feed has since let go. A double click never
 * leaves two rows or an error (a conflict-free insert decides).
 */
export async function collectMatch(
  db: Kysely<DB>,
  request: { userId: number; matchId: number; source: MatchSource; collect: boolean | undefined; nowS: number },
): Promise<MatchCollectState> {
  const { userId, matchId, source } = request;
  const state = (collected: boolean): MatchCollectState => ({ match_id: matchId, source, collected });
  const remove = async () => {
    await db
      .deleteFrom('match_collections')
      .where('user_id', '=', userId)
      .where('source', '=', source)
      .where('match_id', '=', matchId)
      .execute();
    return state(false);
  };
  if (request.collect === false) return remove();
  const match = await findMatch(db, matchId, source);
  if (!match) {
    if (request.collect === undefined && (await isCollected(db, userId, matchId, source))) return remove();
    throw new NoSuchMatch(`no ${source} match ${matchId}`);
  }
  const inserted = await db
    .insertInto('match_collections')
    .values({ user_id: userId, match_id: matchId, source, snapshot: JSON.stringify(match), created_at: request.nowS })
    .onConflict((oc) => oc.columns(['user_id', 'source', 'match_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted || request.collect === true) return state(true);
  return remove();
}

async function isCollected(db: Kysely<DB>, userId: number, matchId: number, source: MatchSource): Promise<boolean> {
  const row = await db
    .selectFrom('match_collections')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's collected matches, the latest collected first (or just one match, to show its state). */
export async function collectedMatches(
  db: Kysely<DB>,
  request: { userId: number; page: number; limit: number; only?: { matchId: number; source: MatchSource } },
): Promise<ListPage<CollectedMatch>> {
  let query = db.selectFrom('match_collections').where('user_id', '=', request.userId);
  if (request.only) {
    query = query.where('source', '=', request.only.source).where('match_id', '=', request.only.matchId);
  }
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('match_id', 'desc')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
  ]);
  const fresh = await liveMatches(
    db,
    rows.filter((r) => r.source === 'live').map((r) => Number(r.match_id)),
  );
  const list: CollectedMatch[] = [];
  for (const row of rows) {
    const latest = row.source === 'live' ? fresh.get(Number(row.match_id)) : undefined;
    const snapshot = latest ? JSON.stringify(latest) : row.snapshot;
    // Keep the latest state for when the live store lets the match go.
    if (snapshot !== row.snapshot) {
      await db
        .updateTable('match_collections')
        .set({ snapshot })
        .where('user_id', '=', row.user_id)
        .where('source', '=', row.source)
        .where('match_id', '=', row.match_id)
        .execute();
    }
    list.push({ ...(JSON.parse(snapshot) as MatchSummary), collected_at: Number(row.created_at) });
  }
  return { list, total: Number(count.n), page: request.page, page_size: request.limit };
}
