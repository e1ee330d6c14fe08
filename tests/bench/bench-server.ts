import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { LiveMatch } from '../../contracts/match.ts';
import { buildApp, type LiveApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { BenchFeed } from './bench-feed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface FootballSnapshot {
  epoch: string;
  seq: number;
  list: LiveMatch[];
}

/**
 * The real server, in this process, on 127.0.0.1 with a temp data dir and the bench feed, plus
 * the per-tab baseline page under `/bench/`. It can drop every live socket and restart on the
 * same port and data dir (B8).
 */
export interface BenchServer {
  readonly url: string;
  readonly dataDir: string;
  /** Sum of a Prometheus metric's samples. */
  metric(name: string): Promise<number>;
  snapshot(): Promise<FootballSnapshot>;
  /** The running app (its database: B3r makes its anchor there). */
  live(): LiveApp;
  /** Upgraded (live) TCP sockets open now, counted here without a request. */
  openSockets(): number;
  /** Cuts every live socket at the TCP level (as `ws.terminate()` does); returns how many. */
  dropSockets(): number;
  /** Closes the server (the feed state is persisted) and frees the port. */
  stop(): Promise<void>;
  /** Builds the server again on the same port and data dir. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startBenchServer(options: { feed: BenchFeed; benchDist: string }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-bench-'));
  let port = 0;
  let live: LiveApp | null = null;
  const sockets = new Set<Duplex>();

  async function start(): Promise<void> {
    const config = {
      ...loadConfig(
        {
          NODE_ENV: 'production',
          FEED: 'off',
          MEDIA: 'off',
          LOG_LEVEL: 'warn',
          // The harness reads the server's metrics and opens every tab's socket from loopback.
          METRICS_ALLOW: '127.0.0.1',
          WS_MAX_PER_ADDRESS: '100000',
        },
        ROOT,
      ),
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      port,
    };
    const app = await buildApp(config, { provider: options.feed, logger: false });
    live = app;
    // Extra plugins go in before listen; the app's own static plugin already decorates reply.
    await app.app.register(fastifyStatic, {
      root: options.benchDist,
      prefix: '/bench/',
      decorateReply: false,
      cacheControl: false,
    });
    // No hook in server/ closes sockets on demand: track the upgraded TCP sockets here instead.
    app.app.server.on('upgrade', (_request, socket: Duplex) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    const address = await app.app.listen({ host: '127.0.0.1', port });
    port = Number(new URL(address).port);
  }

  async function stop(): Promise<void> {
    const current = live;
    live = null;
    await current?.close();
    sockets.clear();
  }

  await start();
  const url = () => `http://127.0.0.1:${port}`;

  return {
    get url() {
      return url();
    },
    dataDir,
    async metric(name) {
      const text = await (await fetch(`${url()}/metrics`)).text();
      const re = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm');
      return [...text.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
    },
    async snapshot() {
      const response = await fetch(`${url()}/api/live/snapshot?channel=football`);
      const body = (await response.json()) as { code: number; data: FootballSnapshot };
      if (body.code !== 0) throw new Error(`snapshot failed: ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    },
    live() {
      if (!live) throw new Error('the bench server is stopped');
      return live;
    },
    openSockets: () => sockets.size,
    dropSockets() {
      const n = sockets.size;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return n;
    },
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
