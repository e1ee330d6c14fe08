import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

/** Runs `server/main.ts` as `npm start` does until it prints its banner (or exits); its output. */
function start(env: Record<string, string>): Promise<{ output: string; exitCode: number | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-start-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      FEED: 'off',
      MEDIA: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const collect = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Live scores is running')) {
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ output, exitCode: code }));
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('in production without a payment provider, says recharge is off', async () => {
    const { output } = await start({ NODE_ENV: 'production' });
    expect(output).toContain('Live scores is running');
    expect(output).toContain('Payments: OFF, recharge is refused');
  }, 120_000);

  it('refuses to start the sandbox payment page in production', async () => {
    const { output, exitCode } = await start({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(exitCode).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER=sandbox cannot run with NODE_ENV=production');
    expect(output).not.toContain('Live scores is running');
  }, 120_000);

  it("refuses to start the tests' feed control in production", async () => {
    const { output, exitCode } = await start({ NODE_ENV: 'production', FEED_CONTROL: '1' });
    expect(exitCode).toBe(1);
    expect(output).toContain('FEED_CONTROL=1 cannot run with NODE_ENV=production');
    expect(output).not.toContain('Live scores is running');
  }, 120_000);
});
