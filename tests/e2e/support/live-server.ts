import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LiveMatch } from '../../../contracts/match.ts';
import { freePort } from '../../../deploy/cluster/free-port.ts';
import { copySeedTemplate } from '../../support/seed-template.ts';
import type { E2eServer, FeedOrder, MatchSnapshot } from './e2e-server.ts';
import { driveFeed, metricAt, pinClock, snapshotAt } from './server-calls.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Server processes of this worker still running; killed when the worker exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The real server as `npm start` runs it, in its own process, on a free port and a temp data dir. */
export class LiveServer implements E2eServer {
  readonly media = 'embedded';
  private child: ChildProcess | null = null;
  private output = '';
  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    /** The embedded media node's RTMP port (OBS, or an ffmpeg push in tests). */
    readonly rtmpPort: number,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<LiveServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'live-e2e-'));
    // The seed data as the global setup imported it once for the run.
    copySeedTemplate(dataDir);
    const server = new LiveServer(await freePort(), dataDir, env, await freePort());
    await server.spawn();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async spawn(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        MEDIA_RTMP_PORT: String(this.rtmpPort),
        // The tests' scripted feed: a test makes the goal, card or whistle it needs happen now,
        // and nothing else scores (no goal pop-up, announcement or sound a test did not ask for).
        FEED_CONTROL: '1',
        FEED_QUIET: '1',
        // The test helpers ask for each SMS code from an address of their own (X-Forwarded-For):
        // a run registers more users than one address may in an hour. Pages still come as 127.0.0.1.
        TRUST_PROXY: '1',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child = child;
    // A worker that ends without stopping its servers (a crash, a timeout) takes them along.
    running.add(child);
    child.once('exit', () => running.delete(child));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${this.output}`);
      try {
        const health = (await (await fetch(`${this.url}/health`)).json()) as { status: string };
        if (health.status === 'ok') return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${this.output}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.spawn();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * `npm run admin -- <args>` against this server's database, as an operator runs it; resolves to
   * what it printed, rejects with its error output when it exits non-zero.
   */
  async admin(...args: string[]): Promise<string> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/admin/admin-cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: '', ...this.env } },
    );
    return stdout;
  }

  metric(name: string): Promise<number> {
    return metricAt(this.url, name);
  }

  /**
   * Makes an event happen in a match now, through the feed (the real store, frames and alerts);
   * the match then plays none of its own incidents. Returns the match as it stands after it.
   */
  drive(matchId: number, order: FeedOrder): Promise<Omit<LiveMatch, 'v' | 'updated_at'>> {
    return driveFeed(this.url, matchId, order);
  }

  pinChatClock(nowS: number | null): Promise<void> {
    return pinClock(this.url, '/test/chat/clock', nowS);
  }

  pinFunGuessClock(nowS: number | null): Promise<void> {
    return pinClock(this.url, '/test/fun-guess/clock', nowS);
  }

  snapshot(channel: 'football' | 'basketball' | 'esports'): Promise<MatchSnapshot> {
    return snapshotAt(this.url, channel);
  }
}
