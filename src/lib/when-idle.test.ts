import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DEADLINE_MS, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in an idle period, and not once cancelled', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1));
    const done: string[] = [];
    whenIdle(() => done.push('kept'));
    const cancel = whenIdle(() => done.push('cancelled'));
    cancel();
    expect(done).toEqual([]);
    for (const run of idle) run();
    expect(done).toEqual(['kept']);
  });

  it('gives the browser a deadline: a hidden page has no idle periods, and its work must not wait for the tab to be shown', () => {
    const options: (IdleRequestOptions | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (_run: () => void, opts?: IdleRequestOptions) => options.push(opts));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    whenIdle(() => undefined);
    expect(options).toEqual([{ timeout: IDLE_DEADLINE_MS }]);
  });

  it('falls back to a task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: string[] = [];
    whenIdle(() => done.push('kept'));
    whenIdle(() => done.push('cancelled'))();
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(['kept']);
  });
});
