import { memo } from 'react';
import type { OddsLine } from '../../../contracts/odds.ts';
import { FlashValue } from './flash-value.tsx';
import { gridCell } from './match-cells.tsx';
import { useCellText, useScoreTable } from './score-table-context.ts';

export type OddsMarket = 'eu' | 'asia' | 'ou';

/** Decimal odds with two places; lines (handicap, total) as short as they can be. */
export function formatOdds(value: number): string {
  return value.toFixed(2);
}

export function formatLine(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The three numbers of a market as shown, in order. Basketball 1X2 has no draw (middle 0). */
export function oddsTexts(line: OddsLine, market: OddsMarket): string[] {
  const [a, b, c] = line[market];
  if (market === 'eu') return b === 0 ? [formatOdds(a), '', formatOdds(c)] : [a, b, c].map(formatOdds);
  return [formatOdds(a), formatLine(b), formatOdds(c)];
}

/**
 * One market of the selected company for a match. Each number flashes when it moves (green
 * down, red up, as Chinese score sites colour odds) when odds highlighting (`value3`) is on.
 * Memoised: the line is replaced only when it moves, so a match update skips the odds.
 */
export const OddsCell = memo(function OddsCell({ line, market }: { line: OddsLine | undefined; market: OddsMarket }) {
  const t = useCellText();
  const { settings } = useScoreTable();
  if (!line) return gridCell(market, null);
  const texts = oddsTexts(line, market);
  const values = line[market];
  const labelKey = market === 'eu' && texts[1] === '' ? 'euNoDraw' : market;
  const label = t(`odds.label.${labelKey}`, { a: texts[0], b: texts[1], c: texts[2] });
  return gridCell(
    market,
    <span
      className={`sl-odds sl-odds-${texts.filter((x) => x !== '').length}${line.closed ? ' sl-odds-closed' : ''}`}
      aria-label={label}
      role="group"
    >
      {values.map((value, i) =>
        texts[i] === '' ? null : (
          <span key={i} className="sl-odds-value">
            <FlashValue value={value} enabled={settings.immediately.value3}>
              {texts[i]}
            </FlashValue>
          </span>
        ),
      )}
    </span>,
  );
});
