import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * node-media-server's store keeps a pid lock file (`.lock`) in its folder and, when that pid is a
 * live process other than this one, runs without persistence for the whole life of the process.
 * After a kill -9 the pid in the lock is often alive again as another program (pids are reused,
 * in containers at once), so the store stayed off after every crash. The lock is stale unless it
 * names a live process running this same program; a stale lock is removed before the node starts.
 */
export function clearStaleStoreLock(storeDir: string, deps: StoreLockDeps = realDeps): boolean {
  const lockPath = path.join(storeDir, '.lock');
  let holder: number;
  try {
    holder = Number(readFileSync(lockPath, 'utf8').trim());
  } catch {
    return false; // no lock: nothing to clear
  }
  if (holder === deps.pid) return false;
  if (Number.isSafeInteger(holder) && holder > 0 && deps.alive(holder)) {
    const theirs = deps.commandLine(holder);
    // Another copy of this server really holds the folder: leave it (the node says so in the log).
    if (theirs !== null && theirs === deps.commandLine(deps.pid)) return false;
  }
  rmSync(lockPath, { force: true });
  return true;
}

export interface StoreLockDeps {
  pid: number;
  alive(pid: number): boolean;
  /** The process's command line, or null when the system does not tell. */
  commandLine(pid: number): string | null;
}

const realDeps: StoreLockDeps = {
  pid: process.pid,
  alive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  commandLine(pid) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return null;
    }
  },
};
