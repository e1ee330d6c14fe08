/**
 * Convert the local kick-off times the sources write into unix seconds (UTC), using the
 * platform's time zone database through Intl (no extra packages). DST is handled by asking the
 * zone for its offset at the instant itself, not at the naive wall-clock reading.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC at the instant `utcMs`, in minutes (Europe/London in summer: 60). */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  // Whole minutes: the formatter drops milliseconds.
  return Math.round((wallAsUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Bad date "${date}" (expected YYYY-MM-DD)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function parseClock(time: string): [number, number] {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  if (!match) throw new Error(`Bad time "${time}" (expected HH:MM)`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Bad time "${time}"`);
  return [hours, minutes];
}

/**
 * Wall-clock `date` + `time` in `timeZone` -> unix seconds. A time skipped by a spring-forward
 * change resolves to the instant one offset later (as a clock that jumps would show it); a time
 * repeated by a fall-back change resolves to its first occurrence.
 */
export function localTimeToUnix(date: string, time: string, timeZone: string): number {
  const [year, month, day] = parseDate(date);
  const [hours, minutes] = parseClock(time);
  const naive = Date.UTC(year, month - 1, day, hours, minutes);
  // Try the offset in force just before and just after the naive instant: one of them is right.
  const candidates = [
    zoneOffsetMinutes(naive - 86_400_000 / 2, timeZone),
    zoneOffsetMinutes(naive + 86_400_000 / 2, timeZone),
  ];
  for (const offset of candidates) {
    const utc = naive - offset * 60_000;
    if (zoneOffsetMinutes(utc, timeZone) === offset) return utc / 1000;
  }
  // Inside a spring-forward gap neither offset round-trips: use the earlier (pre-change) offset.
  return (naive - (candidates[0] ?? 0) * 60_000) / 1000;
}

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
  const [year, month, day] = parseDate(date);
  const [hours, minutes] = parseClock(time);
  return (Date.UTC(year, month - 1, day, hours, minutes) - parseUtcOffset(offset) * 60_000) / 1000;
}
