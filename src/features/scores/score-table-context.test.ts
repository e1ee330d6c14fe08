import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberingT } from './score-table-context.ts';

/** A translator double that counts what it was asked. */
function countingT() {
  const asked: string[] = [];
  const t = (key: string, options?: Record<string, unknown>) => {
    asked.push(key);
    return options === undefined ? `<${key}>` : `<${key} ${JSON.stringify(options)}>`;
  };
  return { t: t as unknown as TFunction<'scores'>, asked };
}

describe('rememberingT', () => {
  it('asks i18next once per text, and again for other interpolation values', () => {
    const { t, asked } = countingT();
    const remembering = rememberingT(t);
    const texts = [
      remembering('status.finished'),
      remembering('status.finished'),
      remembering('cards.red', { count: 1 }),
      remembering('cards.red', { count: 1 }),
      remembering('cards.red', { count: 2 }),
    ];
    expect(texts).toEqual([
      '<status.finished>',
      '<status.finished>',
      '<cards.red {"count":1}>',
      '<cards.red {"count":1}>',
      '<cards.red {"count":2}>',
    ]);
    expect(asked).toEqual(['status.finished', 'cards.red', 'cards.red']);
  });

  it('keeps a bounded number of answers: a long day of new scores starts it again', () => {
    const { t, asked } = countingT();
    const remembering = rememberingT(t);
    for (let goals = 0; goals < 2_001; goals += 1) remembering('list.scoreLabel', { homeScore: goals });
    remembering('list.scoreLabel', { homeScore: 0 });
    expect(asked).toHaveLength(2_002);
  });
});
