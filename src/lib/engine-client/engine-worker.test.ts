import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A SharedWorker double: records each start and can fail like a worker whose script broke. */
class FakeSharedWorker extends EventTarget {
  static started: { url: string; options: WorkerOptions | undefined }[] = [];
  readonly port = {};

  constructor(url: URL, options?: WorkerOptions) {
    super();
    FakeSharedWorker.started.push({ url: String(url), options });
  }
}

describe('engineWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeSharedWorker.started = [];
    vi.stubGlobal('SharedWorker', FakeSharedWorker);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts the engine's worker once, on the first call, and every later call joins that one", async () => {
    const { engineWorker } = await import('./engine-worker.ts');
    expect(FakeSharedWorker.started).toHaveLength(0);
    const first = engineWorker();
    expect(engineWorker()).toBe(first);
    expect(FakeSharedWorker.started).toHaveLength(1);
    expect(FakeSharedWorker.started[0]!.url).toMatch(/workers\/engine\.ts$/);
    expect(FakeSharedWorker.started[0]!.options).toMatchObject({
      type: 'module',
      name: expect.stringMatching(/^engine-v/),
    });
  });

  it('keeps a failure that came before anyone connected: `failed` settles for the later caller', async () => {
    const { engineWorker } = await import('./engine-worker.ts');
    const early = engineWorker()!;
    (early.worker as unknown as FakeSharedWorker).dispatchEvent(new Event('error'));
    let failed = false;
    void engineWorker()!.failed.then(() => (failed = true));
    await Promise.resolve();
    expect(failed).toBe(true);
  });

  it('is null where the browser has no SharedWorker (tier 2), or refuses to start one', async () => {
    vi.stubGlobal('SharedWorker', undefined);
    expect((await import('./engine-worker.ts')).engineWorker()).toBeNull();
    vi.resetModules();
    vi.stubGlobal(
      'SharedWorker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect((await import('./engine-worker.ts')).engineWorker()).toBeNull();
  });
});
