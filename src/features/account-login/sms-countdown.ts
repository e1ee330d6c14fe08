import { useEffect, useState } from 'react';
import { SMS_COOLDOWN_S } from '../../../contracts/account.ts';

/** Whole seconds left of a cooldown that started at `startedAt` (ms), 0 when over. */
export function secondsLeft(startedAt: number | null, now: number, total = SMS_COOLDOWN_S): number {
  if (startedAt === null) return 0;
  const left = total - Math.floor((now - startedAt) / 1000);
  return Math.min(total, Math.max(0, left));
}

/**
 * The "get code" countdown: 60 s after a code was sent the button is usable again. Counted from
 * the clock, so a throttled background tab still shows the right number when it wakes.
 */
export function useSmsCountdown(): { left: number; start: () => void } {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);
  useEffect(() => {
    if (startedAt === null || left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt, left]);
  return {
    left,
    start: () => {
      const t = Date.now();
      setStartedAt(t);
      setNow(t);
    },
  };
}
