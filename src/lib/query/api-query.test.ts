import 'fake-indexeddb/auto';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import { WORLD_CUP_PATHS, type WorldCupGroups } from '../../../contracts/world-cup.ts';
import { createAnswerStore } from './answer-store.ts';
import { apiMutation, apiQuery, queryErrorText } from './api-query.ts';
import { createAppQueryClient } from './query-client.ts';

describe('apiQuery', () => {
  it('keys public and personal calls apart, without the parameters left out', () => {
    expect(apiQuery('Football/season_table', { league: 1, season: undefined }).queryKey).toEqual([
      'api',
      'Football/season_table',
      { league: 1 },
    ]);
    expect(apiQuery('chargerules/getList', {}, { personal: true }).queryKey).toEqual([
      'personal',
      'chargerules/getList',
      {},
    ]);
  });

  it('waits while its parameters are null', () => {
    expect(apiQuery('chargerules/getList', null).queryFn).toBe(skipToken);
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
    await expect(client.fetchQuery(apiQuery('chargerules/getList', {}))).rejects.toThrow('Amount too large');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a call that never reached the server once more', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const client = createAppQueryClient(createAnswerStore(`retry-${(dbNumber += 1)}`));
    await expect(
      client.fetchQuery({ ...apiQuery('Football/season_table', { league: 9 }), retryDelay: 0 }),
    ).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

// The typecheck (`tsc -b`) is the test: each `@ts-expect-error` fails it when the line below
// stops being an error, so a helper that lost its types from the route table breaks the build.
describe('the query helpers are typed from the route table', () => {
  const client = new QueryClient();

  it('take the parameters, method and result of the entry', () => {
    const groups = () => client.fetchQuery(apiQuery(WORLD_CUP_PATHS.groups, { season: '2022' }));
    expectTypeOf(groups).returns.resolves.toEqualTypeOf<WorldCupGroups>();
    const share = apiMutation(ROOM_PATHS.share);
    expectTypeOf(share.mutationFn).parameter(0).toEqualTypeOf<{ room_id: string | number }>();
    expectTypeOf(share.mutationFn).returns.resolves.toEqualTypeOf<{ url: string }>();
  });

  it('refuse a wrong parameter name, a wrong method and a wrong use of the result', () => {
    const typed = () => {
      // @ts-expect-error the groups call takes `season`, not `year`
      void apiQuery(WORLD_CUP_PATHS.groups, { year: '2022' });
      // @ts-expect-error the groups call is a GET only
      void apiQuery(WORLD_CUP_PATHS.groups, { season: '2022' }, { method: 'POST' });
      // @ts-expect-error sending the application code is a POST only: a read must name its method
      void apiQuery(REWARD_PATHS.sendApplyCode, {});
      // @ts-expect-error a mutation POSTs unless told otherwise, and the groups call takes GET only
      void apiMutation(WORLD_CUP_PATHS.groups);
      // @ts-expect-error the groups answer is not a list
      void client.fetchQuery(apiQuery(WORLD_CUP_PATHS.groups, { season: '2022' })).then((data) => data.length);
      // @ts-expect-error the share call answers its link, not a number
      void client.fetchQuery(apiQuery(ROOM_PATHS.share, { room_id: 1 })).then((data): number => data);
    };
    expect(typed).toBeTypeOf('function');
  });
});
