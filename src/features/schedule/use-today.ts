import { useEffect, useState } from 'react';
import { dateInZone } from '../../../contracts/time-zone.ts';

const CHECK_MS = 30_000;

/** Today's date in `timeZone`, moving on at local midnight while the page stays open. */
export function useToday(timeZone: string): string {
  const [today, setToday] = useState(() => dateInZone(Date.now(), timeZone));
  useEffect(() => {
    const timer = setInterval(() => setToday(dateInZone(Date.now(), timeZone)), CHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}
