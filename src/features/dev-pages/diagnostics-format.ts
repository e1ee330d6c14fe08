import type { EngineQuery } from '../../../contracts/engine-api.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as `12.4 MB` (1024-based), with the language's number format. */
export function formatBytes(bytes: number, formatNumber: (n: number) => string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}

/** Whole seconds from `at` to `now` (0 for a time in the future); null when `at` is unset (0). */
export function secondsSince(at: number, now: number): number | null {
  return at > 0 ? Math.max(0, Math.floor((now - at) / 1000)) : null;
}

/** A subscription's query as the words' parameters: its kind, sport and odds company. */
export function queryParts(query: EngineQuery): { kind: EngineQuery['kind']; sport: string; company: number | null } {
  return { kind: query.kind, sport: query.sport, company: query.kind === 'odds' ? query.company_id : null };
}
