import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarise, type LatencySummary } from './latency-histogram.ts';
import type { ClientCommand, ClientMessage, ClientReport, ServerCommand, ServerMessage } from './ipc.ts';
import { addCounts, emptyCounts, type OrderCounts } from './order-check.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Kernel clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

export type FanoutSide = 'ours' | 'socketio';

export interface FanoutLoad {
  sockets: number;
  /** Updates per second on the channel. */
  rate: number;
}

export interface FanoutParams {
  loads: FanoutLoad[];
  /** Load-generator processes per run. */
  clientProcesses: number;
  warmupMs: number;
  measureMs: number;
  /** A feed behind by more than this past its end stops there. */
  graceMs: number;
  /** Time for the last frames to arrive before the clients report. */
  drainMs: number;
}

export interface FanoutRun {
  side: FanoutSide;
  load: FanoutLoad;
  connected: number;
  failedToConnect: number;
  connectMs: number;
  /** Server RSS (after a full GC) before any socket, and with every socket open and idle. */
  rssBeforeMb: number;
  rssIdleMb: number;
  heapIdleMb: number;
  /** Peak RSS of the server over the run (VmHWM). */
  rssPeakMb: number;
  /** Server CPU (utime + stime, and stime alone) over the measured window, and per frame delivered in it. */
  cpuSeconds: number;
  systemSeconds: number;
  framesInWindow: number;
  cpuPerFrameUs: number;
  /** The same from the feed's start to the clients' reports (drain included), per frame received. */
  runCpuSeconds: number;
  runCpuPerFrameUs: number;
  /** Per update delivered (an update is one frame for Socket.IO), over the run. */
  runCpuPerUpdateUs: number;
  updatesScheduled: number;
  updatesProduced: number;
  framesPublished: number;
  frames: OrderCounts;
  updates: OrderCounts;
  allDelivered: boolean;
  updateLatency: LatencySummary;
  frameLatency: LatencySummary;
  closedEarly: number;
  /** Updates per frame received, and the server's CPU share of the window (1 = one core). */
  updatesPerFrame: number;
  cpuShare: number;
  /** The load generators' CPU share over the window (they share the two cores with the server). */
  clientCpuShare: number;
  /** 1-minute load average when the run started (other work on the machine). */
  loadAverage: number;
}

const log = (line: string) => process.stdout.write(`[bench] B10 ${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A child on tsx, with a raised descriptor limit (as root) and --expose-gc. Load generators run
 * `CLIENT_NICE` steps nicer than the server: on two shared cores they stand for machines of
 * their own, so the server under test gets the CPU it can use first.
 */
const CLIENT_NICE = 5;
function spawnChild(script: string, args: string[] = [], nice = 0): ChildProcess {
  return spawn(
    'sh',
    [
      '-c',
      `ulimit -n 65535 2>/dev/null; exec nice -n ${nice} "$@"`,
      'sh',
      process.execPath,
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, script),
      ...args,
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
}

function next<T extends { type: string }>(child: ChildProcess, type: T['type'], timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no ${type} from pid ${child.pid} in ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`pid ${child.pid} exited (${code}) before ${type}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

interface Cpu {
  user: number;
  system: number;
}

/** utime and stime of a process, seconds. */
function cpuOf(pid: number): Cpu {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS, system: Number(fields[12]) / TICKS };
}
const since = (a: Cpu, b: Cpu): Cpu => ({ user: b.user - a.user, system: b.system - a.system });

function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const r2 = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : Number.NaN);
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

