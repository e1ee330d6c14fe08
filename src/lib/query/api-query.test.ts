import 'fake-indexeddb/auto';
import { skipToken } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerStore } from './answer-store.ts';
import { apiQuery, queryErrorText } from './api-query.ts';
import { createAppQueryClient } from './query-client.ts';

describe('apiQuery', () => {
  it('keys public and personal calls apart, without the parameters left out', () => {
    expect(apiQuery('league/table', { league: 1, round: undefined }).queryKey).toEqual([
      'api',
      'league/table',
      { league: 1 },
    ]);
    expect(apiQuery('member/wallet', {}, { personal: true }).queryKey).toEqual(['personal', 'member/wallet', {}]);
  });

  it('waits while its parameters are null', () => {
    expect(apiQuery('member/wallet', null).queryFn).toBe(skipToken);
  });

  it('shows an answer rather than the failure of the refetch behind it', () => {
    const failure = new Error('Network error');
    expect(queryErrorText({ data: { rows: [] }, error: failure })).toBeNull();
    expect(queryErrorText({ data: undefined, error: failure })).toBe('Network error');
  });
});

describe('the retry policy', () => {
  let dbNumber = 0;
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('never repeats a call the server refused', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'Amount too large', data: null })));
    vi.stubGlobal('fetch', fetch);
    const client = createAppQueryClient(createAnswerStore(`retry-${(dbNumber += 1)}`));
    await expect(client.fetchQuery(apiQuery('wallet/withdraw-rules', {}))).rejects.toThrow('Amount too large');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a call that never reached the server once more', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const client = createAppQueryClient(createAnswerStore(`retry-${(dbNumber += 1)}`));
    await expect(client.fetchQuery({ ...apiQuery('league/table', { league: 9 }), retryDelay: 0 })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
