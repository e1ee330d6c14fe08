import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleStoreLock, type StoreLockDeps } from './store-lock.ts';

const dirs: string[] = [];
function storeWithLock(holder: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-store-'));
  dirs.push(dir);
  if (holder !== null) writeFileSync(path.join(dir, '.lock'), holder);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const processes: Record<number, string> = { 100: 'node server/main.ts', 200: 'npm start', 300: 'node server/main.ts' };
const deps: StoreLockDeps = {
  pid: 100,
  alive: (pid) => pid in processes,
  commandLine: (pid) => processes[pid] ?? null,
};
const locked = (dir: string) => existsSync(path.join(dir, '.lock'));

describe('the media store lock', () => {
  it('removes a lock left by a dead process', () => {
    const dir = storeWithLock('999');
    expect(clearStaleStoreLock(dir, deps)).toBe(true);
    expect(locked(dir)).toBe(false);
  });

  it('removes a lock whose pid now belongs to another program (pid reused after kill -9)', () => {
    const dir = storeWithLock('200');
    expect(clearStaleStoreLock(dir, deps)).toBe(true);
    expect(locked(dir)).toBe(false);
  });

  it('keeps the lock of another live copy of this server, and its own, and a missing one stays missing', () => {
    const other = storeWithLock('300');
    expect(clearStaleStoreLock(other, deps)).toBe(false);
    expect(locked(other)).toBe(true);
    const own = storeWithLock('100');
    expect(clearStaleStoreLock(own, deps)).toBe(false);
    expect(locked(own)).toBe(true);
    expect(clearStaleStoreLock(storeWithLock(null), deps)).toBe(false);
  });

  it('removes an unreadable lock', () => {
    const dir = storeWithLock('not a pid');
    expect(clearStaleStoreLock(dir, deps)).toBe(true);
  });
});
