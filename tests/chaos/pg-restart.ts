import { sql } from 'kysely';
import { createDatabase } from '../../server/db/database.ts';
import { createSeededRandom } from '../../server/feed/simulator/seeded-random.ts';
import { auditLedger } from '../../server/wallet/ledger.ts';
import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { startChaosCluster } from './support/chaos-cluster.ts';
import { moneyCall, type CallOutcome } from './support/money-calls.ts';
import { prepareMoneyUsers, type MoneyUser } from './support/money-users.ts';

const REQUESTS = Number(process.env.CHAOS_MONEY_REQUESTS ?? 2_000);
const USERS = 8;
const CONCURRENCY = 16;
/** PostgreSQL is stopped (as a crash: `pg_ctl -m immediate`) once this share of the storm is done. */
const RESTART_AT = 0.3;
const DOWN_MS = 3_000;

type Kind = 'gift' | 'recharge' | 'withdrawal';

interface Done {
  kind: Kind;
  user: MoneyUser;
  /** The ledger transaction it would make, by its idempotency key (null: it never got that far). */
  idemKey: string | null;
  outcome: CallOutcome;
}

export const pgRestart: ChaosScenario = {
  id: 'pg-restart',
  title: 'PostgreSQL restarted during a storm of 2,000 gifts, recharges and withdrawals',
  async run({ seed, log }) {
    const site = await startChaosCluster('money');
    const { cluster } = site;
    const db = await createDatabase({ databaseUrl: site.databaseUrl, dataDir: '' });
    try {
      const setup = await prepareMoneyUsers(cluster, db.db, USERS);
      log(`${USERS} users ready; room ${setup.roomId}, gift ${setup.giftId}, charge rule ${setup.ruleId}`);
      const random = createSeededRandom(seed);
      const plan: Kind[] = Array.from({ length: REQUESTS }, () => {
        const r = random();
        return r < 0.5 ? 'gift' : r < 0.75 ? 'recharge' : 'withdrawal';
      });
      const stats = { retries: 0, serverErrors: 0, noAnswer: 0 };
      const done: Done[] = [];
      let next = 0;
      let restart: Promise<void> | null = null;
      let restartedAt = 0;
      const one = async (index: number): Promise<Done> => {
        const kind = plan[index]!;
        const user = setup.users[index % USERS]!;
        const clientId = `chaos-${seed}-${index}`;
        const url = cluster.url;
        if (kind === 'gift') {
          const body = { room_id: setup.roomId, gift_id: setup.giftId, count: 1, client_id: clientId };
          const outcome = await moneyCall(url, 'member/handselGift', body, user.token, stats);
          return { kind, user, idemKey: `${user.id}:gift:${clientId}`, outcome };
        }
        if (kind === 'withdrawal') {
          const body = { diamonds: 100, method: 'bank', payment_password: user.paymentPassword, client_id: clientId };
          const outcome = await moneyCall(url, 'Balance/applyForWithdrawal', body, user.token, stats);
          return { kind, user, idemKey: `withdraw:${user.id}:${clientId}`, outcome };
        }
        const order = await moneyCall(
          url,
          'chargerules/payUrl',
          { rule_id: setup.ruleId, channel: setup.channel, client_id: clientId },
          user.token,
          stats,
        );
        if (order.kind !== 'ok') return { kind, user, idemKey: null, outcome: order };
        const orderNo = (order.data as { order_no: string }).order_no;
        const page = await moneyCall(
          url,
          `pay/sandboxOrder?order_no=${encodeURIComponent(orderNo)}`,
          null,
          user.token,
          stats,
        );
        if (page.kind !== 'ok') return { kind, user, idemKey: `pay:${orderNo}`, outcome: page };
        const sign = (page.data as { sign: { paid: string } }).sign.paid;
        const paid = await moneyCall(
          url,
          'pay/sandboxNotify',
          { order_no: orderNo, status: 'paid', sign },
          null,
          stats,
        );
        return { kind, user, idemKey: `pay:${orderNo}`, outcome: paid };
      };
      const worker = async () => {
        while (next < REQUESTS) {
          const index = next++;
          if (!restart && index >= REQUESTS * RESTART_AT) {
            log(`restarting PostgreSQL (down ${DOWN_MS / 1000} s) after ${index} requests`);
            restartedAt = Date.now();
            restart = site.postgres.restart({ downMs: DOWN_MS });
          }
          done.push(await one(index));
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await restart;
      const stormMs = Date.now() - started;
      log(`storm done in ${(stormMs / 1000).toFixed(0)} s; checking the ledger`);

      // The pool's connections died with the restart: the first queries may fail once.
      const keys = done.map((d) => d.idemKey).filter((k): k is string => k !== null);
      let counts = new Map<string, number>();
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const rows = await db.db
            .selectFrom('ledger_txns')
            .select(['idem_key', sql<number>`count(*)`.as('n')])
            .where('idem_key', 'in', keys)
            .groupBy('idem_key')
            .execute();
          counts = new Map(rows.map((r) => [r.idem_key!, Number(r.n)]));
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
      const audit = await auditLedger(db.db);
      const effects = (d: Done) => (d.idemKey ? (counts.get(d.idemKey) ?? 0) : 0);
      const ok = done.filter((d) => d.outcome.kind === 'ok');
      const refused = done.filter((d) => d.outcome.kind === 'refused');
      const unclear = done.filter((d) => d.outcome.kind === 'unclear');
      const okNotOnce = ok.filter((d) => effects(d) !== 1);
      const refusedWithEffect = refused.filter((d) => effects(d) !== 0);
      const byKind = (kind: Kind) => {
        const of = done.filter((d) => d.kind === kind);
        return `${of.filter((d) => d.outcome.kind === 'ok').length} ok, ${of.filter((d) => d.outcome.kind === 'refused').length} refused`;
      };
      const refusals = new Map<string, number>();
      for (const d of refused) {
        const msg = d.outcome.kind === 'refused' ? d.outcome.msg : '';
        refusals.set(msg, (refusals.get(msg) ?? 0) + 1);
      }
      const healthy = await Promise.all(
        cluster.processes.map((p) =>
          fetch(`${p.url}/health`, { signal: AbortSignal.timeout(3_000) })
            .then((r) => r.ok)
            .catch(() => false),
        ),
      );
      const figures: Figure[] = [
        {
          name: 'requests',
          measured: done.length.toLocaleString('en-US'),
          target: REQUESTS.toLocaleString('en-US'),
          met: done.length === REQUESTS,
        },
        zero('answered ok but not taken effect exactly once', okNotOnce.length),
        zero('refused with an error but taken effect', refusedWithEffect.length),
        zero('without a clear answer after every retry', unclear.length),
        {
          name: 'requests that met the restart (retried, or refused after it)',
          measured: `${stats.retries} retries`,
          target: '> 0',
          met: stats.retries > 0,
        },
        {
          name: 'ledger audit: accounts whose entries do not sum to the balance; sum of all balances; users below 0',
          measured: `${audit.mismatched.length}; ${audit.total}; ${audit.negativeUsers}`,
          target: '0; 0; 0',
          met: audit.mismatched.length === 0 && audit.total === 0 && audit.negativeUsers === 0,
        },
        zero('processes exited', site.exits.length),
        {
          name: 'processes healthy afterwards',
          measured: `${healthy.filter(Boolean).length} of ${healthy.length}`,
          target: 'all',
          met: healthy.every(Boolean),
        },
      ];
      return {
        figures,
        details: [
          `The cluster of \`kill-process\` (3 processes behind nginx on a private PostgreSQL and Redis). ${USERS} users`,
          `registered through the real calls, each with diamonds, income and a bank card. ${REQUESTS} requests, ${CONCURRENCY} at a`,
          `time through nginx, drawn with the run's seed: gifts (\`member/handselGift\`, one of the cheapest gift to a seeded`,
          `room), recharges (\`chargerules/payUrl\`, the sandbox page's order, its \`paid\` callback) and withdrawals of 100`,
          `(\`Balance/applyForWithdrawal\`). After ${Math.round(RESTART_AT * 100)} % of them PostgreSQL is stopped as a crash would`,
          `(\`pg_ctl -m immediate\`: every connection dies) and started ${DOWN_MS / 1000} s later. A request that gets no answer,`,
          `a 5xx or "try again" is sent again with the same request id, a second apart, at most 6 times (as the apps do).`,
          `Then every request's ledger transaction is counted by its idempotency key and the ledger audited.`,
          '',
          `| | |`,
          `| --- | --- |`,
          `| gifts | ${byKind('gift')} |`,
          `| recharges | ${byKind('recharge')} |`,
          `| withdrawals | ${byKind('withdrawal')} |`,
          `| retries | ${stats.retries} |`,
          `| answers 5xx | ${stats.serverErrors} |`,
          `| no answer (reset, timeout) | ${stats.noAnswer} |`,
          `| storm | ${(stormMs / 1000).toFixed(0)} s, PostgreSQL stopped ${((restartedAt - started) / 1000).toFixed(0)} s in |`,
          '',
          'Refusals (the last answer of a refused request):',
          '',
          ...[...refusals].map(([msg, n]) => `- ${n} x "${msg}"`),
          '',
          `Errors logged by the processes (queries that failed while PostgreSQL was down): ${site.errors.length}.`,
        ],
        data: {
          requests: REQUESTS,
          stats,
          audit,
          ok: ok.length,
          refused: refused.length,
          unclear: unclear.map((d) => d.outcome),
          okNotOnce: okNotOnce.map((d) => d.idemKey),
          refusedWithEffect: refusedWithEffect.map((d) => d.idemKey),
          refusals: Object.fromEntries(refusals),
          exits: site.exits,
        },
      };
    } finally {
      await db.close();
      await site.stop();
    }
  },
};
