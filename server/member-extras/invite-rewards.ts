import type { Kysely, Transaction } from 'kysely';
import { INVITE_REWARD, type Distribution } from '../../contracts/member-extras.ts';
import { addMessage } from '../accounts/member-service.ts';
import { createUser, type NewUser } from '../accounts/user-repository.ts';
import type { DB } from '../db/schema.ts';
import { postWithin, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';

/**
 * The distribution centre: a user who registers with someone's invite code credits the inviter
 * INVITE_REWARD diamonds from SYSTEM.rewards, once. Exactly once holds three ways: the credit is
 * written in the registration's own transaction (no user without the reward, no reward without
 * the user); `invite_rewards` is keyed by the invitee; and the ledger transaction carries the key
 * `invite:<invitee>`. A retried registration (the same mobile again, or two at once) makes no
 * second user, the phone being unique, and so no second reward.
 */
export async function creditInviter(
  trx: Transaction<DB>,
  invite: { inviterId: number; inviteeId: number; nowS: number },
): Promise<void> {
  const { inviterId, inviteeId, nowS } = invite;
  await postWithin(trx, {
    kind: 'invite',
    userId: inviterId,
    memo: `invite user ${inviteeId}`,
    idempotency: { key: `invite:${inviteeId}`, fingerprint: `${inviterId}:${INVITE_REWARD}` },
    nowS,
    postings: async (t) =>
      transfer(await systemAccountId(t, SYSTEM.rewards), await userAccountId(t, inviterId, 'diamond'), INVITE_REWARD),
    record: async (t, txnId) => {
      await t
        .insertInto('invite_rewards')
        .values({
          invitee_id: inviteeId,
          inviter_id: inviterId,
          reward: INVITE_REWARD,
          txn_id: txnId,
          created_at: nowS,
        })
        .execute();
    },
  });
  await addMessage(trx, inviterId, 'invite-reward', '', nowS);
}

/**
 * Registration's one transaction: the user (with both wallets) and, when invited, the inviter's
 * reward. A second registration of the phone fails on the unique mobile and credits nothing.
 */
export async function registerUser(db: Kysely<DB>, user: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await createUser(trx, user);
    if (user.invitedBy !== null)
      await creditInviter(trx, { inviterId: user.invitedBy, inviteeId: id, nowS: user.nowS });
    return id;
  });
}

/** The caller's invite code, who registered with it (newest first) and what it earned. */
export async function distribution(db: Kysely<DB>, userId: number, page: number, limit: number): Promise<Distribution> {
  const user = await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const [count, earned, rows] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invited_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invite_rewards')
      .select((eb) => eb.fn.sum<number>('reward').as('sum'))
      .where('inviter_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .leftJoin('invite_rewards', 'invite_rewards.invitee_id', 'users.id')
      .select(['users.id', 'users.nickname', 'users.avatar', 'users.created_at', 'invite_rewards.reward'])
      .where('users.invited_by', '=', userId)
      .orderBy('users.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    invite_code: user.invite_code,
    reward_per_invite: INVITE_REWARD,
    invited_total: Number(count.n),
    rewards_total: Number(earned.sum ?? 0),
    invitees: {
      list: rows.map((r) => ({
        id: r.id,
        nickname: r.nickname,
        avatar: r.avatar,
        registered_at: Number(r.created_at),
        reward: Number(r.reward ?? 0),
      })),
      total: Number(count.n),
      page,
      page_size: limit,
    },
  };
}
