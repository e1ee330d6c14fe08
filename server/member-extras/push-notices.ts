import { sql, type Kysely } from 'kysely';
import { linkKind, PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushPage } from '../../contracts/member-extras.ts';
import type { DB } from '../db/schema.ts';

/**
 * Push notices (`Push/getList`): notices the operators send (`npm run admin -- push`) to one user
 * or to everyone, each with the reader's own read mark. A notice to everyone reaches the users
 * registered when it was sent and later, not those who join afterwards.
 */

export class PushError extends Error {}

/** The notices one user sees. */
function visible(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('push_notices as n')
    .leftJoin('push_reads as r', (join) => join.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', userId))
    .where((eb) =>
      eb.or([
        eb('n.user_id', '=', userId),
        eb.and([
          eb('n.user_id', 'is', null),
          eb('n.created_at', '>=', eb.selectFrom('users').select('created_at').where('users.id', '=', userId)),
        ]),
      ]),
    );
}

export async function unreadPush(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await visible(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.notice_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pushPage(db: Kysely<DB>, userId: number, page: number, limit: number): Promise<PushPage> {
  const [count, unread, rows] = await Promise.all([
    visible(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    unreadPush(db, userId),
    visible(db, userId)
      .select(['n.id', 'n.user_id', 'n.title', 'n.body', 'n.link', 'n.created_at', 'r.read_at'])
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      // A link is shown only when it is one (stored links were checked; this holds for old rows too).
      link: linkKind(r.link) ? r.link : '',
      broadcast: r.user_id === null,
      read: r.read_at !== null,
      created_at: Number(r.created_at),
    })),
    total: Number(count.n),
    page,
    page_size: limit,
    unread,
  };
}

/**
 * Marks one notice read (false when the user cannot see it), or without an id every notice the
 * user sees. Marking twice changes nothing.
 */
export async function markPushRead(db: Kysely<DB>, userId: number, id: number | undefined, nowS: number) {
  if (id !== undefined) {
    const found = await visible(db, userId).select('n.id').where('n.id', '=', id).executeTakeFirst();
    if (!found) return false;
    await db
      .insertInto('push_reads')
      .values({ notice_id: id, user_id: userId, read_at: nowS })
      .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
      .execute();
    return true;
  }
  await db
    .insertInto('push_reads')
    .columns(['notice_id', 'user_id', 'read_at'])
    .expression(
      visible(db, userId)
        .where('r.notice_id', 'is', null)
        .select(['n.id', sql.lit(userId).as('user_id'), sql.lit(nowS).as('read_at')]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
    .execute();
  return true;
}

export interface NewPush {
  /** Null: everyone. */
  userId: number | null;
  title: string;
  body: string;
  link: string;
  nowS: number;
}

/** Sends a notice (the admin command). Throws PushError naming what is wrong. */
export async function sendPush(db: Kysely<DB>, notice: NewPush): Promise<number> {
  const title = notice.title.trim();
  const body = notice.body.trim();
  if (!title || [...title].length > PUSH_TITLE_MAX)
    throw new PushError(`the title needs 1 to ${PUSH_TITLE_MAX} characters`);
  if ([...body].length > PUSH_BODY_MAX) throw new PushError(`the text has at most ${PUSH_BODY_MAX} characters`);
  if (notice.link && !linkKind(notice.link))
    throw new PushError('the link must be a path of this site or an http(s) URL');
  if (notice.userId !== null) {
    const user = await db.selectFrom('users').select('id').where('id', '=', notice.userId).executeTakeFirst();
    if (!user) throw new PushError(`user ${notice.userId} does not exist`);
  }
  const row = await db
    .insertInto('push_notices')
    .values({ user_id: notice.userId, title, body, link: notice.link, created_at: notice.nowS })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
