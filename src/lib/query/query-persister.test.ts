import 'fake-indexeddb/auto';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '../connectivity.ts';
import { userState } from '../user-store.ts';
import { createAnswerStore } from './answer-store.ts';
import { apiQuery } from './api-query.ts';
import { createAppQueryClient } from './query-client.ts';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));
let dbNumber = 0;

/** Resolves once `check` holds, polling the (asynchronous) IndexedDB writes. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('condition never held');
}

describe('the offline answer cache', () => {
  let name: string;
  beforeEach(() => {
    name = `answers-test-${(dbNumber += 1)}`;
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    connectivity.cachedAsOf = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    userState.user = null;
  });

  it('keeps public answers and never writes personal ones', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => envelope({ url })),
    );
    const store = createAnswerStore(name);
    const client = createAppQueryClient(store);
    await client.fetchQuery(apiQuery('Football/season_table', { league: 1 }));
    await client.fetchQuery(apiQuery('chargerules/getList', {}, { personal: true }));
    await until(async () => ((await store.entries?.()) ?? []).length > 0);
    // The personal write, had there been one, was scheduled with the public one: let it land.
    await new Promise((r) => setTimeout(r, 50));
    const kept = ((await store.entries?.()) ?? []).map(([, value]) => value.queryKey);
    expect(kept).toEqual([['api', 'Football/season_table', { league: 1 }]]);
  });

  it('shows a kept answer at once after a restart, while asking the server again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ rows: ['Liverpool'] })),
    );
    const store = createAnswerStore(name);
    await createAppQueryClient(store).fetchQuery(apiQuery('Football/season_table', { league: 1 }));
    await until(async () => ((await store.entries?.()) ?? []).length === 1);

    // A new page: empty memory, a server that does not answer yet.
    const pending = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', pending);
    const observer = new QueryObserver(createAppQueryClient(store), apiQuery('Football/season_table', { league: 1 }));
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await until(() => seen.some((data) => data !== undefined));
    expect(seen.find((data) => data !== undefined)).toEqual({ rows: ['Liverpool'] });
    await until(() => pending.mock.calls.length === 1);
    stop();
  });

  it('keeps showing the kept answer with its time when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ rows: ['Liverpool'] })),
    );
    const store = createAnswerStore(name);
    await createAppQueryClient(store).fetchQuery(apiQuery('Football/season_table', { league: 2 }));
    await until(async () => ((await store.entries?.()) ?? []).length === 1);
    const savedAt = (await store.entries?.())?.[0]?.[1].state.dataUpdatedAt;

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const observer = new QueryObserver(createAppQueryClient(store), apiQuery('Football/season_table', { league: 2 }));
    const stop = observer.subscribe(() => undefined);
    await until(() => connectivity.cachedAsOf !== null);
    expect(connectivity.cachedAsOf).toBe(savedAt);
    expect(observer.getCurrentResult().data).toEqual({ rows: ['Liverpool'] });
    stop();
  });

  it('drops personal answers when the user logs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ balance: 10 })),
    );
    userState.user = { id: 7 } as typeof userState.user;
    const client = createAppQueryClient(createAnswerStore(name));
    await client.fetchQuery(apiQuery('chargerules/getList', {}, { personal: true }));
    await client.fetchQuery(apiQuery('Football/season_table', { league: 3 }));
    userState.user = null;
    await until(() => client.getQueryCache().findAll({ queryKey: ['personal'] }).length === 0);
    expect(client.getQueryCache().findAll({ queryKey: ['api'] })).toHaveLength(1);
  });
});
