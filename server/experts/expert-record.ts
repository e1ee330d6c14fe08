import {
  RECORD_WINDOWS,
  type ExpertRecord,
  type RecordLine,
  type SchemeOutcome,
  type Streak,
} from '../../contracts/experts.ts';
import { isHit, schemeProfit } from './scheme-outcome.ts';

/**
 * An expert's record from their settled schemes: the hit rate over the last 10, 20 and 50 decided
 * ones (pushes decide nothing), the current streak of wins or losses (a push neither breaks nor
 * extends it), and the return on one unit staked on each scheme, overall, by market and by league.
 */

export interface SettledScheme {
  outcome: SchemeOutcome;
  odds: number;
  market: string;
  league_id: number;
  league: { zh: string; en: string; vi: string };
  /** Order: latest first is by `settled_at`, then `id`. */
  settled_at: number;
  id: number;
}

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

function line(key: string, schemes: readonly SettledScheme[]): RecordLine {
  const decided = schemes.filter((s) => s.outcome !== 'push');
  const profit = schemes.reduce((sum, s) => sum + schemeProfit(s.outcome, s.odds), 0);
  return {
    key,
    settled: schemes.length,
    decided: decided.length,
    hits: decided.filter((s) => isHit(s.outcome)).length,
    roi: schemes.length === 0 ? 0 : round4(profit / schemes.length),
  };
}

/** Latest first. */
function latestFirst(schemes: readonly SettledScheme[]): SettledScheme[] {
  return [...schemes].sort((a, b) => b.settled_at - a.settled_at || b.id - a.id);
}

/** Hit rate over the last `n` decided schemes (latest first), null without any. */
export function hitRate(schemes: readonly SettledScheme[], n: number): number | null {
  const decided = latestFirst(schemes)
    .filter((s) => s.outcome !== 'push')
    .slice(0, n);
  if (decided.length === 0) return null;
  return round4(decided.filter((s) => isHit(s.outcome)).length / decided.length);
}

export function currentStreak(schemes: readonly SettledScheme[]): Streak {
  let kind: Streak['kind'] = null;
  let n = 0;
  for (const s of latestFirst(schemes)) {
    if (s.outcome === 'push') continue;
    const k = isHit(s.outcome) ? 'win' : 'lose';
    if (kind === null) kind = k;
    if (k !== kind) break;
    n += 1;
  }
  return { kind, n };
}

function groupBy<K>(schemes: readonly SettledScheme[], key: (s: SettledScheme) => K): Map<K, SettledScheme[]> {
  const groups = new Map<K, SettledScheme[]>();
  for (const s of schemes) {
    const k = key(s);
    const list = groups.get(k) ?? [];
    list.push(s);
    groups.set(k, list);
  }
  return groups;
}

export function expertRecord(schemes: readonly SettledScheme[]): ExpertRecord {
  const all = line('all', schemes);
  const byLeague = [...groupBy(schemes, (s) => s.league_id)].map(([id, list]) => ({
    ...line(String(id), list),
    league: list[0]?.league ?? { zh: '', en: '', vi: '' },
  }));
  return {
    hit_rates: {
      '10': hitRate(schemes, RECORD_WINDOWS[0]),
      '20': hitRate(schemes, RECORD_WINDOWS[1]),
      '50': hitRate(schemes, RECORD_WINDOWS[2]),
    },
    streak: currentStreak(schemes),
    roi: all.roi,
    settled: all.settled,
    by_market: [...groupBy(schemes, (s) => s.market)].map(([market, list]) => line(market, list)),
    by_league: byLeague.sort((a, b) => b.settled - a.settled),
  };
}
