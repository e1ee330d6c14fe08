import { expect, inject } from 'vitest';
import type { Envelope } from '../../../contracts/api.ts';
import { blankScores } from '../../../contracts/match.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import type { ClientFrame, ServerFrame } from '../../../contracts/live-protocol.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { buildApp, type BuildOptions, type LiveApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { FeedFixture } from '../../../server/feed/feed-provider.ts';
import { copySeedTemplate } from '../../support/seed-template.ts';

export interface TestServer {
  live: LiveApp;
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** The real server on a free port, SQLite in a temp dir unless `databaseUrl` is given, no feed by default. */
export async function startTestServer(
  options: BuildOptions & {
    databaseUrl?: string;
    redisUrl?: string;
    dataDir?: string;
    /**
     * The media node; off unless a suite streams (one embedded node per process, RTMP on a free
     * port). 'external' takes the node's settings from `env` (MEDIA_PUBLIC_PLAY_URL, MEDIA_HOOK_SECRET ...).
     */
    media?: 'embedded' | 'external' | 'off';
    /** Environment the configuration is read from, over `NODE_ENV=test` (e.g. production, a provider). */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'live-test-'));
  // SQLite starts from the run's seed template (imported once, in the global setup).
  if (!options.databaseUrl) copySeedTemplate(dataDir, inject('seedTemplate'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ...options.env }),
    dataDir,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    port: 0,
    media: options.media ?? 'off',
    mediaRtmpPort: 0,
  };
  const live = await buildApp(config, { provider: null, ...options });
  const address = await live.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    live,
    url: address,
    wsUrl: address.replace('http', 'ws') + '/ws',
    async close() {
      await live.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A socket client that records every frame and can wait for one. */
export async function openClient(wsUrl: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(wsUrl, { headers });
  const frames: ServerFrame[] = [];
  const waiters: { test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.test(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    send(frame: ClientFrame | string) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next<T extends ServerFrame = ServerFrame>(
      test: ((f: ServerFrame) => f is T) | ((f: ServerFrame) => boolean),
      timeoutMs = 5000,
    ): Promise<T> {
      const found = frames.find(test);
      if (found) return Promise.resolve(found as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for a frame')), timeoutMs);
        waiters.push({
          test,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f as T);
          },
        });
      });
    },
    close() {
      socket.close();
    },
  };
}

/** A football fixture on real-looking data, for driving the store directly. */
export function fixture(id: number, overrides: Partial<FeedFixture> = {}): FeedFixture {
  const base: Omit<LiveMatch, 'v' | 'updated_at'> = {
    id,
    sport: 'football',
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'Ngoại hạng Anh',
    home_team_id: 1,
    away_team_id: 2,
    home_team_name_zh: '利物浦',
    home_team_name_en: 'Liverpool',
    home_team_name_vi: 'Liverpool',
    away_team_name_zh: '阿森纳',
    away_team_name_en: 'Arsenal',
    away_team_name_vi: 'Arsenal',
    match_time: 1_800_000_000,
    status: 'live',
    period: 1,
    minute: 10,
    match_str: '10',
    ...blankScores(),
  };
  return { ...base, ...overrides };
}

/** GET an API call of a test server: the whole envelope, whatever its code. */
export async function callApi<T>(server: Pick<TestServer, 'url'>, path: string): Promise<Envelope<T>> {
  return (await (await fetch(`${server.url}/api/${path}`)).json()) as Envelope<T>;
}

/** GET an API call that must succeed (`code 0`): its data. */
export async function apiData<T>(server: Pick<TestServer, 'url'>, path: string): Promise<T> {
  const body = await callApi<T>(server, path);
  expect(body, path).toMatchObject({ code: 0 });
  return body.data;
}

/**
 * The match of a feed list to kick off by order: the latest kick-off still to come. The feed's own
 * clock (60x in these suites) starts the earliest ones any moment, and a match that kicked off
 * between the snapshot and the order is refused ("has kicked off").
 */
export function latestKickOff(list: readonly LiveMatch[]): LiveMatch {
  const upcoming = list.filter((m) => m.status === 'notstarted').sort((a, b) => b.match_time - a.match_time)[0];
  if (!upcoming) throw new Error('the feed has no match still to come');
  return upcoming;
}
