import type { Kysely } from 'kysely';
import type { Cluster } from '../../../deploy/cluster/start-cluster.ts';
import type { DB } from '../../../server/db/schema.ts';
import { SYSTEM, post as postLedger, systemAccountId, transfer, userAccountId } from '../../../server/wallet/ledger.ts';
import { post, registerUser } from '../../support/accounts.ts';

export interface MoneyUser {
  id: number;
  token: string;
  paymentPassword: string;
}

export interface MoneySetup {
  users: MoneyUser[];
  roomId: number;
  giftId: number;
  ruleId: number;
  channel: string;
}

const PAYMENT_PASSWORD = '246810';
/** Diamonds and income each user starts with: more than the storm can spend. */
const START_BALANCE = 1_000_000;

function mustSucceed<T>(what: string, envelope: { code: number; msg: string; data: T }): T {
  if (envelope.code !== 0) throw new Error(`${what} refused: ${envelope.msg}`);
  return envelope.data;
}

/**
 * Users for the money storm: registered through the real calls on one process (its dev outbox
 * holds their SMS codes), each with a payment password and a bank card, and diamonds and income
 * given straight through the ledger (the storm's recharges buy more). Also the room the gifts go
 * to (a seeded anchor's), the cheapest gift, the smallest charge rule and a sandbox channel.
 */
export async function prepareMoneyUsers(cluster: Cluster, db: Kysely<DB>, count: number): Promise<MoneySetup> {
  const first = cluster.processes[0];
  if (!first) throw new Error('the cluster has no process');
  const users: MoneyUser[] = [];
  for (let i = 0; i < count; i++) {
    const { token, user } = await registerUser({ url: first.url });
    const server = { url: cluster.url };
    mustSucceed(
      'Member/paymentPassword',
      await post(server, 'Member/paymentPassword', { password: PAYMENT_PASSWORD }, token),
    );
    mustSucceed(
      'Bank_card/bind',
      await post(
        server,
        'Bank_card/bind',
        { holder: 'Li Lei', bank_name: 'ICBC', card_no: '6222020200112233445', payment_password: PAYMENT_PASSWORD },
        token,
      ),
    );
    for (const kind of ['diamond', 'income'] as const) {
      await postLedger(db, {
        kind: 'gift',
        userId: user.id,
        nowS: Math.floor(Date.now() / 1000),
        postings: async (trx) =>
          transfer(await systemAccountId(trx, SYSTEM.platform), await userAccountId(trx, user.id, kind), START_BALANCE),
      });
    }
    users.push({ id: user.id, token, paymentPassword: PAYMENT_PASSWORD });
  }
  const ids = users.map((u) => u.id);
  const room = await db
    .selectFrom('rooms')
    .select('id')
    .where('anchor_id', 'not in', ids)
    .orderBy('id')
    .executeTakeFirst();
  const gift = await db
    .selectFrom('gifts')
    .select('id')
    .where('enabled', '=', 1)
    .orderBy('price')
    .orderBy('id')
    .executeTakeFirst();
  const rules = mustSucceed(
    'chargerules/getList',
    (await (await fetch(`${cluster.url}/api/chargerules/getList`)).json()) as {
      code: number;
      msg: string;
      data: { id: number; diamonds: number }[];
    },
  );
  const channels = mustSucceed(
    'pay/getPayChannelList',
    (await (await fetch(`${cluster.url}/api/pay/getPayChannelList`)).json()) as {
      code: number;
      msg: string;
      data: { id: string }[];
    },
  );
  const rule = [...rules].sort((a, b) => a.diamonds - b.diamonds)[0];
  const channel = channels[0];
  if (!room || !gift || !rule || !channel) throw new Error('no room, gift, charge rule or payment channel in the seed');
  return { users, roomId: room.id, giftId: gift.id, ruleId: rule.id, channel: channel.id };
}
