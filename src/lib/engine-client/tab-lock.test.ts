import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Web Locks double: records each request and grants it when told (the browser's round trip). */
function fakeLocks() {
  const requests: { name: string; grant(): void; fail(error: Error): void }[] = [];
  const locks = {
    request(name: string, callback: () => Promise<never>): Promise<never> {
      return new Promise<never>((_, reject) => {
        requests.push({ name, grant: () => void callback(), fail: reject });
      });
    },
  };
  return { locks, requests };
}

describe('tabLock', () => {
  let fake: ReturnType<typeof fakeLocks>;

  beforeEach(() => {
    vi.resetModules();
    fake = fakeLocks();
    vi.stubGlobal('navigator', { locks: fake.locks });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the tab's lock once, on the first call, and every later call gets that id and lock", async () => {
    const { tabLock } = await import('./tab-lock.ts');
    expect(fake.requests).toHaveLength(0);
    const first = tabLock();
    const again = tabLock();
    expect(again.tabId).toBe(first.tabId);
    expect(again.held).toBe(first.held);
    expect(fake.requests.map((r) => r.name)).toEqual([`tab-${first.tabId}`]);
  });

  it('resolves `held` only once the browser grants the lock', async () => {
    const { tabLock } = await import('./tab-lock.ts');
    const { held } = tabLock();
    let granted = false;
    void held.then(() => (granted = true));
    await Promise.resolve();
    expect(granted).toBe(false);
    fake.requests[0]!.grant();
    await held;
    expect(granted).toBe(true);
  });

  it('a refused lock fails `held` for whoever awaits it, and is no unhandled rejection before that', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { tabLock } = await import('./tab-lock.ts');
      const { held } = tabLock();
      fake.requests[0]!.fail(new Error('locks are disabled'));
      // Long enough for Node to report a rejection nobody handled.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(held).rejects.toThrow('locks are disabled');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
