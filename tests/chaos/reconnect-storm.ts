import { setTimeout as pause } from 'node:timers/promises';
import { createSeededRandom } from '../../server/feed/simulator/seeded-random.ts';
import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { startChaosCluster } from './support/chaos-cluster.ts';
import { streamFigures, streamTable } from './support/stream-figures.ts';
import { startFleet } from './support/stream-fleet.ts';

const CLIENTS = Number(process.env.CHAOS_STORM_CLIENTS ?? 1_000);
/** The 3 minutes of drops. */
const STORM_MS = Number(process.env.CHAOS_STORM_MS ?? 180_000);
/** Each client drops once every 20 s on average (a phone between cells), and is away 0 to 3 s. */
const MEAN_BETWEEN_DROPS_MS = 20_000;
const MAX_AWAY_MS = 3_000;
const TICK_MS = 100;

export const reconnectStorm: ChaosScenario = {
  id: 'reconnect-storm',
  title: '1,000 clients dropping and reconnecting at random for 3 minutes',
  async run({ seed, log }) {
    const site = await startChaosCluster('storm', { env: { FEED_SPEED: '60' } });
    const { cluster } = site;
    log(`cluster at ${cluster.url}`);
    const random = createSeededRandom(seed);
    const fleet = await startFleet(cluster.url, CLIENTS, { reconnectDelayMs: () => random() * MAX_AWAY_MS });
    try {
      if (!(await fleet.waitSettled(90_000)))
        throw new Error(`only ${fleet.settledCount()} of ${CLIENTS} clients joined`);
      const before = fleet.stats();
      log(`${CLIENTS} clients in order; dropping them at random for ${STORM_MS / 1000} s`);
      const started = Date.now();
      // Each tick, each connected client drops with the chance that gives the mean above.
      const chance = TICK_MS / MEAN_BETWEEN_DROPS_MS;
      let drops = 0;
      let nextLog = started + 30_000;
      while (Date.now() - started < STORM_MS) {
        for (const client of fleet.clients) {
          if (client.settled && random() < chance) {
            client.drop(random() * MAX_AWAY_MS);
            drops++;
          }
        }
        await pause(TICK_MS);
        if (Date.now() >= nextLog) {
          nextLog += 30_000;
          log(`${drops} drops so far, ${fleet.settledCount()} clients in order now`);
        }
      }
      const settled = await fleet.waitSettled(60_000);
      // A few more seconds in order, so a fault of the last reconnects shows.
      await pause(5_000);
      const stats = fleet.stats();
      const figures: Figure[] = [
        {
          name: 'drops made',
          measured: drops.toLocaleString('en-US'),
          target: `>= ${CLIENTS}`,
          met: drops >= CLIENTS,
        },
        zero('gaps on a stream in order', stats.gaps),
        ...streamFigures(stats, fleet, settled),
        zero('processes exited', site.exits.length),
        zero('errors logged', site.errors.length),
      ];
      return {
        figures,
        details: [
          `The cluster of \`kill-process\` (3 processes behind nginx, the simulator at 60 times real time) and`,
          `${CLIENTS} streaming clients. For ${STORM_MS / 1000} s, every client in order drops its socket (no close`,
          `frame, as a network loss) with a chance that makes one drop every ${MEAN_BETWEEN_DROPS_MS / 1000} s on average,`,
          `and reconnects through nginx (to any process) 0 to ${MAX_AWAY_MS / 1000} s later with \`resume\` from its seq.`,
          `Seeded (CHAOS_SEED): the same drops each run.`,
          '',
          ...streamTable(before, stats),
        ],
        data: { clients: CLIENTS, stormMs: STORM_MS, drops, before, stats, errors: site.errors, exits: site.exits },
      };
    } finally {
      fleet.close();
      await site.stop();
    }
  },
};
