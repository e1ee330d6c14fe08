import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import { STORED_MATCH_ID_MAX } from './live-info.ts';
import type { Db } from '../wallet/ledger.ts';

/**
 * A broadcast's match list (`Live/setLiveList`): the matches it covers besides its bound one, in
 * the anchor's order. The room is listed under each of them (`live_streaming/getLiveList` with
 * `match_id`, a match's watch links), so a show that follows a whole matchday is found from
 * every match of it.
 */

/** The room's list, in order. */
export async function liveListOf(db: Db, roomId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('room_live_list')
    .select('match_id')
    .where('room_id', '=', roomId)
    .orderBy('position')
    .execute();
  return rows.map((row) => Number(row.match_id));
}

/** The rooms whose list holds the match (a subquery for the room lists). */
export function roomsListingMatch(db: Db, matchId: number) {
  return db.selectFrom('room_live_list').select('room_id').where('match_id', '=', matchId);
}

/** Which of the ids are matches: today's feed or the database. */
async function knownMatches(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const small = ids.filter((id) => id <= STORED_MATCH_ID_MAX);
  const [live, stored] = await Promise.all([
    db.selectFrom('live_matches').select('id').where('id', 'in', ids).execute(),
    small.length === 0 ? [] : db.selectFrom('matches').select('id').where('id', 'in', small).execute(),
  ]);
  return new Set([...live, ...stored].map((row) => Number(row.id)));
}

/**
 * Replaces the room's list (repeats kept once, first place wins; an empty list clears it). An id
 * that is no match refuses the whole change, naming it.
 */
export async function replaceLiveList(
  db: Kysely<DB>,
  request: FastifyRequest,
  roomId: number,
  matchIds: readonly number[],
  nowS: number,
): Promise<number[]> {
  const ids = [...new Set(matchIds)];
  const known = await knownMatches(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw userError(request, 'rooms:media.noMatchId', { id: unknown });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('room_live_list').where('room_id', '=', roomId).execute();
    if (ids.length === 0) return;
    await trx
      .insertInto('room_live_list')
      .values(ids.map((match_id, position) => ({ room_id: roomId, match_id, position, created_at: nowS })))
      .execute();
  });
  return ids;
}
