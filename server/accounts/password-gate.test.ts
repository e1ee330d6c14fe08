import { describe, expect, it } from 'vitest';
import { createPasswordGate } from './password-gate.ts';

/** A hash that finishes when the test says so. */
function pendingWork() {
  const releases: (() => void)[] = [];
  const work = () => new Promise<boolean>((resolve) => releases.push(() => resolve(true)));
  return { work, finishAll: () => releases.splice(0).forEach((r) => r()), started: () => releases.length };
}

describe('password gate', () => {
  it('runs at most `concurrency` hashes at once and starts the next when one ends', async () => {
    const gate = createPasswordGate({ concurrency: 2, queue: 10 });
    const hashes = pendingWork();
    const runs = [0, 1, 2, 3].map((i) => gate.run([{ key: `a${i}`, max: 1 }], 'login', hashes.work));
    await Promise.resolve();
    expect(hashes.started()).toBe(2);
    hashes.finishAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(hashes.started()).toBe(2);
    hashes.finishAll();
    expect(await Promise.all(runs)).toEqual(Array(4).fill({ busy: false, value: true }));
  });

  it("refuses a subject's attempt beyond its share in flight, and frees the share afterwards", async () => {
    const gate = createPasswordGate({ concurrency: 4, queue: 10 });
    const hashes = pendingWork();
    const first = gate.run([{ key: 'phone', max: 1 }], 'login', hashes.work);
    expect(await gate.run([{ key: 'phone', max: 1 }], 'login', hashes.work)).toEqual({ busy: true });
    await Promise.resolve();
    hashes.finishAll();
    await first;
    const again = gate.run([{ key: 'phone', max: 1 }], 'login', async () => false);
    expect(await again).toEqual({ busy: false, value: false });
  });

  it('refuses when the queue is full instead of queueing without end, and counts each hash that runs', async () => {
    const counted: string[] = [];
    const gate = createPasswordGate({ concurrency: 1, queue: 2, onHash: (p) => counted.push(p) });
    const hashes = pendingWork();
    const runs = Array.from({ length: 3 }, (_, i) => gate.run([{ key: `u${i}`, max: 1 }], 'payment', hashes.work));
    await Promise.resolve();
    expect(await gate.run([{ key: 'late', max: 1 }], 'payment', hashes.work)).toEqual({ busy: true });
    for (let i = 0; i < 3; i++) {
      hashes.finishAll();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(runs);
    expect(counted).toEqual(['payment', 'payment', 'payment']);
  });

  it('a hash that throws still frees its slot and share', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 1 });
    await expect(gate.run([{ key: 'x', max: 1 }], 'login', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await gate.run([{ key: 'x', max: 1 }], 'login', async () => true)).toEqual({ busy: false, value: true });
  });
});
