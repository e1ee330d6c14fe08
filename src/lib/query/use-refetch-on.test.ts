import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refetchFromNow } from './use-refetch-on.ts';

/** A server whose answers the test releases one by one: each answer is the count of asks so far. */
function slowServer() {
  const pending: (() => void)[] = [];
  let asks = 0;
  return {
    fetch: () =>
      new Promise<number>((resolve) => {
        const ask = ++asks;
        pending.push(() => resolve(ask));
      }),
    answerNext: () => pending.shift()?.(),
    get asks() {
      return asks;
    },
  };
}

describe('refetchFromNow', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('asks again after a first fetch that was in flight when the signal came', async () => {
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['groups'], queryFn: server.fetch });
    const stop = observer.subscribe(() => {});
    // The first fetch is on its way, no data yet: the signal (the socket joined) comes now.
    expect(observer.getCurrentResult()).toMatchObject({ isFetching: true, data: undefined });
    const done = refetchFromNow(observer.getCurrentResult());
    server.answerNext();
    await expect.poll(() => server.asks).toBe(2);
    server.answerNext();
    await done;
    // The answer shown was asked for after the signal, not the one read before it.
    expect(observer.getCurrentResult().data).toBe(2);
    stop();
  });

  it('asks once when the query is idle or replaces data it already has', async () => {
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['info'], queryFn: server.fetch });
    const stop = observer.subscribe(() => {});
    server.answerNext();
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    const idle = refetchFromNow(observer.getCurrentResult());
    server.answerNext();
    await idle;
    expect(server.asks).toBe(2);
    // With data and a fetch in flight, the refetch cancels that fetch and starts its own.
    void observer.refetch();
    const replacing = refetchFromNow(observer.getCurrentResult());
    await expect.poll(() => server.asks).toBe(4);
    server.answerNext();
    server.answerNext();
    await replacing;
    expect(observer.getCurrentResult().data).toBe(4);
    stop();
  });
});
