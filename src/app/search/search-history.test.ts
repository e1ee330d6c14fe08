import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory } from './search-history.ts';

describe('search history', () => {
  it('puts the newest term first without duplicates', () => {
    expect(addToHistory(['Arsenal', 'Lakers'], 'Lakers')).toEqual(['Lakers', 'Arsenal']);
  });

  it('keeps at most 10 terms of at most 10 characters and ignores blanks', () => {
    const full = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addToHistory(full, 'new')).toEqual(['new', ...full.slice(0, 9)]);
    expect(addToHistory([], '  Manchester United  ')).toEqual(['Manchester']);
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });

  it('reads back what was stored and treats anything else as empty', () => {
    expect(parseHistory(JSON.stringify(['曼联', 'Lakers']))).toEqual(['曼联', 'Lakers']);
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["ok", 3, ""]')).toEqual(['ok']);
  });
});
