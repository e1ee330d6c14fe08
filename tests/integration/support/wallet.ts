import { expect } from 'vitest';
import {
  auditLedger,
  post as postLedger,
  SYSTEM,
  systemAccountId,
  transfer,
  userAccountId,
} from '../../../server/wallet/ledger.ts';
import type { TestServer } from './test-server.ts';
import { post } from '../../support/accounts.ts';

/** Gives a user diamonds straight through the ledger (SYSTEM.platform -> the user's wallet). */
export async function giveDiamonds(
  server: TestServer,
  userId: number,
  kind: 'diamond' | 'income',
  amount: number,
): Promise<void> {
  await postLedger(server.live.database.db, {
    kind: 'gift',
    userId,
    nowS: Math.floor(Date.now() / 1000),
    postings: async (trx) =>
      transfer(await systemAccountId(trx, SYSTEM.platform), await userAccountId(trx, userId, kind), amount),
  });
}

/** The ledger's invariants hold: entries sum to balances, balances to zero, no user below zero. */
export async function expectLedgerClean(server: TestServer): Promise<void> {
  expect(await auditLedger(server.live.database.db)).toEqual({ mismatched: [], total: 0, negativeUsers: 0 });
}

/** Sets a first payment password and binds a bank card and a payment-app account. */
export async function setUpPayout(server: TestServer, token: string, password = '123456'): Promise<void> {
  const set = await post(server, 'Member/paymentPassword', { password }, token);
  expect(set.code, set.msg).toBe(0);
  const card = await post(
    server,
    'Bank_card/bind',
    { holder: 'Li Lei', bank_name: 'ICBC', card_no: '6222020200112233445', payment_password: password },
    token,
  );
  expect(card.code, card.msg).toBe(0);
  const ali = await post(
    server,
    'Bank_card/bindAliPay',
    { name: 'Li Lei', account: 'lilei@example.com', payment_password: password },
    token,
  );
  expect(ali.code, ali.msg).toBe(0);
}
