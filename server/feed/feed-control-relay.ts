import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FeedFixture } from './feed-provider.ts';
import { FeedControlError, type FeedControl, type FeedControlOrder } from './feed-control.ts';

/**
 * The tests' scripted feed (FEED_CONTROL=1) where many processes share one feed: only the feed
 * leader's provider runs, so an order that reaches another process is forwarded to the leader over
 * Redis and its answer (the match after the order, or why it was refused) comes back the same way.
 * On one process (no Redis) the order runs here.
 */
export interface FeedControlRelay {
  /** Runs the order on the feed leader; rejects with `FeedControlError` when it is refused or no leader answers. */
  drive(matchId: number, order: FeedControlOrder): Promise<FeedFixture>;
  close(): Promise<void>;
}

/** How long an order waits for the leader (a new leader takes the lease within 10 s). */
export const RELAY_TIMEOUT_MS = 12_000;

const ORDERS = 'feed-control:orders';
const ANSWERS = 'feed-control:answers:';

interface RelayedOrder {
  id: string;
  replyTo: string;
  matchId: number;
  order: FeedControlOrder;
}
type RelayedAnswer = { id: string; match: FeedFixture } | { id: string; refused: string };

export function createFeedControlRelay(options: {
  /** Redis of the cluster; absent: one process, orders run here. */
  redisUrl?: string;
  prefix?: string;
  /** This process's control while it leads the feed, else null. */
  local(): FeedControl | null;
  onError(error: unknown): void;
  timeoutMs?: number;
}): FeedControlRelay {
  const { local } = options;
  const here = (matchId: number, order: FeedControlOrder): FeedFixture => {
    const control = local();
    if (!control) throw new FeedControlError('no feed leader in this process');
    return control.drive(matchId, order);
  };
  if (!options.redisUrl) {
    return {
      drive: async (matchId, order) => here(matchId, order),
      close: async () => undefined,
    };
  }

  const prefix = options.prefix ?? '';
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  const sub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  pub.on('error', () => {});
  sub.on('error', () => {});
  const replyTo = `${prefix}${ANSWERS}${randomUUID()}`;
  const pending = new Map<string, (answer: RelayedAnswer) => void>();
  const ready = sub.subscribe(`${prefix}${ORDERS}`, replyTo);

  sub.on('message', (channel: string, message: string) => {
    try {
      if (channel === replyTo) {
        const answer = JSON.parse(message) as RelayedAnswer;
        pending.get(answer.id)?.(answer);
        return;
      }
      // Every process hears every order; only the one leading the feed runs it and answers.
      const control = local();
      if (!control) return;
      const relayed = JSON.parse(message) as RelayedOrder;
      let answer: RelayedAnswer;
      try {
        answer = { id: relayed.id, match: control.drive(relayed.matchId, relayed.order) };
      } catch (error) {
        if (!(error instanceof FeedControlError)) options.onError(error);
        answer = { id: relayed.id, refused: error instanceof FeedControlError ? error.message : 'the feed failed' };
      }
      void pub.publish(relayed.replyTo, JSON.stringify(answer)).catch(options.onError);
    } catch (error) {
      options.onError(error);
    }
  });

  return {
    async drive(matchId, order) {
      if (local()) return here(matchId, order);
      await ready;
      const id = randomUUID();
      const answer = await new Promise<RelayedAnswer | null>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, timeoutMs);
        pending.set(id, (a) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(a);
        });
        const relayed: RelayedOrder = { id, replyTo, matchId, order };
        void pub.publish(`${prefix}${ORDERS}`, JSON.stringify(relayed)).catch(options.onError);
      });
      if (answer === null) throw new FeedControlError(`no feed leader answered within ${timeoutMs / 1000} s`);
      if ('refused' in answer) throw new FeedControlError(answer.refused);
      return answer.match;
    },
    async close() {
      for (const [id, resolve] of pending) resolve({ id, refused: 'the server is closing' });
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
