import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One feed leader among many processes: a Redis key with a short lease, renewed while alive.
 * A process that dies loses the lease within `leaseMs` and another one takes over.
 */
export function createRedisLeadership(url: string, options: { key?: string; leaseMs?: number } = {}) {
  const key = options.key ?? 'live:feed-leader';
  const leaseMs = options.leaseMs ?? 10_000;
  const id = randomUUID();
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  let leading = false;
  let timer: NodeJS.Timeout | null = null;

  return {
    /** Calls `onLead` once this process becomes leader, `onLose` if it loses the lease. */
    run(onLead: () => void, onLose: () => void): void {
      const attempt = async () => {
        try {
          if (leading) {
            const renewed = await redis.eval(RENEW, 1, key, id, String(leaseMs));
            if (renewed !== 1) {
              leading = false;
              onLose();
            }
          } else if ((await redis.set(key, id, 'PX', leaseMs, 'NX')) === 'OK') {
            leading = true;
            onLead();
          }
        } catch {
          // Redis unreachable: keep trying; a leader that cannot renew loses the lease anyway.
        }
      };
      void attempt();
      timer = setInterval(() => void attempt(), Math.floor(leaseMs / 3));
      timer.unref();
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      try {
        if (leading) await redis.eval(RELEASE, 1, key, id);
      } finally {
        redis.disconnect();
      }
    },
  };
}
