import { describe, expect, it } from 'vitest';
import { isPageLoading, trackPageLoad } from './page-loads.ts';

function later<T>() {
  let settle!: { resolve(value: T): void; reject(error: Error): void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('page loads', () => {
  it('count as loading until every load settled, failed ones too, and pass each result through', async () => {
    const first = later<string>();
    const second = later<string>();
    const a = trackPageLoad(first.promise);
    const b = trackPageLoad(second.promise);
    expect(isPageLoading()).toBe(true);
    first.resolve('page');
    await expect(a).resolves.toBe('page');
    expect(isPageLoading()).toBe(true);
    second.reject(new Error('chunk'));
    await expect(b).rejects.toThrow('chunk');
    expect(isPageLoading()).toBe(false);
  });
});
