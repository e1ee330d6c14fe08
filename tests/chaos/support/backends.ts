import { setTimeout as pause } from 'node:timers/promises';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ClusterChild } from '../../../deploy/cluster/child-process.ts';
import { freePort } from '../../../deploy/cluster/free-port.ts';

/*
 * Private PostgreSQL and Redis servers for the fault scenarios: each on a free port in a temp dir,
 * so a scenario may stop and restart them without touching any other server on this machine.
 */

const run = promisify(execFile);

/** PostgreSQL refuses to run as root: its commands then run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return bin;
}

export interface PrivateServer {
  readonly url: string;
  /** Stops it (`immediate`: as a crash would) and starts it again; resolves once it answers. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'chaos-redis-'));
  const child = new ClusterChild(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, env: process.env },
  );
  const url = `redis://127.0.0.1:${port}`;
  const up = async () => {
    child.start();
    for (let i = 0; i < 100; i++) {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on('error', () => undefined);
      const ok = await redis
        .connect()
        .then(() => redis.ping())
        .catch(() => null);
      redis.disconnect();
      if (ok === 'PONG') return;
      if (!child.running) throw new Error(`redis-server did not start:\n${child.output()}`);
      await pause(100);
    }
    throw new Error(`redis-server did not answer:\n${child.output()}`);
  };
  await up();
  return {
    url,
    async restart({ downMs = 0 } = {}) {
      await child.stop('SIGKILL');
      await pause(downMs);
      await up();
    },
    async stop() {
      await child.stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startPrivatePostgres(): Promise<PrivateServer> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'chaos-pg-'));
  const data = path.join(dir, 'data');
  chmodSync(dir, 0o777);
  const pgCommand = (command: string, args: string[]) => {
    const [file, argv] = asPostgresUser(path.join(bin, command), args);
    return run(file, argv, { cwd: dir });
  };
  await pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stopNow = () => pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
  return {
    url,
    async restart({ downMs = 0 } = {}) {
      await stopNow();
      await pause(downMs);
      await start();
    },
    async stop() {
      await stopNow().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
