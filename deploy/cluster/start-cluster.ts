import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ClusterChild } from './child-process.ts';
import { freePort } from './free-port.ts';
import { RTMP_MODULE, renderNginxConfig } from './nginx-config.ts';

/**
 * The site as it runs at scale, on this machine: N server processes (`server/main.ts`) on one
 * PostgreSQL and one Redis, behind nginx, which balances HTTP and the live socket and is the media
 * node (nginx-rtmp: RTMP in, HLS out, recordings; MEDIA=external). `npm run cluster` runs it; the
 * e2e suite runs its live and room specs against it (E2E_CLUSTER=1); fault tests kill and restart
 * its processes.
 */

export interface ClusterOptions {
  /** Server processes (default 3). */
  size?: number;
  /** PostgreSQL (it must exist; a new one is migrated and seeded by the first process). */
  databaseUrl: string;
  /**
   * A server has run on this database before (migrated, seeded, its demo accounts made) and the
   * code has not changed since: every process starts at once. Otherwise (the default) the first
   * one starts alone, as several at once would race to make the same rows.
   */
  databaseReady?: boolean;
  redisUrl: string;
  /** Keys and channels of this cluster on that Redis (REDIS_PREFIX). */
  redisPrefix?: string;
  /** Uploads and recordings, shared by every process. */
  dataDir: string;
  /** nginx listens here (default 127.0.0.1; 0.0.0.0 for every interface). */
  host?: string;
  /** The site's HTTP port (0, the default: a free one). */
  port?: number;
  /** The RTMP port OBS pushes to (0, the default: a free one). */
  rtmpPort?: number;
  /** Where users reach the site, when not `http://<host>:<port>` (PUBLIC_URL). */
  publicUrl?: string;
  /** More environment for every server process (LOG_LEVEL, FEED_SPEED, FEED_CONTROL ...). */
  env?: Record<string, string>;
  /** Each line a process prints, with the process's name (`app-1`, `nginx`). */
  onLine?: (name: string, line: string) => void;
  /** A process exited while the cluster runs (not at `stop`), with its exit code or signal. */
  onExit?: (name: string, how: string) => void;
  /** The nginx binary (default `nginx` on the PATH) and its RTMP module. */
  nginx?: string;
  rtmpModule?: string;
}

/** One server process of the cluster. */
export interface ClusterProcess {
  /** 0 .. size-1; `app-<index + 1>` in logs. */
  readonly index: number;
  /** Its own port, behind nginx (fault tests reach one process directly here). */
  readonly port: number;
  readonly url: string;
  /** Its pid while running, else null. */
  readonly pid: number | null;
  readonly running: boolean;
}

