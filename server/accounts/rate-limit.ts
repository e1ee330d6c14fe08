import type { KeyValueStore } from '../kv/kv-store.ts';

export interface LimitRule {
  /** Counter name, e.g. `login-fail:phone`. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters on the shared store. `blockedFor` reads without counting; `hit` counts
 * one atomically (`INCR` at scale) and says whether that one is over the limit, so it reserves an
 * attempt BEFORE the expensive work: of N concurrent attempts at most `max` get through, whatever
 * their timing. `release` hands back an attempt that turned out not to count.
 */
export function createRateLimiter(store: KeyValueStore) {
  const key = (rule: LimitRule, subject: string) => `rl:${rule.name}:${subject}`;
  return {
    /** ms until the subject may try again, or 0 when it is under the limit. */
    async blockedFor(rule: LimitRule, subject: string): Promise<number> {
      const count = Number((await store.get(key(rule, subject))) ?? 0);
      return count >= rule.max ? Math.max(1, await store.ttl(key(rule, subject))) : 0;
    },
    /** Counts one attempt; returns ms blocked after it (0 = still allowed). */
    async hit(rule: LimitRule, subject: string): Promise<number> {
      const count = await store.incr(key(rule, subject), rule.windowMs);
      return count > rule.max ? Math.max(1, await store.ttl(key(rule, subject))) : 0;
    },
    async release(rule: LimitRule, subject: string): Promise<void> {
      await store.decr(key(rule, subject));
    },
    async reset(rule: LimitRule, subject: string): Promise<void> {
      await store.del(key(rule, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60_000;

/** The account limits (DESIGN 8): failures lock a phone and an address for a while. */
export const ACCOUNT_LIMITS = {
  loginFailPhone: { name: 'login-fail-phone', max: 5, windowMs: 15 * MINUTE },
  loginFailAddress: { name: 'login-fail-ip', max: 30, windowMs: 15 * MINUTE },
  smsPhoneDay: { name: 'sms-phone-day', max: 10, windowMs: 24 * 60 * MINUTE },
  smsAddressHour: { name: 'sms-ip-hour', max: 30, windowMs: 60 * MINUTE },
  smsCodeAttempts: { name: 'sms-verify', max: 5, windowMs: 5 * MINUTE },
  captchaAddress: { name: 'captcha-ip', max: 60, windowMs: MINUTE },
  qrAddress: { name: 'qr-ip', max: 30, windowMs: MINUTE },
} satisfies Record<string, LimitRule>;
