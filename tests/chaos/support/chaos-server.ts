import path from 'node:path';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { createBenchFeed } from '../../bench/bench-feed.ts';
import type { ParentMessage, ServerMessage } from './server-messages.ts';

/*
 * The server the chaos scenarios attack, in a process of its own so that a crash is seen and its
 * memory is its own: the app as `npm start` builds it (development mode, so the dev SMS outbox
 * works for the fuzzers' account), SQLite in CHAOS_DATA_DIR (a copy of the seed template), on a
 * free port, media off, errors logged as JSON lines on stdout. Run with --expose-gc: it answers
 * the parent's `memory` messages with its usage after full collections. Feeds: CHAOS_FEED=simulator
 * (the built-in live feed of `npm start`) or steady (a seeded stream of 40 live matches, a frame
 * every 500 ms on the football channel, for the socket fuzz's well-behaved client) or fast (400
 * matches, a frame of 400 changes every 100 ms, for the slow consumer to fall behind). IMPORTANT: the
 * steady feed is slow on purpose: the replay ring (4,096 frames a channel) and the match recorder
 * fill up with what a feed sends, so a fast feed grows the heap through the whole run (bounded,
 * but it would read as a leak of the attack's); at this pace they fill over hours.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

function send(message: ServerMessage): void {
  process.send?.(message);
}

async function collect(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('chaos-server needs --expose-gc');
  // Several rounds with turns of the event loop between: weak references and finalizers settle.
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const dataDir = process.env.CHAOS_DATA_DIR;
  if (!dataDir) throw new Error('CHAOS_DATA_DIR is required');
  const feedKind = process.env.CHAOS_FEED ?? 'simulator';
  if (feedKind !== 'simulator' && feedKind !== 'steady' && feedKind !== 'fast') {
    throw new Error(`CHAOS_FEED must be "simulator", "steady" or "fast", got "${feedKind}"`);
  }
  const config = {
    ...loadConfig(
      {
        NODE_ENV: 'development',
        FEED: feedKind === 'simulator' ? 'simulator' : 'off',
        MEDIA: 'off',
        LOG_LEVEL: 'error',
      },
      ROOT,
    ),
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    host: '127.0.0.1',
    port: 0,
  };
  const steady =
    feedKind === 'steady'
      ? createBenchFeed({ fixtures: 40, updatesPerSecond: 4, batchMs: 500, seed: 20_260_301 })
      : feedKind === 'fast'
        ? createBenchFeed({ fixtures: 400, updatesPerSecond: 4_000, batchMs: 100, seed: 20_260_301 })
        : null;
  const live = await buildApp(config, { logger: true, ...(steady ? { provider: steady } : {}) });
  steady?.play();
  const url = await live.app.listen({ host: config.host, port: 0 });

  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'memory') return;
    void collect().then(() => {
      const usage = process.memoryUsage();
      send({
        type: 'memory',
        id: message.id,
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        external: usage.external,
        arrayBuffers: usage.arrayBuffers,
      });
    });
  });
  const shutdown = () => {
    // As server/main.ts: a close that hangs (a socket that never ends) does not keep the process.
    setTimeout(() => process.exit(1), 10_000).unref();
    void live.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  // The parent going away must not leave this server behind.
  process.once('disconnect', shutdown);
  send({ type: 'ready', url });
}

main().catch((error: unknown) => {
  process.stderr.write(`chaos-server could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
