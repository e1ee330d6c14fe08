import { describe, expect, it } from 'vitest';
import type { EngineStatus, OddsBatch } from '../../../contracts/engine-api.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { applyOddsBatch } from './use-odds.ts';

const status = { connected: true } as EngineStatus;
const line = (match_id: number, v: number) => ({ match_id, company_id: 3, v }) as OddsLine;

describe('a company’s odds', () => {
  const start = applyOddsBatch(new Map(), { kind: 'reset', rows: [line(1, 1), line(2, 1)], status });

  it('take a reset whole', () => {
    expect([...start.keys()]).toEqual([1, 2]);
  });

  it('are the same map after a patch of nothing (the engine’s status alone): no render', () => {
    const batch: OddsBatch = { kind: 'patch', rows: [], removed: [], status: { ...status, lastMessageAt: 9 } };
    expect(applyOddsBatch(start, batch)).toBe(start);
  });

  it('are a new map after a patch that moves or removes a line, the old one untouched', () => {
    const next = applyOddsBatch(start, { kind: 'patch', rows: [line(1, 2)], removed: [2], status });
    expect(next).not.toBe(start);
    expect(next.get(1)?.v).toBe(2);
    expect(next.has(2)).toBe(false);
    expect(start.get(1)?.v).toBe(1);
  });
});
