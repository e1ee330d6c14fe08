import { sql, type Kysely } from 'kysely';
import {
  ENVELOPE_MAX_COUNT,
  ENVELOPE_MAX_TOTAL,
  ENVELOPE_TTL_S,
  OPEN_ENVELOPES_MAX,
  type OpenEnvelope,
  type RedEnvelope,
} from '../../contracts/room-economy.ts';
import type { DB } from '../db/schema.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { findRoom, roomUsers } from '../rooms/room-repository.ts';
import { balanceOf, post, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { EconomyError } from './economy-error.ts';
import { splitEnvelope } from './envelope-split.ts';

/**
 * Red envelopes. Making one moves its total from the sender to SYSTEM.envelopeHold and splits it
 * into shares there and then, so the shares always sum to the total. Receiving claims the lowest
 * free share under a lock on the envelope row and pays it from the hold, keyed per envelope and
 * user: a user gets one share however often or concurrently they ask (the unique
 * (envelope, user) constraint stands behind it). After expiry what is left goes back to the
 * sender once: the refund marks the envelope under the same lock, and its ledger key is per
 * envelope.
 */

export interface CreateEnvelopeRequest {
  userId: number;
  roomId: number;
  total: number;
  count: number;
  clientId: string;
}

export function envelopeProblem(total: number, count: number): EconomyError | null {
  const ok =
    Number.isSafeInteger(total) &&
    Number.isSafeInteger(count) &&
    count >= 1 &&
    count <= ENVELOPE_MAX_COUNT &&
    total >= count &&
    total <= ENVELOPE_MAX_TOTAL;
  return ok
    ? null
    : new EconomyError('envelopeInvalid', { maxCount: ENVELOPE_MAX_COUNT, maxTotal: ENVELOPE_MAX_TOTAL });
}

/** Throws EconomyError (envelopeInvalid, noRoom), InsufficientFunds or IdempotencyConflict. */
export async function createEnvelope(ctx: RoomContext, req: CreateEnvelopeRequest): Promise<RedEnvelope> {
  const problem = envelopeProblem(req.total, req.count);
  if (problem) throw problem;
  const db = ctx.accounts.db;
  if (!(await findRoom(db, req.roomId))) throw new EconomyError('noRoom');
  const nowS = ctx.accounts.nowS();
  const outcome = await post<number>(db, {
    kind: 'envelope',
    userId: req.userId,
    memo: `room ${req.roomId} red envelope ${req.total}/${req.count}`,
    idempotency: {
      key: `${req.userId}:envelope:${req.clientId}`,
      fingerprint: `${req.roomId}:${req.total}:${req.count}`,
    },
    nowS,
    postings: async (trx) =>
      transfer(
        await userAccountId(trx, req.userId, 'diamond'),
        await systemAccountId(trx, SYSTEM.envelopeHold),
        req.total,
      ),
    async record(trx, txnId) {
      const row = await trx
        .insertInto('red_envelopes')
        .values({
          room_id: req.roomId,
          user_id: req.userId,
          txn_id: txnId,
          total: req.total,
          count: req.count,
          created_at: nowS,
          expires_at: nowS + ENVELOPE_TTL_S,
          refunded_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('red_envelope_shares')
        .values(
          splitEnvelope(req.total, req.count).map((amount, idx) => ({
            envelope_id: row.id,
            idx,
            amount,
            user_id: null,
            received_at: null,
          })),
        )
        .execute();
      return row.id;
    },
    async replay(replayDb, txnId) {
      return (
        await replayDb.selectFrom('red_envelopes').select('id').where('txn_id', '=', txnId).executeTakeFirstOrThrow()
      ).id;
    },
  });
  const envelope = (await envelopeInfo(db, outcome.result!, req.userId))!;
  if (!outcome.replayed) {
    const { id, user, total, count } = envelope;
    ctx.hub.toRoom(req.roomId, { kind: 'envelope', envelope: { id, user, total, count } });
  }
  return envelope;
}

/** The envelope and who received what; null when there is none. */
export async function envelopeInfo(db: Kysely<DB>, id: number, viewerId: number | null): Promise<RedEnvelope | null> {
  const envelope = await db.selectFrom('red_envelopes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!envelope) return null;
  const shares = await db
    .selectFrom('red_envelope_shares')
    .select(['idx', 'amount', 'user_id', 'received_at'])
    .where('envelope_id', '=', id)
    .orderBy('idx')
    .execute();
  const claimed = shares
    .filter((s) => s.user_id !== null)
    .sort((a, b) => Number(a.received_at) - Number(b.received_at) || a.idx - b.idx);
  const users = await roomUsers(db, [envelope.user_id, ...claimed.map((s) => s.user_id!)]);
  const unclaimed = shares.filter((s) => s.user_id === null);
  const mine = viewerId === null ? undefined : claimed.find((s) => s.user_id === viewerId);
  return {
    id: envelope.id,
    room_id: envelope.room_id,
    user: users.get(envelope.user_id) ?? { id: envelope.user_id, nickname: '', avatar: '', level: 0 },
    total: Number(envelope.total),
    count: Number(envelope.count),
    remaining: unclaimed.reduce((s, x) => s + Number(x.amount), 0),
    remaining_count: unclaimed.length,
    expires_at: Number(envelope.expires_at),
    mine: mine ? Number(mine.amount) : null,
    receipts: claimed.flatMap((s) => {
      const user = users.get(s.user_id!);
      return user ? [{ user, amount: Number(s.amount), at: Number(s.received_at) }] : [];
    }),
  };
}

/**
 * The room's envelopes that still have shares and have not expired, newest first; `received`
 * tells the caller which they already took a share of.
 */
export async function openEnvelopes(
  db: Kysely<DB>,
  roomId: number,
  viewerId: number | null,
  nowS: number,
): Promise<OpenEnvelope[]> {
  const rows = await db
    .selectFrom('red_envelopes as e')
    .innerJoin('red_envelope_shares as s', 's.envelope_id', 'e.id')
    .select(['e.id', 'e.user_id', 'e.total', 'e.count', 'e.expires_at'])
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('s.user_id', 'is', null).then(1).end()).as('left'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when('s.user_id', '=', viewerId ?? 0)
            .then(1)
            .end(),
        )
        .as('mine'),
    ])
    .where('e.room_id', '=', roomId)
    .where('e.expires_at', '>', nowS)
    .where('e.refunded_at', 'is', null)
    .groupBy(['e.id', 'e.user_id', 'e.total', 'e.count', 'e.expires_at'])
    .having((eb) => eb.fn.count(eb.case().when('s.user_id', 'is', null).then(1).end()), '>', 0)
    .orderBy('e.id', 'desc')
    .limit(OPEN_ENVELOPES_MAX)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({
    id: r.id,
    user: users.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: '', level: 0 },
    total: Number(r.total),
    count: Number(r.count),
    remaining_count: Number(r.left),
    expires_at: Number(r.expires_at),
    received: Number(r.mine) > 0,
  }));
}

