import { addDays, dateInZone } from '../../../contracts/time-zone.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/** Seed constant: a message 120 s or more after the one before it gets a time divider. */
export const TIME_DIVIDER_GAP_S = 120;

const JUST_NOW_S = 60;
const WEEKDAY_WINDOW_S = 168 * 3_600;

/**
 * When a chat message was sent, as the seed shows it: "just now" under 60 s, the clock today,
 * "yesterday" and "the day before yesterday" (with the clock), the weekday within 168 hours, else
 * the date. Calendar days are cut in the viewer's zone; the words around the parts come from the
 * `chat` catalogue (`time.<kind>`), the parts themselves from locale-format in the chosen language.
 */
export type ChatTime =
  | { kind: 'justNow' }
  | { kind: 'today'; clock: string }
  | { kind: 'yesterday'; clock: string }
  | { kind: 'dayBeforeYesterday'; clock: string }
  | { kind: 'weekday'; weekday: string; clock: string }
  | { kind: 'date'; date: string };

/** The chat time of `atS` (unix seconds) seen at `nowMs`, in `lang` and `timeZone`. */
export function chatTime(atS: number, nowMs: number, lang: string, timeZone: string): ChatTime {
  const ageS = nowMs / 1000 - atS;
  // A clock slightly ahead of ours (a negative age) still reads as just now.
  if (ageS < JUST_NOW_S) return { kind: 'justNow' };
  const clock = formatUnix(atS, lang, 'clock', timeZone);
  const day = dateInZone(atS * 1000, timeZone);
  const today = dateInZone(nowMs, timeZone);
  if (day === today) return { kind: 'today', clock };
  if (day === addDays(today, -1)) return { kind: 'yesterday', clock };
  if (day === addDays(today, -2)) return { kind: 'dayBeforeYesterday', clock };
  if (ageS < WEEKDAY_WINDOW_S) return { kind: 'weekday', weekday: formatUnix(atS, lang, 'weekday', timeZone), clock };
  return { kind: 'date', date: formatUnix(atS, lang, 'date', timeZone) };
}

/**
 * Which messages get a time divider before them: the first one, and each sent 120 s or more
 * after the one before it. `times` are unix seconds in display order.
 */
export function dividerFlags(times: readonly number[]): boolean[] {
  return times.map((time, i) => {
    const previous = times[i - 1];
    return previous === undefined || time - previous >= TIME_DIVIDER_GAP_S;
  });
}
