import { setTimeout as pause } from 'node:timers/promises';
import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { startChaosCluster } from './support/chaos-cluster.ts';
import { streamFigures, streamTable } from './support/stream-figures.ts';
import { startFleet } from './support/stream-fleet.ts';

/** Clients streaming through nginx (the issue's 300), a third of them on each process. */
const CLIENTS = Number(process.env.CHAOS_STREAM_CLIENTS ?? 300);
const WARM_MS = 15_000;
const AFTER_MS = 20_000;
const LEASE_TARGET_MS = 10_000;

export const killProcess: ChaosScenario = {
  id: 'kill-process',
  title: 'kill -9 of the feed leader, one of three processes, under 300 streaming clients',
  async run({ log }) {
    const site = await startChaosCluster('kill', { env: { FEED_SPEED: '60' } });
    const { cluster } = site;
    log(`cluster at ${cluster.url}, processes on ${cluster.processes.map((p) => p.port).join(', ')}`);
    const fleet = await startFleet(cluster.url, CLIENTS);
    try {
      if (!(await fleet.waitSettled(60_000)))
        throw new Error(`only ${fleet.settledCount()} of ${CLIENTS} clients joined`);
      await pause(WARM_MS);
      const victim = await site.leader();
      if (victim < 0) throw new Error('no process leads the feed');
      const holder = await site.leaseHolder();
      const before = fleet.stats();
      const dropsBefore = fleet.clients.map((c) => c.stats.drops);
      log(`killing app-${victim + 1} (the feed leader) with ${before.framesApplied} frames applied so far`);
      const killedAt = Date.now();
      await cluster.kill(victim, 'SIGKILL');
      let leaseMovedMs: number | null = null;
      while (Date.now() - killedAt < 30_000) {
        const now = await site.leaseHolder();
        if (now !== null && now !== holder) {
          leaseMovedMs = Date.now() - killedAt;
          break;
        }
        await pause(100);
      }
      log(`lease moved after ${leaseMovedMs ?? 'never'} ms`);
      const settled = await fleet.waitSettled(60_000);
      const servedAgainMs = Date.now() - killedAt;
      await pause(AFTER_MS);
      const newLeader = await site.leader();
      const dropped = fleet.clients.filter((c, i) => c.stats.drops > (dropsBefore[i] ?? 0));
      const servedAgain = dropped.filter((c) => c.settled).length;
      const stats = fleet.stats();
      const crashes = site.exits.filter((e) => e.name !== `app-${victim + 1}`);
      const figures: Figure[] = [
        {
          name: 'clients of the killed process served again by another',
          measured: `${servedAgain} of ${dropped.length}`,
          target: 'all (at least 1)',
          met: dropped.length > 0 && servedAgain === dropped.length,
        },
        {
          name: 'feed lease moved after the kill',
          measured: leaseMovedMs === null ? 'never' : `${(leaseMovedMs / 1000).toFixed(1)} s`,
          target: `<= ${LEASE_TARGET_MS / 1000} s`,
          met: leaseMovedMs !== null && leaseMovedMs <= LEASE_TARGET_MS,
        },
        {
          name: 'a surviving process leads the feed afterwards',
          measured: newLeader < 0 ? 'none' : `app-${newLeader + 1}`,
          target: 'yes',
          met: newLeader >= 0 && newLeader !== victim,
        },
        ...streamFigures(stats, fleet, settled),
        zero('surviving processes exited', crashes.length),
        zero('errors logged', site.errors.length),
      ];
      return {
        figures,
        details: [
          `A cluster of 3 server processes (\`deploy/cluster\`) behind nginx on a private PostgreSQL and Redis, the`,
          `simulator feed at 60 times real time. ${CLIENTS} raw socket clients (\`support/stream-client.ts\`) follow`,
          `\`football\` and \`basketball\` through nginx; after ${WARM_MS / 1000} s the process that leads the feed is`,
          `killed with SIGKILL. Its clients reconnect through nginx to the others and resume from their seq; the`,
          `others see the new leader's epoch and read a snapshot. Every client was in order again`,
          `${settled ? `${(servedAgainMs / 1000).toFixed(1)} s after the kill` : 'never'}; the run went on ${AFTER_MS / 1000} s.`,
          '',
          ...streamTable(before, stats),
          '',
          `Killed: app-${victim + 1}; clients it dropped: ${dropped.length}; new leader: ${newLeader < 0 ? 'none' : `app-${newLeader + 1}`}.`,
          ...(site.errors.length > 0
            ? ['', 'Errors logged:', '', ...site.errors.slice(0, 5).map((e) => `- ${e.name}: \`${e.line}\``)]
            : []),
        ],
        data: {
          clients: CLIENTS,
          victim,
          leaseMovedMs,
          dropped: dropped.length,
          servedAgain,
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
