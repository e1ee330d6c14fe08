import { setTimeout as pause } from 'node:timers/promises';
import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { startChaosCluster } from './support/chaos-cluster.ts';
import { streamFigures, streamTable } from './support/stream-figures.ts';
import { startFleet } from './support/stream-fleet.ts';

const CLIENTS = Number(process.env.CHAOS_STREAM_CLIENTS ?? 300);
const WARM_MS = 15_000;
/** Redis is away this long: longer than a publish's retries, shorter than the feed lease. */
const DOWN_MS = 5_000;
const AFTER_MS = 25_000;

export const redisRestart: ChaosScenario = {
  id: 'redis-restart',
  title: 'Redis killed and started again (empty) under 300 streaming clients',
  async run({ log }) {
    const site = await startChaosCluster('redis', { env: { FEED_SPEED: '60' } });
    const { cluster } = site;
    log(`cluster at ${cluster.url}, Redis at ${site.redisUrl}`);
    const fleet = await startFleet(cluster.url, CLIENTS);
    try {
      if (!(await fleet.waitSettled(60_000)))
        throw new Error(`only ${fleet.settledCount()} of ${CLIENTS} clients joined`);
      await pause(WARM_MS);
      const leaderBefore = await site.leader();
      const before = fleet.stats();
      log(`restarting Redis (down ${DOWN_MS / 1000} s) with ${before.framesApplied} frames applied so far`);
      const restartedAt = Date.now();
      await site.redis.restart({ downMs: DOWN_MS });
      const afterRestart = fleet.stats();
      const settled = await fleet.waitSettled(60_000);
      const inOrderMs = Date.now() - restartedAt;
      await pause(AFTER_MS);
      const leaderAfter = await site.leader();
      const stats = fleet.stats();
      const running = cluster.processes.filter((p) => p.running).length;
      const healthy = await Promise.all(
        cluster.processes.map((p) =>
          fetch(`${p.url}/health`, { signal: AbortSignal.timeout(3_000) })
            .then((r) => r.ok)
            .catch(() => false),
        ),
      );
      const framesSince = stats.framesApplied - afterRestart.framesApplied;
      const figures: Figure[] = [
        zero('processes exited', site.exits.length),
        {
          name: 'processes healthy after the restart',
          measured: `${healthy.filter(Boolean).length} of ${cluster.processes.length}`,
          target: 'all',
          met: running === cluster.processes.length && healthy.every(Boolean),
        },
        {
          name: 'a process leads the feed again',
          measured: leaderAfter < 0 ? 'none' : `app-${leaderAfter + 1}`,
          target: 'yes',
          met: leaderAfter >= 0,
        },
        {
          name: 'frames applied after Redis came back',
          measured: framesSince.toLocaleString('en-US'),
          target: '> 0',
          met: framesSince > 0,
        },
        ...streamFigures(stats, fleet, settled),
      ];
      return {
        figures,
        details: [
          `The cluster of \`kill-process\` (3 processes, nginx, private PostgreSQL and Redis, the simulator at 60`,
          `times real time) with ${CLIENTS} streaming clients. After ${WARM_MS / 1000} s Redis is killed (SIGKILL) and`,
          `started again ${DOWN_MS / 1000} s later, empty (no persistence): the feed lease, the bus's subscriptions`,
          `and every counter are gone. Publishes fail meanwhile and are dropped; each process's clients reconnect`,
          `to Redis by themselves; the feed leader finds its lease gone and stops, a process takes the lease`,
          `again and starts a new epoch; the gateways resync and every socket is asked to read a snapshot.`,
          `Every client was in order again ${settled ? `${(inOrderMs / 1000).toFixed(1)} s after the kill` : 'never'}.`,
          '',
          ...streamTable(before, stats),
          '',
          `Leader before: ${leaderBefore < 0 ? 'none' : `app-${leaderBefore + 1}`}; after: ${leaderAfter < 0 ? 'none' : `app-${leaderAfter + 1}`}.`,
          `Errors logged during the outage (a request or a persist that needed Redis): ${site.errors.length}.`,
          ...site.errors.slice(0, 5).map((e) => `- ${e.name}: \`${e.line.slice(0, 200)}\``),
        ],
        data: {
          clients: CLIENTS,
          downMs: DOWN_MS,
          leaderBefore,
          leaderAfter,
          before,
          stats,
          errors: site.errors,
          exits: site.exits,
        },
      };
    } finally {
      fleet.close();
      await site.stop();
    }
  },
};
