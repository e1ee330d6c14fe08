import i18next, { type TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Sport } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import scores from '../../../locales/en/scores.json' with { type: 'json' };
import { DEFAULT_GAME_SETTINGS } from '../../lib/game-settings.ts';
import { sameMatchFields, warmCellTexts } from './match-cells.tsx';
import { visibleColumns } from './match-columns.tsx';
import { MatchRow } from './match-row.tsx';
import { CellTextContext, rememberingT, ScoreTableContext } from './score-table-context.ts';
import { countingT, memoryStorage, testMatch, testOdds } from './test-matches.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: ['scores'], defaultNS: 'scores', resources: { en: { scores } } });
const t = i18n.getFixedT('en', 'scores') as TFunction<'scores'>;
// The follow star reads the stored language.
vi.stubGlobal('localStorage', memoryStorage());

function rowHtml(sport: Sport, match: Parameters<typeof testMatch>[0], odds?: OddsLine): string {
  const columns = visibleColumns(sport);
  return renderToStaticMarkup(
    <MemoryRouter>
      <ScoreTableContext value={{ lang: 'en', settings: DEFAULT_GAME_SETTINGS, onPin: () => {}, onHide: () => {} }}>
        <CellTextContext value={t}>
          <MatchRow
            match={testMatch({ sport, ...match })}
            pinned={false}
            odds={odds}
            columns={columns}
            tracks=""
            rowIndex={2}
            top={0}
            height={44}
          />
        </CellTextContext>
      </ScoreTableContext>
    </MemoryRouter>,
  );
}

/** The row's cells, in order, by the column their class names. */
const cellColumns = (html: string) => [...html.matchAll(/<span role="cell" class="sl-c-([\w-]+)"/g)].map((m) => m[1]);

describe('a match row', () => {
  // The rows are grids of the header's tracks: a column with nothing to show still needs its cell,
  // or every cell after it moves one track to the left.
  it.each<Sport>(['football', 'basketball', 'esports'])(
    'has one cell per %s column, in order, before kick-off',
    (sport) => {
      const html = rowHtml(sport, { id: 1, status: 'notstarted' });
      expect(cellColumns(html)).toEqual(visibleColumns(sport));
      expect(html.match(/role="cell"/g)).toHaveLength(visibleColumns(sport).length);
    },
  );

  it('has the same cells once live, with the score fifth and the odds in theirs', () => {
    const odds = testOdds({ match_id: 2, eu: [1.9, 3.4, 4.2] });
    const html = rowHtml(
      'football',
      { id: 2, status: 'live', period: 2, match_str: '67', home_score: 2, home_red: 1 },
      odds,
    );
    expect(cellColumns(html)).toEqual(visibleColumns('football'));
    const cells = html.split('<span role="cell" ').slice(1);
    expect(cells[4]).toContain('2 - 0');
    expect(cells[2]).toContain('>67<');
    expect(cells[8]).toContain('1.90');
  });
});

describe("the cells' texts", () => {
  it('are asked for ahead of need: a card shown later asks i18next nothing', () => {
    const { t: counting, asked } = countingT(t);
    const remembering = rememberingT(counting);
    warmCellTexts(remembering);
    const warmed = asked.length;
    expect(warmed).toBeGreaterThan(0);
    expect(remembering('cards.red', { count: 2 })).toBe('2 red card(s)');
    expect(remembering('cards.yellow', { count: 5 })).toBe('5 yellow card(s)');
    expect(asked).toHaveLength(warmed);
  });
});

describe('sameMatchFields', () => {
  const before = testMatch({ id: 3, status: 'live', home_score: 1, match_str: '10' });

  it('lets a cell skip an update that changed none of its fields, and not one that did', () => {
    const scoreCell = sameMatchFields<{ match: typeof before }>(['status', 'home_score', 'away_score']);
    expect(scoreCell({ match: before }, { match: { ...before, match_str: '11' } })).toBe(true);
    expect(scoreCell({ match: before }, { match: { ...before, home_score: 2 } })).toBe(false);
  });

  it('reads the fields by props when they depend on them, and compares the other props too', () => {
    const teamCell = sameMatchFields<{ match: typeof before; side: 'home' | 'away' }>(({ side }) =>
      side === 'home' ? ['home_red'] : ['away_red'],
    );
    const redHome = { ...before, home_red: 1 };
    expect(teamCell({ match: before, side: 'away' }, { match: redHome, side: 'away' })).toBe(true);
    expect(teamCell({ match: before, side: 'home' }, { match: redHome, side: 'home' })).toBe(false);
    expect(teamCell({ match: before, side: 'home' }, { match: before, side: 'away' })).toBe(false);
  });
});
