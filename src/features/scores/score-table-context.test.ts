import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import scores from '../../../locales/en/scores.json' with { type: 'json' };
import { rememberingT } from './score-table-context.ts';
import { countingT } from './test-matches.ts';

/** A translator double that counts what it was asked. */
const countingDouble = () =>
  countingT((key: string, options?: object) =>
    options === undefined ? `<${key}>` : `<${key} ${JSON.stringify(options)}>`,
  );

describe('rememberingT', () => {
  it('asks i18next once per text', () => {
    const { t, asked } = countingDouble();
    const remembering = rememberingT(t);
    expect([remembering('status.finished'), remembering('status.finished')]).toEqual([
      '<status.finished>',
      '<status.finished>',
    ]);
    expect(asked).toEqual(['status.finished']);
  });

  it('remembers a count by value when its template does not give the text, and only so many', () => {
    const { t, asked } = countingDouble();
    const remembering = rememberingT(t);
    // The double quotes a marked count but not a number: the template is refused.
    expect(remembering('cards.red', { count: 1 })).toBe('<cards.red {"count":1}>');
    expect(remembering('cards.red', { count: 1 })).toBe('<cards.red {"count":1}>');
    const checks = asked.length; // the template, tried with 1 (it fails there), the answer for 1
    expect(checks).toBe(3);
    for (let count = 2; count < 2_001; count += 1) remembering('cards.red', { count });
    expect(asked).toHaveLength(checks + 1_999);
    // 2,000 answers kept: the next new one starts again, and 1 is asked anew.
    remembering('cards.red', { count: 2_001 });
    remembering('cards.red', { count: 1 });
    expect(asked).toHaveLength(checks + 2_001);
  });

  it('fills in values as i18next does, asking it once per text whatever the values', async () => {
    const i18n = i18next.createInstance();
    const plural = { ...scores, cards: { ...scores.cards, red_one: 'one red card', red_other: '{{count}} red cards' } };
    await i18n.init({
      lng: 'en',
      ns: ['scores'],
      resources: { en: { scores: plural } },
      interpolation: { escapeValue: false },
    });
    const real = i18n.getFixedT('en', 'scores');
    const { t: counting, asked } = countingT(real);
    const remembering = rememberingT(counting);
    const scoreOf = (home: string, homeScore: number, awayScore: number, away: string) => ({
      home,
      away,
      homeScore,
      awayScore,
    });
    for (const vars of [scoreOf('Arsenal', 2, 0, 'Chelsea'), scoreOf('Hà Nội FC', 10, 11, '<Viettel>')]) {
      expect(remembering('list.scoreLabel', vars)).toBe(real('list.scoreLabel', vars));
    }
    const odds = { a: '1.95', b: '', c: '3.10' };
    expect(remembering('odds.label.euNoDraw', odds)).toBe('Money line: home 1.95, away 3.10');
    expect(remembering('odds.label.euNoDraw', { ...odds, a: '2.05' })).toBe('Money line: home 2.05, away 3.10');
    expect(asked).toEqual(['list.scoreLabel', 'odds.label.euNoDraw']);
    // A count in a text without plural forms is a template too (once checked with 1 and 2)...
    asked.length = 0;
    for (const count of [1, 2, 3, 7]) expect(remembering('cards.yellow', { count })).toBe(`${count} yellow card(s)`);
    expect(asked).toHaveLength(3);
    // ...and one with plural forms gets each form from i18next.
    expect([1, 3, 1].map((count) => remembering('cards.red', { count }))).toEqual([
      'one red card',
      '3 red cards',
      'one red card',
    ]);
  });
});