/**
 * One share for the caller; asking again returns the same share. Throws EconomyError
 * (envelopeNotFound, envelopeExpired, envelopeEmpty).
 */
export async function receiveEnvelope(
  ctx: RoomContext,
  userId: number,
  id: number,
): Promise<{ amount: number; balance: number }> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  let received = 0;
  try {
    const outcome = await post<number>(db, {
      kind: 'envelope-receive',
      userId,
      memo: `red envelope ${id}`,
      idempotency: { key: `envelope:${id}:receive:${userId}`, fingerprint: 'receive' },
      nowS,
      async postings(trx) {
        // A write to the envelope row first: receivers and the refund of one envelope take turns.
        const envelope = await trx
          .updateTable('red_envelopes')
          .set((eb) => ({ refunded_at: eb.ref('refunded_at') }))
          .where('id', '=', id)
          .returning(['expires_at', 'refunded_at'])
          .executeTakeFirst();
        if (!envelope) throw new EconomyError('envelopeNotFound');
        if (envelope.refunded_at !== null || Number(envelope.expires_at) <= nowS) {
          throw new EconomyError('envelopeExpired');
        }
        const share = await trx
          .selectFrom('red_envelope_shares')
          .select(['idx', 'amount'])
          .where('envelope_id', '=', id)
          .where('user_id', 'is', null)
          .orderBy('idx')
          .limit(1)
          .executeTakeFirst();
        if (!share) throw new EconomyError('envelopeEmpty');
        const claimed = await trx
          .updateTable('red_envelope_shares')
          .set({ user_id: userId, received_at: nowS })
          .where('envelope_id', '=', id)
          .where('idx', '=', share.idx)
          .where('user_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new EconomyError('envelopeEmpty');
        received = Number(share.amount);
        return transfer(
          await systemAccountId(trx, SYSTEM.envelopeHold),
          await userAccountId(trx, userId, 'diamond'),
          Number(share.amount),
        );
      },
      record: async () => received,
      async replay(replayDb) {
        const mine = await replayDb
          .selectFrom('red_envelope_shares')
          .select('amount')
          .where('envelope_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        return Number(mine.amount);
      },
    });
    const amount = outcome.result!;
    return { amount, balance: await balanceOf(db, userId, 'diamond') };
  } catch (error) {
    if (error instanceof EconomyError && error.key === 'envelopeExpired') await refundEnvelope(ctx, id);
    throw error;
  }
}

/**
 * Returns what is left of an expired envelope to its sender, once; false when there was nothing
 * to do (not expired, already refunded, or another process got there first).
 */
export async function refundEnvelope(ctx: RoomContext, id: number): Promise<boolean> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const envelope = await db
    .selectFrom('red_envelopes')
    .select(['user_id', 'expires_at', 'refunded_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!envelope || envelope.refunded_at !== null || Number(envelope.expires_at) > nowS) return false;
  const marked = async (trx: Kysely<DB>) =>
    Number(
      (
        await trx
          .updateTable('red_envelopes')
          .set({ refunded_at: nowS })
          .where('id', '=', id)
          .where('refunded_at', 'is', null)
          .where('expires_at', '<=', nowS)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  const left = async (trx: Kysely<DB>) =>
    Number(
      (
        await trx
          .selectFrom('red_envelope_shares')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('left'))
          .where('envelope_id', '=', id)
          .where('user_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).left,
    );
  // Shares only ever get claimed, so nothing left now means nothing to return: no ledger entry.
  if ((await left(db)) === 0) return marked(db);
  let refunded = false;
  try {
    const outcome = await post(db, {
      kind: 'envelope-refund',
      userId: envelope.user_id,
      memo: `red envelope ${id} refund`,
      idempotency: { key: `envelope:${id}:refund`, fingerprint: 'refund' },
      nowS,
      async postings(trx) {
        if (!(await marked(trx))) throw new EconomyError('envelopeExpired');
        refunded = true;
        return transfer(
          await systemAccountId(trx, SYSTEM.envelopeHold),
          await userAccountId(trx, envelope.user_id, 'diamond'),
          await left(trx),
        );
      },
    });
    return refunded && !outcome.replayed;
  } catch (error) {
    if (error instanceof EconomyError) return false;
    throw error;
  }
}

/** Refunds every expired envelope not yet refunded (a timer runs it; reads run it for one). */
export async function sweepEnvelopes(ctx: RoomContext, batch = 100): Promise<number> {
  const due = await ctx.accounts.db
    .selectFrom('red_envelopes')
    .select('id')
    .where('refunded_at', 'is', null)
    .where('expires_at', '<=', ctx.accounts.nowS())
    .orderBy('id')
    .limit(batch)
    .execute();
  let refunded = 0;
  for (const { id } of due) if (await refundEnvelope(ctx, id)) refunded += 1;
  return refunded;
}
