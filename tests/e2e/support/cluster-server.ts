import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import type { LiveMatch } from '../../../contracts/match.ts';
import { ClusterChild } from '../../../deploy/cluster/child-process.ts';
import { freePort } from '../../../deploy/cluster/free-port.ts';
import { startCluster, type Cluster } from '../../../deploy/cluster/start-cluster.ts';
import { buildPgSeedTemplate, copyDatabase, withDatabase } from '../../support/pg-template.ts';
import type { E2eServer, FeedOrder, MatchSnapshot } from './e2e-server.ts';
import { driveFeed, metricAt, pinClock, snapshotAt } from './server-calls.ts';

/** The PostgreSQL template database the e2e global setup seeds once for a cluster run. */
export const PG_TEMPLATE_ENV = 'TEST_PG_SEED_TEMPLATE';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** PostgreSQL and Redis of the cluster runs (CI exports these; the local ones otherwise). */
export function clusterBackends(): { databaseUrl: string; redisUrl: string } {
  return {
    databaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

/**
 * The seeded PostgreSQL template of a cluster run, on which one server has started once: it holds
 * what a first start writes (demo accounts, secrets, circles), so each cluster's processes start
 * together instead of the first one alone.
 */
export async function buildClusterTemplate(): Promise<{ name: string; remove(): Promise<void> }> {
  const { databaseUrl } = clusterBackends();
  const template = await buildPgSeedTemplate(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-e2e-template-'));
  const port = await freePort();
  const server = new ClusterChild('template', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(databaseUrl, template.name),
      REDIS_URL: '',
      MEDIA: 'off',
      FEED: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    server.start();
    for (let tries = 0; ; tries++) {
      if (!server.running || tries > 600) throw new Error(`the template's server did not start:\n${server.output()}`);
      const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await server.stop();
    await template.remove();
    throw error;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return template;
}

/**
 * The site as `npm run cluster` runs it (deploy/cluster/start-cluster.ts): three server processes
 * on a throw-away copy of the seeded PostgreSQL database and their own Redis prefix, behind nginx
 * with nginx-rtmp as the media node. `cluster` is there for fault tests (kill -9, restart one).
 */
export class ClusterServer implements E2eServer {
  readonly media = 'nginx-rtmp';

  private constructor(
    readonly cluster: Cluster,
    private readonly database: { url: string; drop(): Promise<void> },
    private readonly redisPrefix: string,
    private readonly env: Record<string, string>,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<ClusterServer> {
    const { databaseUrl, redisUrl } = clusterBackends();
    const database = await copyDatabase(databaseUrl, 'e2e_cluster', process.env[PG_TEMPLATE_ENV] ?? '');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'live-e2e-cluster-'));
    const redisPrefix = `e2e-${randomUUID()}:`;
    const settings = {
      LOG_LEVEL: 'warn',
      // The tests' scripted feed, as for one process (see live-server.ts).
      FEED_CONTROL: '1',
      FEED_QUIET: '1',
      ...env,
    };
    try {
      const cluster = await startCluster({
        size: Number(process.env.CLUSTER_SIZE || 3),
        databaseUrl: database.url,
        redisUrl,
        redisPrefix,
        dataDir,
        // A copy of the template a server has started on: the processes start together.
        databaseReady: true,
        env: settings,
      });
      return new ClusterServer(cluster, database, redisPrefix, settings);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
      throw error;
    }
  }

  get url(): string {
    return this.cluster.url;
  }

  get dataDir(): string {
    return this.cluster.dataDir;
  }

  get rtmpPort(): number {
    return this.cluster.rtmpPort;
  }

  async stop(): Promise<void> {
    await Promise.all(this.cluster.processes.map((p) => this.cluster.kill(p.index, 'SIGTERM')));
  }

  /** One process after the other: the site stays up, every socket moves once. */
  async restart(): Promise<void> {
    for (const p of this.cluster.processes) {
      if (p.running) await this.cluster.restart(p.index);
      else await this.cluster.start(p.index);
    }
  }

  async dispose(): Promise<void> {
    await this.cluster.stop();
    rmSync(this.cluster.dataDir, { recursive: true, force: true });
    await this.database.drop();
    // Counters and leases expire by themselves; nothing of this run is left behind sooner.
    const redis = new Redis(clusterBackends().redisUrl, { maxRetriesPerRequest: 2 });
    try {
      const keys = await redis.keys(`${this.redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }

  async admin(...args: string[]): Promise<string> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/admin/admin-cli.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...this.env, DATA_DIR: this.dataDir, DATABASE_URL: this.database.url },
      },
    );
    return stdout;
  }

  /** Summed over the processes, each asked directly (nginx would answer from one of them). */
  async metric(name: string): Promise<number> {
    const values = await Promise.all(this.cluster.processes.map((p) => metricAt(p.url, name)));
    return values.reduce((sum, v) => sum + v, 0);
  }

  drive(matchId: number, order: FeedOrder): Promise<Omit<LiveMatch, 'v' | 'updated_at'>> {
    // Any process: one that does not lead the feed relays the order to the one that does.
    return driveFeed(this.url, matchId, order);
  }

  /** Every process keeps its own test clocks: each is pinned. */
  async pinChatClock(nowS: number | null): Promise<void> {
    await Promise.all(this.cluster.processes.map((p) => pinClock(p.url, '/test/chat/clock', nowS)));
  }

  async pinFunGuessClock(nowS: number | null): Promise<void> {
    await Promise.all(this.cluster.processes.map((p) => pinClock(p.url, '/test/fun-guess/clock', nowS)));
  }

  snapshot(channel: 'football' | 'basketball' | 'esports'): Promise<MatchSnapshot> {
    return snapshotAt(this.url, channel);
  }
}
