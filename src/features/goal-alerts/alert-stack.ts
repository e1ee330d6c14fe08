import type { MatchAlert } from '../../../contracts/engine-api.ts';

/** At most this many pop-ups at once; the oldest goes when another arrives. */
export const MAX_SHOWN = 3;

/**
 * Adds an alert on top (newest first), once per key, keeping at most `max`: the oldest goes, but
 * not one the user holds (pointer or focus on it) while another can go instead.
 */
export function pushAlert(
  shown: readonly MatchAlert[],
  alert: MatchAlert,
  max = MAX_SHOWN,
  held: ReadonlySet<string> = new Set(),
): MatchAlert[] {
  if (shown.some((a) => a.key === alert.key)) return [...shown];
  const next = [alert, ...shown];
  while (next.length > max) {
    let drop = next.length - 1;
    while (drop > 0 && held.has(next[drop]!.key)) drop--;
    next.splice(drop === 0 ? next.length - 1 : drop, 1);
  }
  return next;
}

export function dropAlert(shown: readonly MatchAlert[], key: string): MatchAlert[] {
  return shown.filter((a) => a.key !== key);
}

/** `67` -> `67'`, `45+2` -> `45+2'`; other clocks (`HT`, `Q3 04:31`) as they are. */
export function minuteText(matchStr: string): string {
  return /^\d+(\+\d+)?$/.test(matchStr) ? `${matchStr}'` : matchStr;
}