export async function runFanoutSide(side: FanoutSide, load: FanoutLoad, params: FanoutParams): Promise<FanoutRun> {
  const loadAverage = os.loadavg()[0]!;
  const server = spawnChild(side === 'ours' ? 'ours-server.ts' : 'sio-server.ts');
  const clients: ChildProcess[] = [];
  try {
    const { port } = await next<Extract<ServerMessage, { type: 'ready' }>>(server, 'ready', 60_000);
    const pid = server.pid!;
    const toServer = (command: ServerCommand) => server.send(command);
    toServer({ cmd: 'gc' });
    const before = await next<Extract<ServerMessage, { type: 'memory' }>>(server, 'memory', 10_000);

    const url = side === 'ours' ? `ws://127.0.0.1:${port}/ws` : `http://127.0.0.1:${port}`;
    for (let i = 0; i < params.clientProcesses; i += 1) clients.push(spawnChild('load-client.ts', [side], CLIENT_NICE));
    const toClients = (command: ClientCommand) => clients.forEach((c) => c.send(command));
    const connecting = clients.map((child, i) => {
      const share = Math.floor(load.sockets / clients.length) + (i < load.sockets % clients.length ? 1 : 0);
      const reply = next<Extract<ClientMessage, { type: 'connected' }>>(child, 'connected', 180_000);
      child.send({ cmd: 'connect', url, count: share } satisfies ClientCommand);
      return reply;
    });
    const connected = await Promise.all(connecting);
    const sockets = connected.reduce((sum, c) => sum + c.sockets, 0);
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    const connectMs = Math.max(...connected.map((c) => c.ms));
    log(`${side} ${load.sockets} sockets: ${sockets} open, ${failed} failed, in ${connectMs} ms`);
    await sleep(1_000);
    toServer({ cmd: 'gc' });
    const idle = await next<Extract<ServerMessage, { type: 'memory' }>>(server, 'memory', 10_000);

    const t0 = Date.now() + 500;
    const windowStart = t0 + params.warmupMs;
    const windowEnd = windowStart + params.measureMs;
    const total = Math.round((load.rate * (params.warmupMs + params.measureMs)) / 1000);
    toClients({ cmd: 'measure', t0, rate: load.rate, windowStart, windowEnd });
    const done = next<Extract<ServerMessage, { type: 'done' }>>(server, 'done', windowEnd - Date.now() + 60_000);
    toServer({ cmd: 'start', t0, rate: load.rate, total, stopAt: windowEnd + params.graceMs });
    const cpuStart = cpuOf(pid);
    await sleep(windowStart - Date.now());
    const cpu0 = cpuOf(pid);
    const clientCpu0 = clients.map((c) => cpuOf(c.pid!));
    await sleep(windowEnd - Date.now());
    const cpu = since(cpu0, cpuOf(pid));
    const clientCpu = clients.reduce((sum, c, i) => {
      const d = since(clientCpu0[i]!, cpuOf(c.pid!));
      return sum + d.user + d.system;
    }, 0);
    const fed = await done;
    await sleep(params.drainMs);
    const rssPeakMb = peakRssMb(pid);
    const cpuRun = since(cpuStart, cpuOf(pid));

    const reports = await Promise.all(
      clients.map((child) => {
        const reply = next<Extract<ClientMessage, { type: 'report' }>>(child, 'report', 60_000);
        child.send({ cmd: 'report', frames: fed.frames, updates: fed.produced } satisfies ClientCommand);
        return reply.then((r) => r.report);
      }),
    );
    return summariseRun(side, load, {
      connected: sockets,
      failed,
      connectMs,
      before,
      idle,
      rssPeakMb,
      cpu,
      cpuRun,
      total,
      fed,
      reports,
      measureMs: params.measureMs,
      loadAverage,
      clientCpu,
    });
  } finally {
    for (const child of clients) await stop(child);
    await stop(server);
  }
}

function summariseRun(
  side: FanoutSide,
  load: FanoutLoad,
  m: {
    connected: number;
    failed: number;
    connectMs: number;
    before: { rss: number };
    idle: { rss: number; heapUsed: number };
    rssPeakMb: number;
    cpu: Cpu;
    cpuRun: Cpu;
    total: number;
    fed: { produced: number; frames: number };
    reports: ClientReport[];
    measureMs: number;
    loadAverage: number;
    clientCpu: number;
  },
): FanoutRun {
  const frames = m.reports.reduce((sum, r) => addCounts(sum, r.frames), emptyCounts());
  const updates = m.reports.reduce((sum, r) => addCounts(sum, r.updates), emptyCounts());
  const framesInWindow = m.reports.reduce((sum, r) => sum + r.framesInWindow, 0);
  // Updates never delivered (by any socket) count as later than any delivered one.
  const updateLatency = summarise(
    m.reports.map((r) => r.updateLatency),
    updates.missing + (m.total - m.fed.produced) * m.connected,
  );
  const cpu = m.cpu.user + m.cpu.system;
  const run = m.cpuRun.user + m.cpuRun.system;
  const clean = (c: OrderCounts) => c.gaps === 0 && c.dups === 0 && c.reorders === 0 && c.missing === 0;
  return {
    side,
    load,
    connected: m.connected,
    failedToConnect: m.failed,
    connectMs: m.connectMs,
    rssBeforeMb: mb(m.before.rss),
    rssIdleMb: mb(m.idle.rss),
    heapIdleMb: mb(m.idle.heapUsed),
    rssPeakMb: r2(m.rssPeakMb),
    cpuSeconds: r2(cpu),
    systemSeconds: r2(m.cpu.system),
    framesInWindow,
    cpuPerFrameUs: r2((cpu * 1e6) / framesInWindow),
    runCpuSeconds: r2(run),
    runCpuPerFrameUs: r2((run * 1e6) / frames.received),
    runCpuPerUpdateUs: r2((run * 1e6) / updates.received),
    updatesScheduled: m.total,
    updatesProduced: m.fed.produced,
    framesPublished: m.fed.frames,
    frames,
    updates,
    allDelivered: m.fed.produced === m.total && m.failed === 0 && clean(frames) && clean(updates),
    updateLatency,
    frameLatency: summarise(m.reports.map((r) => r.frameLatency)),
    closedEarly: m.reports.reduce((sum, r) => sum + r.closed, 0),
    updatesPerFrame: r2(updates.received / frames.received),
    cpuShare: r2(cpu / (m.measureMs / 1000)),
    clientCpuShare: r2(m.clientCpu / (m.measureMs / 1000)),
    loadAverage: r2(m.loadAverage),
  };
}
