import { setTimeout as pause } from 'node:timers/promises';
import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { startServerProcess } from './support/server-process.ts';
import { startSlowConsumer } from './support/slow-consumer.ts';
import { streamFigures } from './support/stream-figures.ts';
import { startFleet } from './support/stream-fleet.ts';

const CLIENTS = 20;
const WARM_MS = 10_000;
const ROUNDS = 3;
/** Each latency window: before the slow consumer, while it fills its buffer, after it was cut. */
const WINDOW_MS = 30_000;
const MAX_P99_MOVE = 0.2;
/** The slow consumer must be cut within this (the kernel's buffers take several MB first). */
const CUT_WITHIN_MS = 90_000;

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

async function slowDrops(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const match = /^live_sockets_dropped_total\{reason="slow_consumer"\} ([0-9.e+-]+)$/m.exec(text);
  return match ? Number(match[1]) : 0;
}

export const slowConsumer: ChaosScenario = {
  id: 'slow-consumer',
  title: 'A client that stops reading is cut at its buffer limit; the others do not slow down',
  async run({ seedTemplate, log }) {
    const server = await startServerProcess({ seedTemplate, feed: 'fast' });
    log(`server pid ${server.pid} at ${server.url}`);
    let window: number[] | null = null;
    const fleet = await startFleet(server.url, CLIENTS, {
      channels: ['football'],
      onData: (frame) => window?.push(Date.now() - frame.ts),
    });
    try {
      if (!(await fleet.waitSettled(60_000)))
        throw new Error(`only ${fleet.settledCount()} of ${CLIENTS} clients joined`);
      await pause(WARM_MS);
      // Rounds of a quiet window and a slow one (a slow consumer from its join to its cut), one after
      // the other: the machine's own noise falls on both alike, so the two p99s compare fairly.
      const quiet: number[] = [];
      const slowed: number[] = [];
      const cuts: (number | null)[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        window = quiet;
        await pause(WINDOW_MS);
        const dropsBefore = await slowDrops(server.url);
        const joinedAt = Date.now();
        const slow = await startSlowConsumer(server.wsUrl, 'football');
        window = slowed;
        let cutMs: number | null = null;
        while (Date.now() - joinedAt < CUT_WITHIN_MS) {
          if ((await slowDrops(server.url)) > dropsBefore) {
            cutMs = Date.now() - joinedAt;
            break;
          }
          await pause(100);
        }
        window = null;
        slow.destroy();
        cuts.push(cutMs);
        log(`round ${round + 1}: slow consumer cut after ${cutMs ?? 'never'} ms`);
      }
      window = quiet;
      await pause(WINDOW_MS);
      window = null;
      const settled = await fleet.waitSettled(10_000);
      const stats = fleet.stats();
      const [a, b] = [p99(quiet), p99(slowed)];
      const move = a > 0 ? b / a - 1 : 0;
      const cut = cuts.filter((c): c is number => c !== null);
      const figures: Figure[] = [
        {
          name: 'slow consumers cut at their buffer limit',
          measured: `${cut.length} of ${ROUNDS}, after ${cut.map((c) => (c / 1000).toFixed(1)).join(', ')} s`,
          target: `all, within ${CUT_WITHIN_MS / 1000} s`,
          met: cut.length === ROUNDS,
        },
        {
          name: "the others' p99 latency while a slow consumer fills, against the quiet windows",
          measured: `${b} ms vs ${a} ms (${move >= 0 ? '+' : ''}${(move * 100).toFixed(0)} %)`,
          target: `<= +${MAX_P99_MOVE * 100} %`,
          met: move <= MAX_P99_MOVE,
        },
        { name: 'others dropped', measured: String(stats.drops), target: '0', met: stats.drops === 0 },
        ...streamFigures(stats, fleet, settled),
        zero('server exits', server.exitStatus() ? 1 : 0),
        zero('errors logged', server.errors().count),
      ];
      return {
        figures,
        details: [
          `One server process (as \`socket-fuzz\`'s) with a fast feed: 400 live matches, a football frame of 400 changes`,
          `every 100 ms. ${CLIENTS} clients follow \`football\`; each frame's latency is its arrival time minus the \`ts\``,
          `the leader stamped it with. A slow consumer opens a socket, joins \`football\` and never reads again (its`,
          `socket paused): the kernel's buffers fill, then the server's send buffer for it, which is cut once it passes`,
          `1 MiB (\`SOCKET_LIMITS.maxBufferedBytes\`). ${ROUNDS} rounds of a quiet window of ${WINDOW_MS / 1000} s and a slow consumer from`,
          `its join to its cut, one quiet window after the last: the machine's own noise (two cores shared with other`,
          `work) falls on both kinds alike. The target compares the p99 of all slow windows with that of all quiet ones.`,
          '',
          '| window | frames | p50 | p99 | max |',
          '| --- | --- | --- | --- | --- |',
          ...(
            [
              ['quiet (no slow consumer)', quiet],
              ['a slow consumer joined and filling, until its cut', slowed],
            ] as const
          ).map(([label, values]) => {
            const sorted = [...values].sort((x, y) => x - y);
            const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
            return `| ${label} | ${values.length} | ${at(0.5)} ms | ${at(0.99)} ms | ${sorted.at(-1) ?? 0} ms |`;
          }),
        ],
        data: { clients: CLIENTS, rounds: ROUNDS, cuts, p99: { quiet: a, slowed: b }, stats },
      };
    } finally {
      fleet.close();
      await server.stop();
    }
  },
};
