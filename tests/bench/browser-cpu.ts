import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of `utime`/`stime` in /proc (USER_HZ: 100 on Linux). */
export const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12).
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // exited meanwhile
  }
}

function allStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.push(stat);
  }
  return stats;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** A Chromium process's role, from its `--type` (and utility sub-type) switch. */
function processType(command: string): string {
  const type = /--type=([\w-]+)/.exec(command)?.[1];
  if (type === undefined) return 'browser';
  if (type === 'gpu-process') return 'gpu';
  if (type !== 'utility') return type;
  const sub = /--utility-sub-type=([\w.]+)/.exec(command)?.[1] ?? '';
  if (sub.startsWith('network.')) return 'network';
  if (sub.startsWith('storage.')) return 'storage';
  return 'utility';
}

/** CPU ticks and role of every process in a tree at one moment, by pid. */
export type CpuSample = Map<number, { ticks: number; type: string }>;

/**
 * The Chromium process tree this process launched: Playwright starts the browser as our child
 * with `--remote-debugging-pipe`; renderers, GPU and utility processes descend from it. Other
 * children (tsx's esbuild service) are not counted.
 */
export function sampleBrowserCpu(rootPids?: readonly number[]): CpuSample {
  const stats = allStats();
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) {
    const list = children.get(s.ppid);
    if (list) list.push(s);
    else children.set(s.ppid, [s]);
  }
  const roots = rootPids
    ? stats.filter((s) => rootPids.includes(s.pid))
    : (children.get(process.pid) ?? []).filter((s) => cmdline(s.pid).includes('--remote-debugging-pipe'));
  const sample: CpuSample = new Map();
  const queue = [...roots];
  while (queue.length > 0) {
    const s = queue.pop()!;
    sample.set(s.pid, { ticks: s.ticks, type: processType(cmdline(s.pid)) });
    queue.push(...(children.get(s.pid) ?? []));
  }
  return sample;
}

/** Busy and total ticks of the whole machine (all cores), from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  // idle + iowait are not busy.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** CPU ticks of every thread of the given processes, keyed `pid:tid`, with the thread's name. */
export type ThreadSample = Map<string, { pid: number; name: string; ticks: number }>;

export function sampleThreads(pids: Iterable<number>): ThreadSample {
  const sample: ThreadSample = new Map();
  for (const pid of pids) {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // exited meanwhile
    }
    for (const tid of tids) {
      try {
        const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        sample.set(`${pid}:${tid}`, { pid, name, ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // thread ended meanwhile
      }
    }
  }
  return sample;
}
