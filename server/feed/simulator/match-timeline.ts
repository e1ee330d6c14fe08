import type { LiveMatch, MatchEventKind, MatchMutableField } from '../../../contracts/match.ts';
import type { FeedChange, FeedFixture } from '../feed-provider.ts';

/** The clock part of a match row, a pure function of the time since kick-off. */
export type ClockFields = Pick<LiveMatch, 'status' | 'period' | 'minute' | 'match_str'>;

/** Something that happens at one instant of a match script. */
export interface Moment {
  /** Simulated seconds since kick-off. */
  at: number;
  kind: MatchEventKind;
  side?: 'home' | 'away';
  /** Points scored (basketball) or maps won (e-sports) by `side`. */
  points?: number;
}

/**
 * One scripted match of any sport. Its script (every goal, card, basket or map) is fixed when the
 * runner is built, so a match can be fast-forwarded to any instant and replays identically.
 */
export interface MatchRunner {
  /** Simulated seconds from kick-off to the final whistle. */
  readonly end: number;
  /** Status, period, minute and `match_str` at `elapsed` simulated seconds after kick-off. */
  clock(elapsed: number): ClockFields;
  /** The moments with `from < at <= to`, in order. */
  moments(from: number, to: number): Moment[];
  /** Applies a moment's effect on the score fields (the clock is set by the caller). */
  apply(record: FeedFixture, moment: Moment): void;
  /** Where a stored row's clock stands, in simulated seconds after kick-off. */
  elapsedOf(record: FeedFixture): number;
  /** Sets what follows from the instant and the score (football's statistics); after `apply`. */
  settle?(record: FeedFixture, elapsed: number): void;
}

type MutableFields = FeedChange['fields'];

const COMPARED_FIELDS: readonly Exclude<MatchMutableField, 'updated_at'>[] = [
  'status',
  'period',
  'minute',
  'match_str',
  'home_score',
  'away_score',
  'home_half_score',
  'away_half_score',
  'home_red',
  'away_red',
  'home_yellow',
  'away_yellow',
  'home_corner',
  'away_corner',
  'home_periods',
  'away_periods',
  'match_time',
  'stats',
];

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

/** The fields of `next` that differ from `prev` (arrays compared by content). */
export function diffFixture(prev: FeedFixture, next: FeedFixture): MutableFields {
  const out: Record<string, unknown> = {};
  for (const key of COMPARED_FIELDS) {
    if (!sameValue(prev[key], next[key])) out[key] = next[key];
  }
  return out as MutableFields;
}

function cloneRecord(record: FeedFixture): FeedFixture {
  return { ...record, home_periods: [...record.home_periods], away_periods: [...record.away_periods] };
}

/** Result of playing a match forward. */
export interface AdvanceResult {
  record: FeedFixture;
  changes: FeedChange[];
}

/**
 * Plays `record` forward from `from` to `to` simulated seconds after kick-off: one change per moment
 * (with its event), then one clock-only change if the clock moved. Consecutive `points` moments are
 * merged into one change, so a basketball match yields at most one scoring change per call.
 */
export function advanceMatch(runner: MatchRunner, record: FeedFixture, from: number, to: number): AdvanceResult {
  const changes: FeedChange[] = [];
  let current = record;
  let lastWasPoints = false;
  for (const moment of runner.moments(from, to)) {
    const next = cloneRecord(current);
    Object.assign(next, runner.clock(moment.at));
    runner.apply(next, moment);
    runner.settle?.(next, moment.at);
    const fields = diffFixture(current, next);
    current = next;
    const previous = changes[changes.length - 1];
    if (moment.kind === 'points' && lastWasPoints && previous?.event !== undefined) {
      Object.assign(previous.fields, fields);
      if (previous.event.side !== moment.side) delete previous.event.side;
      previous.event.at = next.match_str;
      continue;
    }
    const event = { kind: moment.kind, at: next.match_str, ...(moment.side ? { side: moment.side } : {}) };
    changes.push({ id: record.id, fields, event });
    lastWasPoints = moment.kind === 'points';
  }
  const ticked = { ...current, ...runner.clock(to) };
  runner.settle?.(ticked, to);
  const clockFields = diffFixture(current, ticked);
  if (Object.keys(clockFields).length > 0) {
    const previous = changes[changes.length - 1];
    // The clock moving on right after merged points belongs to that same change.
    if (lastWasPoints && previous !== undefined) Object.assign(previous.fields, clockFields);
    else changes.push({ id: record.id, fields: clockFields });
  }
  return { record: ticked, changes };
}

/** Clock fields of a fixture that has not kicked off. */
export const NOT_STARTED_CLOCK: ClockFields = { status: 'notstarted', period: 0, minute: 0, match_str: '' };

/** `m:ss` padded as `04:31`. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
