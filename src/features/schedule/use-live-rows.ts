import { useEffect, useState } from 'react';
import type { MatchBatch } from '../../../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { whileMounted } from '../../lib/engine.ts';

/**
 * Today's live rows of some sports from the engine (the one socket of the browser), by id, so the
 * schedule's live-feed matches keep their scores current. No subscription when `sports` is empty.
 */
export function useLiveRows(sports: readonly Sport[]): ReadonlyMap<number, LiveMatch> {
  const key = [...new Set(sports)].sort().join(',');
  const [rows, setRows] = useState<ReadonlyMap<number, LiveMatch>>(() => new Map());
  useEffect(() => {
    if (key === '') return;
    let cancelled = false;
    const bySport = new Map<string, Map<number, LiveMatch>>();
    const publish = () => {
      if (!cancelled) setRows(new Map([...bySport.values()].flatMap((m) => [...m])));
    };
    const stops = (key.split(',') as Sport[]).map((sport) =>
      whileMounted((engine) =>
        engine.subscribeMatches(sport, (batch: MatchBatch) => {
          let current = bySport.get(sport) ?? new Map<number, LiveMatch>();
          if (batch.kind === 'reset') current = new Map(batch.rows.map((m) => [m.id, m]));
          else {
            for (const row of batch.rows) current.set(row.id, row);
            for (const id of batch.removed) current.delete(id);
          }
          bySport.set(sport, current);
          publish();
        }),
      ),
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [key]);
  return key === '' ? EMPTY : rows;
}

const EMPTY: ReadonlyMap<number, LiveMatch> = new Map();
