import { memo } from 'react';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { matchGroup } from '../../lib/match-groups.ts';
import { CELLS, type ColumnId } from './match-columns.tsx';

export interface MatchRowProps {
  match: LiveMatch;
  pinned: boolean;
  odds: OddsLine | undefined;
  columns: readonly ColumnId[];
  /** The grid tracks of `columns` (header and rows line up). */
  tracks: string;
  /** ARIA row index (1 is the header). */
  rowIndex: number;
  /** Offset from the top of the list body, px. */
  top: number;
  height: number;
}

/**
 * One match line. Memoised on its props, which are all values or objects the live data replaces
 * only when they change: a patch re-renders the rows whose match or odds moved, not the list.
 */
export const MatchRow = memo(function MatchRow({
  match,
  pinned,
  odds,
  columns,
  tracks,
  rowIndex,
  top,
  height,
}: MatchRowProps) {
  const data = { match, pinned, odds };
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={`sl-row sl-row-${matchGroup(match)}${pinned ? ' sl-row-pinned' : ''}`}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height,
        transform: `translateY(${top}px)`,
        gridTemplateColumns: tracks,
      }}
      data-match-id={match.id}
    >
      {columns.map((id) => CELLS[id](data))}
    </div>
  );
});
