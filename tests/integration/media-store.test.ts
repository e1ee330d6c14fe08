import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'live-media-store-'));
// After a kill -9 the pid in the store's lock is often alive again as some other program.
const other = spawn('sleep', ['60'], { stdio: 'ignore' });

afterAll(() => {
  other.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

it('the media store recovers its persistence after a crash left its lock behind', async () => {
  const storeDir = path.join(dataDir, 'media-store');
  mkdirSync(storeDir, { recursive: true });
  writeFileSync(path.join(storeDir, '.lock'), String(other.pid));

  const server = await startTestServer({ media: 'embedded', dataDir });
  try {
    // The store opened (it took the lock) instead of running without persistence.
    expect(readFileSync(path.join(storeDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
  } finally {
    await server.close();
  }
});
