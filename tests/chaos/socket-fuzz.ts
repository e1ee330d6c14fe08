import type { ChaosScenario, Figure } from './scenario.ts';
import { zero } from './scenario.ts';
import { memoryFigures, memoryTable, settledSample, type MemoryTrail } from './support/memory-trail.ts';
import { startServerProcess } from './support/server-process.ts';
import { emptyAbuseStats, runAbusers, type AbuseStats } from './support/socket-abusers.ts';
import { startWatcher } from './support/socket-watcher.ts';

/** Malformed frames in all (CHAOS_SOCKET_FRAMES), sent in four rounds with a memory sample after each. */
const FRAMES = Number(process.env.CHAOS_SOCKET_FRAMES ?? 100_000);
const ROUNDS = 4;
/** Abusive sockets at once: half the per-address cap (64), all from the watcher's address too. */
const CONCURRENCY = 32;
/** How long the watcher keeps listening once the abuse stopped. */
const TAIL_MS = 3_000;
const SETTLE_MS = 5_000;
/**
 * The gateway keeps nothing per closed socket (its maps lose a socket on close), so memory must come
 * back: RSS within 15 % of the warmed-up baseline (V8 and the allocator return freed pages lazily;
 * thousands of sockets opened and closed leave buffers in the pools), heap not growing over the
 * second half of the frames.
 */
const BOUNDS = { rssRatio: 1.15, lateHeapGrowthMb: 2 };

function add(total: AbuseStats, round: AbuseStats): AbuseStats {
  const merge = <K extends string>(a: Partial<Record<K, number>>, b: Partial<Record<K, number>>) => {
    const out = { ...a };
    for (const [k, v] of Object.entries(b) as [K, number][]) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    sockets: total.sockets + round.sockets,
    refusedUpgrades: total.refusedUpgrades + round.refusedUpgrades,
    malformedSent: total.malformedSent + round.malformedSent,
    validSent: total.validSent + round.validSent,
    errorFrames: total.errorFrames + round.errorFrames,
    endingFrames: total.endingFrames + round.endingFrames,
    closes: merge(total.closes, round.closes),
    leftOpen: total.leftOpen + round.leftOpen,
    byKind: merge(total.byKind, round.byKind),
  };
}

