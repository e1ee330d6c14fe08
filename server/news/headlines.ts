import type { Kysely } from 'kysely';
import type { HeadlinePost, HeadlineStatus } from '../../contracts/news.ts';
import type { DB } from '../db/schema.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';

/** Readers' headlines: anchors and experts post, an operator reviews, only approved ones are listed. */

export class HeadlineError extends Error {}

export async function submitHeadline(
  db: Kysely<DB>,
  userId: number,
  input: { title: string; content: string },
  nowS: number,
): Promise<HeadlinePost> {
  const user = await db
    .selectFrom('users')
    .select(['is_anchor', 'is_expert'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || (user.is_anchor !== 1 && user.is_expert !== 1)) {
    throw new HeadlineError('Only anchors and experts may post headlines');
  }
  const row = await db
    .insertInto('headlines')
    .values({ user_id: userId, title: input.title, content: input.content, created_at: nowS })
    .returning(['id', 'title', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, created_at: Number(row.created_at) };
}

function approved(db: Kysely<DB>) {
  return db
    .selectFrom('headlines as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .where('h.status', '=', 'approved');
}

export async function countApproved(db: Kysely<DB>): Promise<number> {
  const row = await approved(db)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const LISTED = ['h.id', 'h.title', 'h.content', 'h.reviewed_at', 'u.nickname'] as const;

/** Approved headlines, newest approval first. */
export async function findApprovedPage(db: Kysely<DB>, offset: number, limit: number) {
  const rows = await approved(db)
    .select(LISTED)
    .orderBy('h.reviewed_at', 'desc')
    .orderBy('h.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, reviewed_at: Number(r.reviewed_at ?? 0) }));
}

export async function findApproved(db: Kysely<DB>, id: number) {
  // An id past the integer column names no row (PostgreSQL would fail the query on it).
  if (id > ROW_ID_MAX) return null;
  const row = await approved(db).select(LISTED).where('h.id', '=', id).executeTakeFirst();
  return row ? { ...row, reviewed_at: Number(row.reviewed_at ?? 0) } : null;
}

export interface HeadlineRow {
  id: number;
  user_id: number;
  title: string;
  status: HeadlineStatus;
  note: string;
  created_at: number;
}

/** For the operators: headlines by status, oldest first (the review queue's order). */
export async function listHeadlines(db: Kysely<DB>, status?: HeadlineStatus): Promise<HeadlineRow[]> {
  let query = db.selectFrom('headlines').select(['id', 'user_id', 'title', 'status', 'note', 'created_at']);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

/** Approves or rejects a pending headline; throws when it does not exist or was already reviewed. */
export async function reviewHeadline(
  db: Kysely<DB>,
  id: number,
  status: 'approved' | 'rejected',
  note: string,
  nowS: number,
): Promise<void> {
  const result = await db
    .updateTable('headlines')
    .set({ status, note, reviewed_at: nowS })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HeadlineError(`headline ${id} does not exist or is not pending`);
}

/** One author's approved headlines (an expert's articles), newest approval first. */
export async function findApprovedByAuthor(db: Kysely<DB>, userId: number, limit: number) {
  const rows = await approved(db)
    .select(LISTED)
    .where('h.user_id', '=', userId)
    .orderBy('h.reviewed_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, reviewed_at: Number(r.reviewed_at ?? 0) }));
}
