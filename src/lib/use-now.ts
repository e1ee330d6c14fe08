import { useEffect, useState } from 'react';

/** The time (ms), refreshed every `everyMs`: for what expires while the page is open (a mute). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
