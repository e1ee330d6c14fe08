import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MemberInfo, UserInfo } from '../../contracts/account.ts';
import { levelForPoints, levelIcon, nextLevelPoints, tenthsToPoints } from '../../contracts/levels.ts';
import type { DB } from '../db/schema.ts';
import { balanceOf, userAccountId } from '../wallet/ledger.ts';
import { addMessage } from './member-service.ts';
import { sign } from './secrets.ts';

/** Default avatars (`user/avatarList`), served from public/avatars. */
export const AVATARS = Array.from({ length: 12 }, (_, i) => `/avatars/a${i + 1}.svg`);

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function inviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export interface NewUser {
  mobile: string;
  passwordHash: string;
  invitedBy: number | null;
  nowS: number;
}

/** Creates a user with both wallets (consumer and income), in the caller's transaction. */
export async function createUser(trx: Transaction<DB>, user: NewUser): Promise<number> {
  const tail = user.mobile.slice(-4);
  const row = await trx
    .insertInto('users')
    .values({
      mobile: user.mobile,
      password_hash: user.passwordHash,
      nickname: `用户${tail}${randomBytes(2).toString('hex')}`,
      avatar: AVATARS[randomInt(AVATARS.length)] ?? '/avatars/a1.svg',
      invite_code: inviteCode(),
      invited_by: user.invitedBy,
      payment_password_hash: null,
      password_changed_at: user.nowS,
      created_at: user.nowS,
      updated_at: user.nowS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await userAccountId(trx, row.id, 'diamond');
  await userAccountId(trx, row.id, 'income');
  // The message centre starts with a welcome (the app shows its text in the reader's language).
  await addMessage(trx, row.id, 'welcome', '', user.nowS);
  return row.id;
}

export async function findUserByMobile(db: Kysely<DB>, mobile: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('mobile', '=', mobile).executeTakeFirst();
}

export async function findUserByInvite(db: Kysely<DB>, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invite_code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The chat signature of a user or tourist (built-in chat; the Tencent adapter signs its own). */
export function chatSig(secret: Buffer, chatId: string): string {
  return sign(secret, `chat:${chatId}`);
}

/** Signs a chat identifier (the account context's `chatSig`). */
type ChatSigner = (identifier: string) => string;

type UserRow = { id: number; nickname: string; avatar: string; is_anchor: number; wealth_exp: number };

/** The seed's `userInfo` from a user row and its balance. */
function userInfoOf(sign: ChatSigner, user: UserRow, balance: number, token: string): UserInfo {
  return {
    token,
    id: user.id,
    userSig: sign(`user_${user.id}`),
    user_nickname: user.nickname,
    avatar: user.avatar,
    exp_icon: levelIcon(levelForPoints(tenthsToPoints(Number(user.wealth_exp)))),
    balance,
    is_anchor: user.is_anchor ? 1 : 0,
  };
}

/** The seed's `userInfo` for a user, with a fresh balance. */
export async function loadUserInfo(db: Kysely<DB>, sign: ChatSigner, userId: number, token: string): Promise<UserInfo> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'is_anchor', 'wealth_exp'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return userInfoOf(sign, user, await balanceOf(db, userId, 'diamond'), token);
}

/** `Member/info`: everything the member centre's header and wallet show. */
export async function loadMemberInfo(db: Kysely<DB>, sign: ChatSigner, userId: number): Promise<MemberInfo> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const { token: _token, ...info } = userInfoOf(sign, user, await balanceOf(db, userId, 'diamond'), '');
  const points = tenthsToPoints(Number(user.wealth_exp));
  const level = levelForPoints(points);
  const verified = await db
    .selectFrom('user_verifications')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const unread = await db
    .selectFrom('user_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    ...info,
    mobile: maskMobile(user.mobile),
    signature: user.signature,
    gender: (user.gender === 1 || user.gender === 2 ? user.gender : 0) as 0 | 1 | 2,
    is_expert: user.is_expert ? 1 : 0,
    income: await balanceOf(db, userId, 'income'),
    level,
    wealth_exp: points,
    next_level_exp: nextLevelPoints(level),
    invite_code: user.invite_code,
    verified: verified !== undefined,
    has_payment_password: user.payment_password_hash !== null,
    unread_messages: Number(unread.n),
  };
}

/** `86-13800138000` -> `86-138****8000`. */
export function maskMobile(mobile: string): string {
  return mobile.replace(/(\d{3})\d+(\d{4})$/, '$1****$2');
}
