import type { Selectable } from 'kysely';
import type { MatchLineupsTable } from '../db/schema.ts';
import type {
  LineupPlayer,
  MatchLineups,
  MatchMinute,
  RecordedEvent,
  RecordedGoal,
  TeamLineup,
} from '../../contracts/match-centre.ts';

/** The rules that turn stored line-up rows into the detail's line-ups and timeline entries. */

export type LineupRow = Selectable<MatchLineupsTable>;

const minuteOf = (minute: number | null, extra: number | null): MatchMinute | null =>
  minute === null ? null : { minute, minute_extra: extra };

function teamLineup(rows: readonly LineupRow[]): TeamLineup {
  const byOrdinal = new Map(rows.map((r) => [r.ordinal, r.player]));
  const sorted = [...rows].sort((a, b) => a.ordinal - b.ordinal);
  const player = (r: LineupRow): LineupPlayer => {
    const red = minuteOf(r.red_minute, r.red_minute_extra);
    return {
      name: r.player,
      line: r.line,
      position: r.position,
      captain: r.captain === 1,
      starter: r.starter === 1,
      on: minuteOf(r.in_minute, r.in_minute_extra),
      replaced: r.replaced_ordinal === null ? null : (byOrdinal.get(r.replaced_ordinal) ?? null),
      off: minuteOf(r.out_minute, r.out_minute_extra),
      yellow: minuteOf(r.yellow_minute, r.yellow_minute_extra),
      red: red ? { ...red, second_yellow: r.second_yellow === 1 } : null,
    };
  };
  return {
    starters: sorted.filter((r) => r.starter === 1).map(player),
    substitutes: sorted
      .filter((r) => r.starter === 0)
      .sort((a, b) => (a.in_minute ?? 0) - (b.in_minute ?? 0) || (a.in_minute_extra ?? 0) - (b.in_minute_extra ?? 0))
      .map(player),
  };
}

/** Both line-ups, or null when the data has none for the match. */
export function toLineups(rows: readonly LineupRow[]): MatchLineups | null {
  if (rows.length === 0) return null;
  return {
    home: teamLineup(rows.filter((r) => r.side === 'home')),
    away: teamLineup(rows.filter((r) => r.side === 'away')),
  };
}

/** The cards and substitutions the line-up rows record, in row order. */
export function lineupEvents(rows: readonly LineupRow[]): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const names = new Map(rows.map((r) => [`${r.side}|${r.ordinal}`, r.player]));
  const homeFirst = (r: LineupRow) => (r.side === 'home' ? 0 : 1);
  const sorted = [...rows].sort((a, b) => homeFirst(a) - homeFirst(b) || a.ordinal - b.ordinal);
  for (const r of sorted) {
    const base = { side: r.side, player: r.player };
    if (r.in_minute !== null) {
      const off = r.replaced_ordinal === null ? undefined : names.get(`${r.side}|${r.replaced_ordinal}`);
      events.push({
        ...base,
        kind: 'substitution',
        minute: r.in_minute,
        minute_extra: r.in_minute_extra,
        ...(off === undefined ? {} : { player_off: off }),
      });
    }
    if (r.yellow_minute !== null)
      events.push({ ...base, kind: 'yellow_card', minute: r.yellow_minute, minute_extra: r.yellow_minute_extra });
    if (r.red_minute !== null)
      events.push({
        ...base,
        kind: r.second_yellow === 1 ? 'second_yellow' : 'red_card',
        minute: r.red_minute,
        minute_extra: r.red_minute_extra,
      });
  }
  return events;
}

/**
 * Goals, then cards and substitutions, in match order: by minute, then stoppage time, so `90+8'`
 * (end of the second half) comes before `91'` (extra time). Ties keep goals first.
 */
export function matchEvents(goals: readonly RecordedGoal[], others: readonly RecordedEvent[]): RecordedEvent[] {
  return [...goals.map((g): RecordedEvent => ({ ...g })), ...others].sort(
    (a, b) => a.minute - b.minute || (a.minute_extra ?? 0) - (b.minute_extra ?? 0),
  );
}
