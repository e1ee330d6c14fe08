import { useEffect, useState } from 'react';
import type { OddsBatch } from '../../../contracts/engine-api.ts';
import type { Sport } from '../../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../../contracts/odds.ts';
import { whileMounted } from '../../lib/engine.ts';

type OddsLines = ReadonlyMap<number, OddsLine>;

/**
 * The lines after `batch`: a new map when it changed any, else `lines` itself: a new map renders
 * the whole list again. (The engine sends odds subscriptions no batch for its status alone, nor an
 * empty catch-up; a patch can still come out empty, its keys no longer this sport's.)
 */
export function applyOddsBatch(lines: OddsLines, batch: OddsBatch): OddsLines {
  if (batch.kind === 'reset') return new Map(batch.rows.map((line) => [line.match_id, line]));
  if (batch.rows.length === 0 && batch.removed.length === 0) return lines;
  const next = new Map(lines);
  for (const line of batch.rows) next.set(line.match_id, line);
  for (const id of batch.removed) next.delete(id);
  return next;
}

/** One company's odds for a sport's matches, by match id; live from the engine. */
export function useOdds(sport: Sport, companyId: CompanyId): OddsLines {
  const [odds, setOdds] = useState<{ key: string; lines: OddsLines }>({ key: '', lines: new Map() });
  const key = `${sport}:${companyId}`;
  useEffect(() => {
    let lines = EMPTY;
    let cancelled = false;
    const onBatch = (batch: OddsBatch) => {
      const next = applyOddsBatch(lines, batch);
      if (next === lines || cancelled) return;
      lines = next;
      setOdds({ key, lines });
    };
    const unsubscribe = whileMounted((engine) => engine.subscribeOdds(sport, companyId, onBatch));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [sport, companyId, key]);
  // Until the new company's first batch, show nothing rather than the old company's prices.
  return odds.key === key ? odds.lines : EMPTY;
}

const EMPTY: OddsLines = new Map();
