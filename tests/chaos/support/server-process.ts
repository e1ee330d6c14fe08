import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySeedTemplate } from '../../support/seed-template.ts';
import type { MemorySample, ParentMessage, ServerMessage } from './server-messages.ts';

const ENTRY = path.join(import.meta.dirname, 'chaos-server.ts');
/** The server imports nothing new from a copied template, but builds its search index and caches. */
const START_TIMEOUT_MS = 120_000;
const MEMORY_TIMEOUT_MS = 30_000;
/** Error log lines kept for the report (all are counted). */
const KEPT_ERRORS = 10;

export interface ServerProcess {
  readonly url: string;
  readonly wsUrl: string;
  readonly pid: number;
  /** False once the process has exited, for whatever reason. */
  alive(): boolean;
  /** How it exited, when it did (a crash: a code other than 0, or a signal we did not send). */
  exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Error-level lines the server logged (pino level >= 50) and the first few of them. */
  errors(): { count: number; first: string[] };
  /** Memory after full garbage collections in the server. */
  memory(): Promise<MemorySample>;
  /** Sum of a Prometheus metric's samples (`/metrics`). */
  metric(name: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the chaos server (chaos-server.ts) as a child process on a copy of the seed template
 * and waits until it listens.
 */
export async function startServerProcess(options: {
  seedTemplate: string;
  feed: 'simulator' | 'steady' | 'fast';
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-chaos-'));
  if (!copySeedTemplate(dataDir, options.seedTemplate)) throw new Error(`no seed template at ${options.seedTemplate}`);
  const child: ChildProcess = fork(ENTRY, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, CHAOS_DATA_DIR: dataDir, CHAOS_FEED: options.feed },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  let errorCount = 0;
  const firstErrors: string[] = [];
  let stderr = '';
  const noteError = (line: string) => {
    errorCount++;
    if (firstErrors.length < KEPT_ERRORS) firstErrors.push(line.slice(0, 2_000));
  };
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        if (((JSON.parse(line) as { level?: number }).level ?? 0) >= 50) noteError(line);
      } catch {
        // Not a log line (a library printing): not counted.
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });

  let nextId = 1;
  const waiting = new Map<number, (sample: MemorySample) => void>();
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chaos server did not start in time')), START_TIMEOUT_MS);
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.url);
      } else if (message.type === 'memory') {
        const { type: _type, id, ...sample } = message;
        waiting.get(id)?.(sample);
        waiting.delete(id);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`chaos server exited before listening: ${JSON.stringify(exit)}\n${stderr}`));
    });
  });
  let url: string;
  try {
    url = await ready;
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let stopping = false;
  return {
    url,
    wsUrl: `${url.replace('http', 'ws')}/ws`,
    pid: child.pid ?? 0,
    alive: () => exit === null,
    exitStatus: () => (stopping ? null : exit),
    errors: () => ({ count: errorCount, first: [...firstErrors] }),
    memory() {
      if (exit) return Promise.reject(new Error('the chaos server has exited'));
      const id = nextId++;
      return new Promise<MemorySample>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no memory sample in time')), MEMORY_TIMEOUT_MS);
        waiting.set(id, (sample) => {
          clearTimeout(timer);
          resolve(sample);
        });
        child.send({ type: 'memory', id } satisfies ParentMessage);
      });
    },
    async metric(name) {
      const text = await (await fetch(`${url}/metrics`)).text();
      const re = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm');
      return [...text.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
    },
    async stop() {
      stopping = true;
      if (exit === null) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
