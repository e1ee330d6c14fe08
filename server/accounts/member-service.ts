import type { Kysely, Transaction } from 'kysely';
import { LEVEL_THRESHOLDS, levelForPoints, levelIcon, tenthsToPoints } from '../../contracts/levels.ts';
import type { Page } from '../../contracts/account.ts';
import type { LevelInfo, MemberMessage, MessageKind, PersonaInfo, VerifiedInfo } from '../../contracts/member.ts';
import type { DB } from '../db/schema.ts';
import { levelProgress, maskIdNumber, maskName } from './member-rules.ts';

/**
 * The member centre's database work: profile changes, real-name verification, the message
 * centre, level and the public persona. Every call takes the caller's id and touches only
 * that user's rows.
 */

export const MESSAGE_PAGE_SIZE = 20;

function gender(value: number): 0 | 1 | 2 {
  return value === 1 || value === 2 ? value : 0;
}

export async function updateProfile(
  db: Kysely<DB>,
  userId: number,
  changes: { nickname?: string; avatar?: string; signature?: string; gender?: 0 | 1 | 2 },
  nowS: number,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: nowS })
    .where('id', '=', userId)
    .execute();
}

/** Stores the verification once; false when the user was already verified. */
export async function saveVerification(
  db: Kysely<DB>,
  userId: number,
  realName: string,
  idNumber: string,
  nowS: number,
): Promise<boolean> {
  const result = await db
    .insertInto('user_verifications')
    .values({ user_id: userId, real_name: realName, id_number: idNumber.toUpperCase(), created_at: nowS })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function loadVerification(db: Kysely<DB>, userId: number): Promise<VerifiedInfo> {
  const row = await db.selectFrom('user_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { verified: false, real_name: '', id_number: '', created_at: null };
  return {
    verified: true,
    real_name: maskName(row.real_name),
    id_number: maskIdNumber(row.id_number),
    created_at: Number(row.created_at),
  };
}

/**
 * Adds a message to a user's message centre (welcome, application results), in the caller's
 * transaction. The title and text come from the kind, in the reader's language; `note` is a
 * person's own words (a reviewer's note).
 */
export async function addMessage(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  kind: MessageKind,
  note: string,
  nowS: number,
): Promise<void> {
  await db
    .insertInto('user_messages')
    .values({ user_id: userId, kind, title: '', body: note, created_at: nowS, read_at: null })
    .execute();
}

export async function listMessages(db: Kysely<DB>, userId: number, page: number): Promise<Page<MemberMessage>> {
  const total = await db
    .selectFrom('user_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('user_messages')
    .select(['id', 'kind', 'body', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(MESSAGE_PAGE_SIZE)
    .offset((page - 1) * MESSAGE_PAGE_SIZE)
    .execute();
  return {
    list: rows.map((r) => ({
      ...r,
      created_at: Number(r.created_at),
      read_at: r.read_at === null ? null : Number(r.read_at),
    })),
    total: Number(total.n),
    page,
    page_size: MESSAGE_PAGE_SIZE,
  };
}

/** Marks one of the user's own messages read; false when no such message is theirs. */
export async function markMessageRead(db: Kysely<DB>, userId: number, id: number, nowS: number): Promise<boolean> {
  const own = await db
    .selectFrom('user_messages')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return false;
  await db
    .updateTable('user_messages')
    .set({ read_at: nowS })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

export async function loadLevel(db: Kysely<DB>, userId: number): Promise<LevelInfo> {
  const user = await db.selectFrom('users').select('wealth_exp').where('id', '=', userId).executeTakeFirstOrThrow();
  return levelProgress(tenthsToPoints(Number(user.wealth_exp)));
}

/** A user's public page: no mobile, no balance, nothing private. Null for an unknown id. */
export async function loadPersona(db: Kysely<DB>, userId: number): Promise<PersonaInfo | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'signature', 'gender', 'wealth_exp', 'is_anchor', 'is_expert'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const level = levelForPoints(tenthsToPoints(Number(user.wealth_exp)));
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    signature: user.signature,
    gender: gender(user.gender),
    level: Math.min(level, LEVEL_THRESHOLDS.length),
    exp_icon: levelIcon(level),
    is_anchor: user.is_anchor ? 1 : 0,
    is_expert: user.is_expert ? 1 : 0,
  };
}
