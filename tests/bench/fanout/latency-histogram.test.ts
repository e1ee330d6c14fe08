import { describe, expect, it } from 'vitest';
import { createHistogram, summarise } from './latency-histogram.ts';

describe('latency histogram', () => {
  it('merges histograms and takes nearest-rank percentiles', () => {
    const a = createHistogram();
    const b = createHistogram();
    for (let ms = 1; ms <= 50; ms += 1) a.add(ms);
    for (let ms = 51; ms <= 100; ms += 1) b.add(ms);
    expect(summarise([a.pairs(), b.pairs()])).toEqual({ count: 100, undelivered: 0, p50: 50, p99: 99, max: 100 });
  });

  it('counts what was never delivered as later than anything delivered', () => {
    const h = createHistogram();
    for (let i = 0; i < 98; i += 1) h.add(10);
    expect(summarise([h.pairs()], 2)).toMatchObject({ p50: 10, p99: null, max: 10 });
    expect(summarise([h.pairs()], 0)).toMatchObject({ p99: 10 });
  });

  it('has no percentile without samples', () => {
    expect(summarise([])).toEqual({ count: 0, undelivered: 0, p50: null, p99: null, max: null });
  });
});