export interface Cluster {
  /** The site, through nginx, from this machine. */
  readonly url: string;
  /** Where users reach it (PUBLIC_URL; the same as `url` unless given). */
  readonly publicUrl: string;
  /** What OBS is told: `rtmp://<host>:<port>/live`. */
  readonly rtmpUrl: string;
  readonly rtmpPort: number;
  readonly dataDir: string;
  readonly processes: readonly ClusterProcess[];
  /** Signals one server process (SIGKILL by default: `kill -9`) and waits until it is gone. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a process that is not running again, on its port, and waits until it is healthy. */
  start(index: number): Promise<void>;
  /** Stops one process gracefully (SIGTERM) and starts it again. */
  restart(index: number): Promise<void>;
  /** What a process (or nginx, `'nginx'`) printed lately. */
  output(which: number | 'nginx'): string;
  /** Stops every process and nginx, and removes nginx's run dir. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A first start migrates and imports the seed data into an empty database. */
const FIRST_START_MS = 240_000;
const START_MS = 120_000;

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok && ((await response.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

/** Waits until `url/health` says ok; fails at once when the process exits. */
async function waitHealthy(child: ClusterChild, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.running) throw new Error(`${child.name} exited while starting:\n${child.output()}`);
    if (await healthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} was not healthy within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** The nginx binary to run: a path as given, else found on the PATH or in /usr/sbin (root's PATH only). */
function findNginx(nginx: string): string | null {
  if (nginx.includes('/')) return existsSync(nginx) ? nginx : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  const dir = dirs.find((d) => d && existsSync(path.join(d, nginx)));
  return dir ? path.join(dir, nginx) : null;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const size = options.size ?? 3;
  if (!Number.isInteger(size) || size < 1 || size > 32) throw new Error(`a cluster has 1 to 32 processes, not ${size}`);
  const rtmpModule = options.rtmpModule ?? RTMP_MODULE;
  const nginxBin = findNginx(options.nginx ?? 'nginx');
  if (!nginxBin || !existsSync(rtmpModule)) {
    const what = nginxBin ? `nginx's RTMP module (${rtmpModule})` : 'nginx';
    throw new Error(`${what} is not installed: on Debian or Ubuntu, apt-get install nginx libnginx-mod-rtmp`);
  }

  const host = options.host ?? '127.0.0.1';
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const port = options.port || (await freePort(host));
  const rtmpPort = options.rtmpPort || (await freePort(host));
  const hlsRtmpPort = await freePort();
  const publicUrl = (options.publicUrl ?? `http://${loopback}:${port}`).replace(/\/+$/, '');
  const publicHost = new URL(publicUrl).hostname;
  const rtmpUrl = `rtmp://${publicHost}:${rtmpPort}/live`;
  const url = `http://${loopback}:${port}`;
  // nginx-rtmp calls the servers through this nginx (balanced, past a dead process) with the secret.
  const secret = randomBytes(24).toString('base64url');
  const hookUrl = `http://${loopback}:${port}/media/hooks/nginx-rtmp?token=${secret}`;

  const dataDir = path.resolve(options.dataDir);
  const recordingsDir = path.join(dataDir, 'recordings');
  mkdirSync(path.join(recordingsDir, 'live'), { recursive: true });
  const runDir = mkdtempSync(path.join(tmpdir(), 'live-cluster-nginx-'));
  for (const dir of ['logs', 'hls', 'temp']) mkdirSync(path.join(runDir, dir));

  const ports: number[] = [];
  for (let i = 0; i < size; i++) ports.push(await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix ?? '',
    PUBLIC_URL: publicUrl,
    // nginx is the one proxy in front: the client is the last address it adds.
    TRUST_PROXY: '1',
    MEDIA: 'external',
    MEDIA_PUBLIC_PLAY_URL: publicUrl,
    MEDIA_PLAY_FORMAT: 'hls',
    MEDIA_PUBLIC_RTMP_URL: rtmpUrl,
    MEDIA_HOOK_SECRET: secret,
    MEDIA_HOOK_ALLOW: loopback,
    METRICS_PORT: '',
    ...options.env,
  };
  let stopping = false;
  const onExit = (name: string, how: string) => {
    if (!stopping) options.onExit?.(name, how);
  };
  const servers = ports.map(
    (p, i) =>
      new ClusterChild(`app-${i + 1}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...env, PORT: String(p) },
        onLine: options.onLine,
        onExit,
      }),
  );
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(
    configFile,
    renderNginxConfig({
      runDir,
      recordingsDir,
      listen: `${host.includes(':') ? `[${host}]` : host}:${port}`,
      rtmpListen: `${host.includes(':') ? `[${host}]` : host}:${rtmpPort}`,
      hlsRtmpPort,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      hookUrl,
      hookHost: loopback,
      rtmpModule,
      // Started as root, nginx would run its workers as `nobody`, who cannot write the run dir.
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
    }),
  );
  const nginx = new ClusterChild(
    'nginx',
    nginxBin,
    ['-p', runDir, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'],
    {
      cwd: runDir,
      env: process.env,
      onLine: options.onLine,
      onExit,
    },
  );

  const processUrl = (i: number) => `http://127.0.0.1:${ports[i]}`;
  const server = (index: number) => {
    const child = servers[index];
    if (!child) throw new Error(`no process ${index} in a cluster of ${size}`);
    return child;
  };
  const stopAll = async () => {
    stopping = true;
    await Promise.all(servers.map((s) => s.stop()));
    await nginx.stop('SIGTERM', 5_000);
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    // The first process alone: it migrates, imports the seed data and makes the demo accounts,
    // which several processes at once would race to do.
    const first = options.databaseReady ? 0 : 1;
    if (first === 1) {
      server(0).start();
      await waitHealthy(server(0), processUrl(0), FIRST_START_MS);
    }
    for (const s of servers.slice(first)) s.start();
    await Promise.all(servers.slice(first).map((s, i) => waitHealthy(s, processUrl(i + first), START_MS)));
    nginx.start();
    await waitHealthy(nginx, url, 30_000);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url,
    publicUrl,
    rtmpUrl,
    rtmpPort,
    dataDir,
    processes: servers.map((s, index) => ({
      index,
      port: ports[index]!,
      url: processUrl(index),
      get pid() {
        return s.pid;
      },
      get running() {
        return s.running;
      },
    })),
    kill: (index, signal = 'SIGKILL') => server(index).stop(signal),
    async start(index) {
      server(index).start();
      await waitHealthy(server(index), processUrl(index), START_MS);
    },
    async restart(index) {
      await server(index).stop();
      server(index).start();
      await waitHealthy(server(index), processUrl(index), START_MS);
    },
    output: (which) => (which === 'nginx' ? nginx.output() : server(which).output()),
    stop: stopAll,
  };
}
