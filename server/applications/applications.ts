import type { Kysely } from 'kysely';
import type { ApplicationState } from '../../contracts/account.ts';
import type { ApplicationKind, ApplicationStatus } from '../db/account-tables.ts';
import type { DB } from '../db/schema.ts';
import { addMessage } from '../accounts/member-service.ts';
import { ensureRoom } from '../rooms/room-repository.ts';

/**
 * Anchor, expert and channel-partner applications: users submit them
 * (server/routes/application-routes.ts, member-extras-routes.ts), staff review them with
 * `npm run admin` (server/admin). An approval flips the user's role flag (an anchor's also gets a
 * room; a channel partner has no flag) and leaves a message in the user's message centre, all in
 * one transaction.
 */

/** Why a submission was refused: a `validation` message key. */
export type SubmitRefusal = 'validation:application.pending' | `validation:application.already${'Anchor' | 'Expert'}`;

const ROLE_COLUMN = { anchor: 'is_anchor', expert: 'is_expert', channel: null } as const;

/**
 * Stores a pending application unless the user already has the role or a pending one of the same
 * kind. The user's row is touched first so that, on PostgreSQL, two submissions of one user
 * queue behind each other's row lock and the second sees the first (SQLite runs one at a time).
 */
export async function submitApplication(
  db: Kysely<DB>,
  userId: number,
  kind: ApplicationKind,
  form: Record<string, unknown>,
  nowS: number,
): Promise<{ id: number } | { refused: SubmitRefusal }> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .returning(['is_anchor', 'is_expert'])
      .executeTakeFirstOrThrow();
    const role = ROLE_COLUMN[kind];
    if (role !== null && user[role]) {
      return {
        refused: kind === 'anchor' ? 'validation:application.alreadyAnchor' : 'validation:application.alreadyExpert',
      } as const;
    }
    const pending = await trx
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) return { refused: 'validation:application.pending' } as const;
    const row = await trx
      .insertInto('applications')
      .values({
        user_id: userId,
        kind,
        form: JSON.stringify(form),
        status: 'pending',
        created_at: nowS,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

export type { ApplicationState } from '../../contracts/account.ts';

/** The user's latest application of a kind; a user who has the role without one counts as approved. */
export async function applicationState(
  db: Kysely<DB>,
  userId: number,
  kind: ApplicationKind,
): Promise<ApplicationState> {
  const latest = await db
    .selectFrom('applications')
    .select(['status', 'note', 'created_at', 'reviewed_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest) return latest;
  const role = ROLE_COLUMN[kind];
  if (role === null) return { status: 'none', note: '', created_at: null, reviewed_at: null };
  const user = await db.selectFrom('users').select(role).where('id', '=', userId).executeTakeFirst();
  const has = user ? Boolean((user as Record<string, number>)[role]) : false;
  return { status: has ? 'approved' : 'none', note: '', created_at: null, reviewed_at: null };
}

/** One application as the admin command lists it. */
export interface ApplicationRow {
  id: number;
  user_id: number;
  mobile: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  form: Record<string, unknown>;
  note: string;
  created_at: number;
  reviewed_at: number | null;
}

export async function listApplications(
  db: Kysely<DB>,
  filter: { status?: ApplicationStatus; id?: number; limit?: number } = {},
): Promise<ApplicationRow[]> {
  let query = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select([
      'applications.id',
      'applications.user_id',
      'users.mobile',
      'applications.kind',
      'applications.status',
      'applications.form',
      'applications.note',
      'applications.created_at',
      'applications.reviewed_at',
    ])
    .orderBy('applications.id', 'asc')
    .limit(filter.limit ?? 200);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('applications.id', '=', filter.id);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, form: parseForm(r.form) }));
}

function parseForm(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export class ReviewError extends Error {}

/**
 * Approves or rejects a pending application: sets its status and note, on approval the user's
 * role flag, and writes a system message to the user. Only a pending application can be reviewed
 * (the conditional update makes two reviewers racing end with one decision).
 */
export async function reviewApplication(
  db: Kysely<DB>,
  id: number,
  decision: 'approved' | 'rejected',
  note: string,
  nowS: number,
): Promise<ApplicationRow> {
  await db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom('applications')
      .select(['user_id', 'kind', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!app) throw new ReviewError(`application ${id} does not exist`);
    const updated = await trx
      .updateTable('applications')
      .set({ status: decision, note, reviewed_at: nowS })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ReviewError(`application ${id} is ${app.status}, not pending`);
    if (decision === 'approved' && app.kind !== 'channel') {
      await trx
        .updateTable('users')
        .set(app.kind === 'anchor' ? { is_anchor: 1, updated_at: nowS } : { is_expert: 1, updated_at: nowS })
        .where('id', '=', app.user_id)
        .execute();
      // A new anchor finds a room ready in the anchor centre.
      if (app.kind === 'anchor') await ensureRoom(trx, app.user_id, nowS);
    }
    await addMessage(trx, app.user_id, `${app.kind}-${decision}`, note, nowS);
  });
  const [row] = await listApplications(db, { id });
  if (!row) throw new ReviewError(`application ${id} vanished`);
  return row;
}
