import { parseClock, parseIsoDate } from '../../contracts/time-zone.ts';

/**
 * Kick-off times the sources write at a fixed UTC offset (`UTC-4`) -> unix seconds. Times in a
 * named zone (`Europe/London`, with its clock changes) go through `contracts/time-zone.ts`.
 */

/** `UTC-4`, `UTC+3`, `UTC+5:30`, `UTC` -> minutes east of UTC. */
export function parseUtcOffset(text: string): number {
  const match = /^(?:UTC|GMT)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(text.trim());
  if (!match) throw new Error(`Bad UTC offset "${text}"`);
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Wall-clock `date` + `time` at a fixed offset (`UTC-4`) -> unix seconds. */
export function offsetTimeToUnix(date: string, time: string, offset: string): number {
  const [year, month, day] = parseIsoDate(date);
  const [hours, minutes] = parseClock(time);
  return (Date.UTC(year, month - 1, day, hours, minutes) - parseUtcOffset(offset) * 60_000) / 1000;
}
