import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import {
  auditLedger,
  balanceOf,
  IdempotencyConflict,
  InsufficientFunds,
  post,
  SYSTEM,
  systemAccountId,
  transfer,
  userAccountId,
} from './ledger.ts';
import { applyForWithdrawal, failWithdrawal, listWithdrawals, settleWithdrawal } from './withdrawals.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const targets: [string, string | undefined][] = [
  ['sqlite', 'sqlite::memory:'],
  ['postgres', PG_URL],
];

let nextUser = 0;

for (const [name, url] of targets) {
  describe.skipIf(!url)(`ledger on ${name}`, () => {
    let database: AppDatabase;

    beforeAll(async () => {
      database = await openTestDatabase(url);
    });
    afterAll(async () => {
      await database?.close();
    });

    async function newUser(): Promise<number> {
      nextUser += 1;
      const row = await database.db
        .insertInto('users')
        .values({
          mobile: `86-1390000${String(nextUser).padStart(4, '0')}`,
          password_hash: 'x',
          nickname: `u${nextUser}`,
          avatar: '',
          invite_code: `inv${nextUser}`,
          invited_by: null,
          payment_password_hash: null,
          password_changed_at: 0,
          created_at: 0,
          updated_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    async function fund(userId: number, kind: 'diamond' | 'income', amount: number): Promise<void> {
      await post(database.db, {
        kind: 'test-fund',
        userId,
        nowS: 1,
        postings: async (trx) =>
          transfer(await systemAccountId(trx, SYSTEM.platform), await userAccountId(trx, userId, kind), amount),
      });
    }

    async function expectClean(): Promise<void> {
      expect(await auditLedger(database.db)).toEqual({ mismatched: [], total: 0, negativeUsers: 0 });
    }

    it('1,000 concurrent debits of 1 against a balance of 500: exactly 500 succeed, never negative', async () => {
      const user = await newUser();
      await fund(user, 'diamond', 500);
      const shop = await systemAccountId(database.db, SYSTEM.shop);
      const account = await userAccountId(database.db, user, 'diamond');
      const results = await Promise.allSettled(
        Array.from({ length: 1000 }, () =>
          post(database.db, {
            kind: 'exchange',
            userId: user,
            nowS: 2,
            postings: async () => transfer(account, shop, 1),
          }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientFunds).length;
      expect(won).toBe(500);
      expect(refused).toBe(500);
      expect(await balanceOf(database.db, user, 'diamond')).toBe(0);
      await expectClean();
    }, 60_000);

    it('an idempotent post applies once and refuses the same key with other parameters', async () => {
      const user = await newUser();
      await fund(user, 'diamond', 10);
      const shop = await systemAccountId(database.db, SYSTEM.shop);
      const account = await userAccountId(database.db, user, 'diamond');
      const request = (fingerprint: string) => ({
        kind: 'exchange',
        userId: user,
        nowS: 3,
        idempotency: { key: `t:${user}:a`, fingerprint },
        postings: async () => transfer(account, shop, 3),
      });
      const all = await Promise.all(Array.from({ length: 20 }, () => post(database.db, request('3'))));
      expect(new Set(all.map((r) => r.txnId)).size).toBe(1);
      expect(all.filter((r) => !r.replayed)).toHaveLength(1);
      await expect(post(database.db, request('4'))).rejects.toBeInstanceOf(IdempotencyConflict);
      expect(await balanceOf(database.db, user, 'diamond')).toBe(7);
      await expectClean();
    });

    it('an unbalanced transaction writes nothing', async () => {
      const user = await newUser();
      const account = await userAccountId(database.db, user, 'diamond');
      await expect(
        post(database.db, {
          kind: 'bad',
          userId: user,
          nowS: 4,
          postings: async () => [{ accountId: account, delta: 5 }],
        }),
      ).rejects.toThrow(/unbalanced/);
      expect(await balanceOf(database.db, user, 'diamond')).toBe(0);
      await expectClean();
    });

    it('withdrawals: concurrent requests for the whole income balance, one wins; settle and fail change state once', async () => {
      const user = await newUser();
      await fund(user, 'income', 300);
      const apply = (clientId: string) =>
        applyForWithdrawal(database.db, {
          userId: user,
          diamonds: 300,
          method: 'bank',
          payout: '{}',
          clientId,
          nowS: 5,
        });
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => apply(`c${i}`)));
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(await balanceOf(database.db, user, 'income')).toBe(0);
      const id = (won[0] as PromiseFulfilledResult<{ id: number }>).value.id;
      const hold = await systemAccountId(database.db, SYSTEM.withdrawalHold);

      const outcomes = await Promise.all([
        settleWithdrawal(database.db, id, 6),
        failWithdrawal(database.db, id, 'no', 6),
        settleWithdrawal(database.db, id, 6),
        failWithdrawal(database.db, id, 'no', 6),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const [row] = (await listWithdrawals(database.db)).filter((w) => w.id === id);
      const income = await balanceOf(database.db, user, 'income');
      if (row?.status === 'failed') expect(income).toBe(300);
      else expect(row?.status).toBe('settled');
      if (row?.status === 'settled') expect(income).toBe(0);
      const holdBalance = await database.db
        .selectFrom('wallet_accounts')
        .select('balance')
        .where('id', '=', hold)
        .executeTakeFirstOrThrow();
      expect(Number(holdBalance.balance)).toBe(0);
      expect(await settleWithdrawal(database.db, id, 7)).toBe(false);
      expect(await failWithdrawal(database.db, id, 'again', 7)).toBe(false);
      expect(await settleWithdrawal(database.db, 999_999, 7)).toBe(false);
      await expectClean();
    });

    it('a failed withdrawal returns the diamonds to income; the same client id replays', async () => {
      const user = await newUser();
      await fund(user, 'income', 500);
      const first = await applyForWithdrawal(database.db, {
        userId: user,
        diamonds: 200,
        method: 'alipay',
        payout: '{}',
        clientId: 'x',
        nowS: 8,
      });
      const again = await applyForWithdrawal(database.db, {
        userId: user,
        diamonds: 200,
        method: 'alipay',
        payout: '{}',
        clientId: 'x',
        nowS: 9,
      });
      expect(again.id).toBe(first.id);
      await expect(
        applyForWithdrawal(database.db, {
          userId: user,
          diamonds: 201,
          method: 'alipay',
          payout: '{}',
          clientId: 'x',
          nowS: 9,
        }),
      ).rejects.toBeInstanceOf(IdempotencyConflict);
      expect(await balanceOf(database.db, user, 'income')).toBe(300);
      expect(await failWithdrawal(database.db, first.id, 'bank refused', 10)).toBe(true);
      expect(await balanceOf(database.db, user, 'income')).toBe(500);
      expect((await listWithdrawals(database.db, 'failed')).map((w) => w.id)).toContain(first.id);
      await expectClean();
    });
  });
}
