import { useEffect, useState } from 'react';
import { SMS_COOLDOWN_S } from '../../contracts/account.ts';

/** Whole seconds left of a cooldown that started at `startedAt` (ms), 0 when over. */
export function secondsLeft(startedAt: number | null, now: number, total = SMS_COOLDOWN_S): number {
  if (startedAt === null) return 0;
  const left = total - Math.floor((now - startedAt) / 1000);
  return Math.min(total, Math.max(0, left));
}

/**
 * The "get code" countdown of every form that sends an SMS code: 60 s after a code was sent the
 * button is usable again. Counted from
 * the clock, so a throttled background tab still shows the right number when it wakes.
 */
export function useSmsCountdown(): { left: number; start: (seconds?: number) => void } {
  const [started, setStarted] = useState<{ at: number; total: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const startedAt = started?.at ?? null;
  const left = secondsLeft(startedAt, now, started?.total);
  useEffect(() => {
    if (startedAt === null || left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt, left]);
  return {
    left,
    /** After a code went out; `seconds`: the cooldown the server gave, 60 by default. */
    start: (seconds = SMS_COOLDOWN_S) => {
      const t = Date.now();
      setStarted({ at: t, total: seconds });
      setNow(t);
    },
  };
}
