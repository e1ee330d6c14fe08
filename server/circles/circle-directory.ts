import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { CircleKind, CircleMembership, CirclePage } from '../../contracts/circles.ts';
import type { Sport } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import { normalizeSearchText } from '../search/normalize.ts';
import type { Db } from '../wallet/ledger.ts';
import { toCircles, type CircleRow } from './circle-views.ts';

/** The circle directory: finding circles, one circle, and joining or leaving one. */

interface Paging {
  page: number;
  limit: number;
}

export interface CircleFilter {
  sport?: Sport | undefined;
  kind?: CircleKind | undefined;
  keyword?: string | undefined;
}

/** `like` with the pattern's own `%`, `_` and `\` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Circles by sport, kind and name (any language, accents and case ignored); the busiest first. */
export async function findCircles(
  db: Kysely<DB>,
  filter: CircleFilter,
  viewerId: number | null,
  paging: Paging,
): Promise<CirclePage> {
  const keyword = normalizeSearchText(filter.keyword ?? '');
  let query = db.selectFrom('circles');
  if (filter.sport) query = query.where('sport', '=', filter.sport);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (keyword !== '') query = query.where(sql<boolean>`search_text like ${containing(keyword)} escape '\\'`);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('members', 'desc')
      .orderBy('posts', 'desc')
      .orderBy('id', 'asc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
  ]);
  return { list: await toCircles(db, rows, viewerId), total: Number(total.n), page: paging.page, limit: paging.limit };
}

/** The circles a member joined, last joined first. */
export async function memberCircles(db: Kysely<DB>, userId: number, paging: Paging): Promise<CirclePage> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('circle_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('circle_members as m')
      .innerJoin('circles as c', 'c.id', 'm.circle_id')
      .selectAll('c')
      .where('m.user_id', '=', userId)
      .orderBy('m.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
  ]);
  return {
    list: (await toCircles(db, rows, null)).map((c) => ({ ...c, joined: true })),
    total: Number(total.n),
    page: paging.page,
    limit: paging.limit,
  };
}

/** One circle by its id, or by the team or league it is about; a clear refusal when there is none. */
export async function requireCircle(
  request: FastifyRequest,
  db: Db,
  which: { id?: number | undefined; team_id?: number | undefined; league_id?: number | undefined },
): Promise<CircleRow> {
  let query = db.selectFrom('circles').selectAll();
  if (which.id !== undefined) query = query.where('id', '=', which.id);
  else if (which.team_id !== undefined) query = query.where('code', '=', `team:${which.team_id}`);
  else if (which.league_id !== undefined) query = query.where('code', '=', `league:${which.league_id}`);
  else throw userError(request, 'circles:circle.which');
  const row = await query.executeTakeFirst();
  if (!row) throw userError(request, 'circles:circle.missing');
  return row;
}

/**
 * Joins (`join` true) or leaves a circle. The circle's row is touched first, so a missing circle
 * is a clear refusal and, on PostgreSQL, joins of one circle queue on its row; the primary key
 * (circle, user) makes a double join impossible, and the counter moves by the rows written.
 */
export async function setMembership(
  request: FastifyRequest,
  db: Kysely<DB>,
  userId: number,
  circleId: number,
  join: boolean,
  nowS: number,
): Promise<CircleMembership> {
  const outcome = await db.transaction().execute(async (trx) => {
    const exists = await trx
      .updateTable('circles')
      .set((eb) => ({ members: eb.ref('members') }))
      .where('id', '=', circleId)
      .returning('id')
      .executeTakeFirst();
    if (!exists) return null;
    let delta: number;
    if (join) {
      const inserted = await trx
        .insertInto('circle_members')
        .values({ circle_id: circleId, user_id: userId, created_at: nowS })
        .onConflict((oc) => oc.columns(['circle_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      delta = inserted ? 1 : 0;
    } else {
      const deleted = await trx
        .deleteFrom('circle_members')
        .where('circle_id', '=', circleId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      delta = -Number(deleted.numDeletedRows);
    }
    const updated = await trx
      .updateTable('circles')
      .set((eb) => ({ members: eb('members', '+', delta) }))
      .where('id', '=', circleId)
      .returning('members')
      .executeTakeFirstOrThrow();
    return { joined: join, members: Number(updated.members) };
  });
  if (!outcome) throw userError(request, 'circles:circle.missing');
  return outcome;
}
