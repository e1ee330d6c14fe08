import { useEffect, useState } from 'react';
import type { OddsBatch } from '../../../contracts/engine-api.ts';
import type { Sport } from '../../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../../contracts/odds.ts';
import { getEngine } from '../../lib/engine.ts';

/** One company's odds for a sport's matches, by match id; live from the engine. */
export function useOdds(sport: Sport, companyId: CompanyId): ReadonlyMap<number, OddsLine> {
  const [odds, setOdds] = useState<{ key: string; lines: ReadonlyMap<number, OddsLine> }>({
    key: '',
    lines: new Map(),
  });
  const key = `${sport}:${companyId}`;
  useEffect(() => {
    let lines = new Map<number, OddsLine>();
    let cancelled = false;
    let unsubscribe: (() => void) | null = null;
    const onBatch = (batch: OddsBatch) => {
      if (batch.kind === 'reset') lines = new Map(batch.rows.map((line) => [line.match_id, line]));
      else {
        lines = new Map(lines);
        for (const line of batch.rows) lines.set(line.match_id, line);
        for (const id of batch.removed) lines.delete(id);
      }
      if (!cancelled) setOdds({ key, lines });
    };
    void getEngine().then((engine) => {
      const stop = engine.subscribeOdds(sport, companyId, onBatch);
      if (cancelled) stop();
      else unsubscribe = stop;
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [sport, companyId, key]);
  // Until the new company's first batch, show nothing rather than the old company's prices.
  return odds.key === key ? odds.lines : EMPTY;
}

const EMPTY: ReadonlyMap<number, OddsLine> = new Map();
