import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** A lease in a shared store: taken by one owner at a time, for `leaseMs` after each claim or renewal. */
export interface Lease {
  /** True when this owner took the free lease. */
  claim(): Promise<boolean>;
  /** True while this owner still holds it (and now for `leaseMs` more). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
  close(): void;
}

/**
 * Keeps one leader among many processes on a lease: every `tickMs` (a second, or a third of a
 * shorter lease) the leader renews it and the others try to claim it, so a dead leader's lease
 * moves at most `leaseMs + tickMs` after its last renewal. A leader whose renewal is refused, or
 * that has not renewed for a whole lease (its store unreachable: another process may hold the
 * lease by now), stops leading: it calls `onLose` and claims again later.
 */
export function createLeadership(
  lease: Lease,
  options: {
    leaseMs: number;
    tickMs?: number;
    now?: () => number;
    timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;
  },
) {
  const tickMs = options.tickMs ?? Math.min(1_000, Math.floor(options.leaseMs / 3));
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalThis;
  let leading = false;
  let renewedAt = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  return {
    /** Calls `onLead` once this process becomes leader, `onLose` if it loses the lease. */
    run(onLead: () => void, onLose: () => void): void {
      const lose = () => {
        leading = false;
        onLose();
      };
      const attempt = async () => {
        const started = now();
        try {
          if (leading) {
            if (await lease.renew()) renewedAt = started;
            else if (leading) lose();
          } else if (await lease.claim()) {
            leading = true;
            renewedAt = started;
            onLead();
          }
        } catch {
          // The store is unreachable: keep trying; a leader past its lease is handled below.
        }
        if (leading && now() - renewedAt >= options.leaseMs) lose();
      };
      void attempt();
      timer = timers.setInterval(() => void attempt(), tickMs);
      timer.unref?.();
    },
    async close(): Promise<void> {
      if (timer) timers.clearInterval(timer);
      try {
        if (leading) await lease.release();
      } finally {
        leading = false;
        lease.close();
      }
    },
  };
}

/**
 * One feed leader among many processes: a Redis key with a short lease, renewed while alive.
 * A process that dies loses the lease within `leaseMs` and another one takes it within a second
 * more: 9 s at most with the default 8 s lease.
 */
export function createRedisLeadership(url: string, options: { key?: string; leaseMs?: number } = {}) {
  const key = options.key ?? 'live:feed-leader';
  const leaseMs = options.leaseMs ?? 8_000;
  const id = randomUUID();
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  return createLeadership(
    {
      claim: async () => (await redis.set(key, id, 'PX', leaseMs, 'NX')) === 'OK',
      renew: async () => (await redis.eval(RENEW, 1, key, id, String(leaseMs))) === 1,
      release: async () => {
        await redis.eval(RELEASE, 1, key, id);
      },
      close: () => redis.disconnect(),
    },
    { leaseMs },
  );
}
