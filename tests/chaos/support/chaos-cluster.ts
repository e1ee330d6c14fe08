import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startCluster, type Cluster } from '../../../deploy/cluster/start-cluster.ts';
import { buildPgSeedTemplate, copyDatabase } from '../../support/pg-template.ts';
import { startPrivatePostgres, startPrivateRedis, type PrivateServer } from './backends.ts';

/*
 * The cluster of the fault scenarios: three server processes (`npm run cluster`'s) behind nginx, on
 * a private PostgreSQL and a private Redis (support/backends.ts) that the scenarios may kill or
 * restart. The seed data is imported into PostgreSQL once per run; each cluster gets a copy.
 */

export interface ChaosCluster {
  cluster: Cluster;
  redis: PrivateServer;
  postgres: PrivateServer;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Lines each process printed at level error or worse (JSON logs), and exits while running. */
  errors: { name: string; line: string }[];
  exits: { name: string; how: string; at: number }[];
  /** The process that leads the feed now (-1: none), from its feed counter growing over 2.5 s. */
  leader(): Promise<number>;
  /** Who holds the feed leader's lease in Redis (a process's random id), null when nobody does. */
  leaseHolder(): Promise<string | null>;
  stop(): Promise<void>;
}

let backends: Promise<{ postgres: PrivateServer; redis: PrivateServer; template: string }> | null = null;

function sharedBackends() {
  backends ??= (async () => {
    const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    const template = await buildPgSeedTemplate(postgres.url);
    return { postgres, redis, template: template.name };
  })();
  return backends;
}

/** Stops the private servers, if a scenario started them (the runner calls it at the end). */
export async function stopChaosBackends(): Promise<void> {
  if (!backends) return;
  const { postgres, redis } = await backends;
  backends = null;
  await Promise.all([postgres.stop(), redis.stop()]);
}

/** JSON log lines at pino's level 50 (error) or 60 (fatal). */
function isErrorLine(line: string): boolean {
  try {
    const entry = JSON.parse(line) as { level?: number };
    return typeof entry.level === 'number' && entry.level >= 50;
  } catch {
    return false;
  }
}

export async function startChaosCluster(
  label: string,
  options: { size?: number; env?: Record<string, string> } = {},
): Promise<ChaosCluster> {
  const { postgres, redis, template } = await sharedBackends();
  const database = await copyDatabase(postgres.url, label.replace(/\W/g, '_'), template);
  const dataDir = mkdtempSync(path.join(tmpdir(), `chaos-${label}-`));
  const redisPrefix = `chaos-${label}-${Date.now()}:`;
  const errors: ChaosCluster['errors'] = [];
  const exits: ChaosCluster['exits'] = [];
  const cluster = await startCluster({
    size: options.size ?? 3,
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix,
    dataDir,
    env: {
      LOG_LEVEL: 'warn',
      // Every scenario client comes from 127.0.0.1: the per-address socket cap is not what is tested.
      WS_MAX_PER_ADDRESS: '100000',
      FEED_CONTROL: '1',
      ...options.env,
    },
    onLine: (name, line) => {
      if (isErrorLine(line)) errors.push({ name, line: line.slice(0, 500) });
    },
    onExit: (name, how) => exits.push({ name, how, at: Date.now() }),
  });
  const leaseKey = `${redisPrefix}live:feed-leader`;
  return {
    cluster,
    redis,
    postgres,
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix,
    errors,
    exits,
    async leader() {
      // The leader is the process whose feed applies updates: its counter grows, the others' stay.
      const sample = () =>
        Promise.all(cluster.processes.map((p) => (p.running ? feedUpdates(p.url) : Promise.resolve(-1))));
      const before = await sample();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const after = await sample();
      return after.findIndex((n, i) => n >= 0 && n > (before[i] ?? 0));
    },
    async leaseHolder() {
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      try {
        return await client.get(leaseKey).catch(() => null);
      } finally {
        client.disconnect();
      }
    },
    async stop() {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop().catch(() => undefined);
    },
  };
}

async function feedUpdates(url: string): Promise<number> {
  try {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(3_000) })).text();
    const match = /^feed_updates_total(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(text);
    return match ? Number(match[1]) : 0;
  } catch {
    return -1;
  }
}
