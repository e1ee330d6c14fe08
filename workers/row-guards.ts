import type { LiveMatch, MatchDelta, Sport } from '../contracts/match.ts';
import type { OddsDelta, OddsLine } from '../contracts/odds.ts';
import { matchDeltaSchema, oddsDeltaSchema, wholeMatchSchema, wholeOddsSchema } from '../contracts/server-frames.ts';

/**
 * The whole match a delta or snapshot row carries, or null when a field is missing. `sport`
 * comes from the channel: deltas do not carry it.
 */
export function toWholeMatch(value: unknown, sport: Sport): LiveMatch | null {
  const parsed = wholeMatchSchema.safeParse(value);
  if (!parsed.success) return null;
  const { event: _event, ...fields } = parsed.data;
  // The schema checked every field of the contract (contracts/server-frames.ts).
  return { ...fields, sport } as LiveMatch;
}

/** The whole odds line a delta or snapshot row carries, or null when a field is missing. */
export function toWholeOdds(value: unknown): OddsLine | null {
  const parsed = wholeOddsSchema.safeParse(value);
  // The schema checked every field of the contract (contracts/server-frames.ts).
  return parsed.success ? ({ ...parsed.data } as unknown as OddsLine) : null;
}

/** A match delta is usable when it names its match and version. */
export function isMatchDelta(value: unknown): value is MatchDelta {
  return matchDeltaSchema.safeParse(value).success;
}

/** An odds delta is usable when it names its match, company and version. */
export function isOddsDelta(value: unknown): value is OddsDelta {
  return oddsDeltaSchema.safeParse(value).success;
}