export const socketFuzz: ChaosScenario = {
  id: 'socket-fuzz',
  title: 'Live socket fuzz: malformed frames over many sockets, a well-behaved client alongside',
  async run({ seedTemplate, seed, log }) {
    if (!Number.isSafeInteger(FRAMES) || FRAMES < ROUNDS) {
      throw new Error(
        `CHAOS_SOCKET_FRAMES must be an integer of at least ${ROUNDS}, got "${process.env.CHAOS_SOCKET_FRAMES}"`,
      );
    }
    const server = await startServerProcess({ seedTemplate, feed: 'steady' });
    log(`server pid ${server.pid} at ${server.url}`);
    try {
      const watcher = await startWatcher(server.wsUrl);
      // Every code path of the gateway runs before the baseline.
      await runAbusers(server.wsUrl, { frames: 2_000, seed: seed + 1_000_000, concurrency: CONCURRENCY });
      const trail: MemoryTrail = { baseline: await settledSample(server, SETTLE_MS), checkpoints: [], after: null };
      const rejectsBefore = await server.metric('live_socket_rejects_total');
      const watchedBefore = watcher.stats();
      const started = Date.now();
      let total = emptyAbuseStats();
      for (let round = 0; round < ROUNDS && server.alive(); round++) {
        const stats = await runAbusers(server.wsUrl, {
          frames: Math.ceil(FRAMES / ROUNDS),
          seed: seed + round * 100_000,
          concurrency: CONCURRENCY,
        });
        total = add(total, stats);
        if (!server.alive()) break;
        const sample = await server.memory();
        trail.checkpoints.push({ label: `after ${total.malformedSent.toLocaleString('en-US')} frames`, sample });
        log(
          `${total.malformedSent} malformed frames on ${total.sockets} sockets, ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
            `RSS ${(sample.rss / 2 ** 20).toFixed(0)} MB, watcher ${watcher.stats().dataFrames - watchedBefore.dataFrames} frames`,
        );
      }
      const seconds = (Date.now() - started) / 1000;
      const during = watcher.stats();
      await new Promise((resolve) => setTimeout(resolve, TAIL_MS));
      // Read while the watcher is still connected: it should be the only socket left.
      const openAfter = server.alive() ? await server.metric('live_sockets_open') : NaN;
      const watched = await watcher.stop();
      const alive = server.alive();
      const rejects = alive ? (await server.metric('live_socket_rejects_total')) - rejectsBefore : NaN;
      trail.after = alive ? await settledSample(server, SETTLE_MS) : null;
      const exit = server.exitStatus();
      const errors = server.errors();
      const framesDuring = during.dataFrames - watchedBefore.dataFrames;
      const framesAfter = watched.dataFrames - during.dataFrames;
      // Every malformed frame gets an error frame, but those that end their socket get its close instead.
      const unanswered = Math.max(0, total.malformedSent - total.endingFrames - total.errorFrames);
      const figures: Figure[] = [
        {
          name: 'malformed frames sent',
          measured: `${total.malformedSent.toLocaleString('en-US')} on ${total.sockets.toLocaleString('en-US')} sockets in ${seconds.toFixed(0)} s`,
          target: `>= ${FRAMES.toLocaleString('en-US')}`,
          met: total.malformedSent >= FRAMES,
        },
        zero('malformed frames without an error frame (or, for one over 64 KiB or not UTF-8, a close)', unanswered),
        zero('abusive sockets the server did not close', total.leftOpen),
        zero('server crashes', exit ? 1 : 0),
        zero('errors the server logged', errors.count),
        {
          name: 'well-behaved client: data frames during / after the abuse',
          measured: `${framesDuring.toLocaleString('en-US')} / ${framesAfter.toLocaleString('en-US')}`,
          target: '> 0 / > 0',
          met: framesDuring > 0 && framesAfter > 0,
        },
        zero(
          'well-behaved client: frames out of seq order, epoch changes, early close',
          watched.outOfOrder + watched.epochChanges + (watched.closedEarly ? 1 : 0),
        ),
        {
          name: 'well-behaved client: heartbeats answered (slowest pong)',
          measured: `${watched.pongs} of ${watched.heartbeats} (${watched.maxPongMs} ms)`,
          target: 'all',
          met: watched.heartbeats > 0 && watched.pongs === watched.heartbeats,
        },
        {
          name: 'sockets open after the abuse',
          measured: String(openAfter),
          target: '1 (the well-behaved client)',
          met: openAfter === 1,
        },
        ...memoryFigures(trail, BOUNDS),
      ];
      const details = [
        `A server process (\`npm start\`'s app, development mode, SQLite from the seed data) with a steady seeded feed of ` +
          `40 live matches, one frame every 500 ms on the football channel (slow, so that the replay ring and the match recorder do not fill during the run). A well-behaved client registers with the ` +
          `protocol version, follows \`football\` from its snapshot on and sends a heartbeat every second; meanwhile ` +
          `abusive sockets, ${CONCURRENCY} at a time from the same address, each send 51 malformed frames drawn by fast-check ` +
          `(seed ${seed}), half of them after a valid \`register\`, and wait for the server to close them (it closes a socket ` +
          `at its 51st refused frame); every 8th socket ends with a frame over 64 KiB or one that is not UTF-8. ` +
          `Frames a mutation left valid (an extra key zod drops) went too and are not counted: ${total.validSent.toLocaleString('en-US')}.`,
        '',
        `Error frames received: ${total.errorFrames.toLocaleString('en-US')}; socket-ending frames: ${total.endingFrames}; ` +
          `closes by code: ${JSON.stringify(total.closes)}; upgrades refused at the per-address cap and retried: ` +
          `${total.refusedUpgrades}; the server's \`live_socket_rejects_total\` grew by ${rejects.toLocaleString('en-US')}. ` +
          `Crash: ${exit ? JSON.stringify(exit) : 'none'}.`,
        '',
        '### Memory of the server process',
        '',
        ...memoryTable(trail),
        '',
        '### Malformed frames by kind',
        '',
        '| kind | sent |',
        '| --- | ---: |',
        ...Object.entries(total.byKind)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => `| ${k} | ${v.toLocaleString('en-US')} |`),
        ...(errors.count > 0 ? ['', '### Errors the server logged (first)', '', '```', ...errors.first, '```'] : []),
      ];
      return {
        figures,
        details,
        data: { frames: FRAMES, seed, seconds, abuse: total, watcher: watched, rejects, memory: trail, errors },
      };
    } finally {
      await server.stop();
    }
  },
};
