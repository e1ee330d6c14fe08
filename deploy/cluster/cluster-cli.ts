import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { ensurePostgresDatabase } from './postgres-database.ts';
import { startCluster, type Cluster } from './start-cluster.ts';

/**
 * `npm run cluster`: builds the app if its sources changed, starts CLUSTER_SIZE server processes
 * on PostgreSQL and Redis behind nginx (with nginx-rtmp as the media node), prints where to go, and
 * stops everything on Ctrl-C. `--json` prints one JSON line when ready instead (for other tools).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'src',
  'workers',
  'contracts',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

/** The built app is missing or older than a source it is built from. */
function needsBuild(): boolean {
  const built = path.join(ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = SOURCES.map((s) => path.join(ROOT, s)).filter((s) => existsSync(s));
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
}

function setting(name: string, fallback: string): string {
  return process.env[name] || fallback;
}

function portSetting(name: string, fallback: number): number {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port from 0 to 65535, got "${process.env[name]}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const say = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  const size = Number(setting('CLUSTER_SIZE', '3'));
  if (!Number.isInteger(size) || size < 1 || size > 32) {
    throw new Error(`CLUSTER_SIZE must be 1 to 32 processes, got "${process.env.CLUSTER_SIZE}"`);
  }
  const databaseUrl = setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/live_scores');
  const redisUrl = setting('REDIS_URL', 'redis://127.0.0.1:6379');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL for a cluster');

  if (needsBuild()) {
    say('Building the app (npm run build)...');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: json ? 'ignore' : 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  if (await ensurePostgresDatabase(databaseUrl)) say(`Created the database ${new URL(databaseUrl).pathname.slice(1)}.`);

  say(`Starting ${size} server processes, nginx and nginx-rtmp (the first start imports the data: a minute or two)...`);
  let ready = false;
  const cluster: Cluster = await startCluster({
    size,
    databaseUrl,
    redisUrl,
    redisPrefix: process.env.REDIS_PREFIX ?? '',
    dataDir: path.resolve(ROOT, setting('DATA_DIR', 'data/cluster')),
    host: setting('HOST', '127.0.0.1'),
    port: portSetting('PORT', 8080),
    rtmpPort: portSetting('MEDIA_RTMP_PORT', 1935),
    publicUrl: process.env.PUBLIC_URL || undefined,
    // The processes' own start-up banners are left out; warnings and errors come through.
    env: { LOG_LEVEL: setting('LOG_LEVEL', 'warn') },
    onLine: (name, line) => {
      if (ready && !json) process.stdout.write(`[${name}] ${line}\n`);
    },
    onExit: (name, how) => {
      if (!json) process.stdout.write(`[${name}] exited (${how}); nginx sends its requests to the others\n`);
    },
  });
  ready = true;

  if (json) {
    const processes = cluster.processes.map(({ index, port, pid }) => ({ index, port, pid }));
    process.stdout.write(`${JSON.stringify({ url: cluster.publicUrl, rtmp_url: cluster.rtmpUrl, processes })}\n`);
  }
  const demos = process.env.NODE_ENV === 'production' || process.env.DEMO_ACCOUNTS === 'off' ? [] : DEMO_ACCOUNTS;
  say(
    [
      '',
      `  Live scores (cluster) is running at ${cluster.publicUrl}/`,
      `  ${size} server processes on PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}) and Redis, behind nginx:`,
      ...cluster.processes.map((p) => `    app-${p.index + 1}  pid ${p.pid}  ${p.url}`),
      `  OBS server: ${cluster.rtmpUrl}  (stream key: the anchor centre, ${cluster.publicUrl}/member?type=9)`,
      `  Live video: HLS from nginx-rtmp at ${cluster.publicUrl}/hls/<room>.m3u8; recordings in ${path.join(cluster.dataDir, 'recordings')}`,
      ...(demos.length > 0
        ? [
            '  Demo accounts (log in > phone mode, password login):',
            ...demos.map(
              (d) =>
                `    +${d.countryCode} ${d.mobile}  password ${d.password}  ${d.role === 'anchor' ? 'anchor' : 'viewer'}, ${d.diamonds} diamonds`,
            ),
          ]
        : []),
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the cluster...`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start the cluster: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
