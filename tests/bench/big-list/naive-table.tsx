import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMatch } from '../../../contracts/match.ts';
import { DEFAULT_PREFS } from '../../../src/lib/list-prefs.ts';
import { buildListView } from '../../../src/features/scores/list-rows.ts';
import {
  columnVisibility,
  columnWidth,
  MATCH_COLUMNS,
  type ColumnId,
  type MatchRowData,
} from '../../../src/features/scores/match-columns.tsx';
import { CellTextContext } from '../../../src/features/scores/score-table-context.ts';

const ROW_HEIGHT = 44;
const VISIBILITY = columnVisibility('football');

/**
 * B6's naive side: the list as it is first written. Every render sorts the whole day
 * (`buildListView`), builds a TanStack row model over every match and renders every row on screen
 * through it; nothing is memoised. Same virtualizer, cells, styles and row height as the app's
 * `ScoreTable`, so the difference measured is the update path alone.
 */
export function NaiveTable({ matches }: { matches: LiveMatch[] }) {
  const { t } = useTranslation('scores');
  const view = buildListView(matches, DEFAULT_PREFS, { importantOnly: false });
  const data = view.rows.flatMap((r) =>
    r.kind === 'match' ? [{ match: r.match, pinned: r.pinned, odds: undefined }] : [],
  );
  const table = useReactTable<MatchRowData>({
    data,
    columns: MATCH_COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.match.id),
    state: { columnVisibility: VISIBILITY },
  });
  const columns = table.getVisibleLeafColumns();
  const grid = useMemo(
    () => ({ gridTemplateColumns: columns.map((c) => columnWidth('football', c.id as ColumnId)).join(' ') }),
    [columns],
  );
  const virtualizer = useWindowVirtualizer({ count: view.rows.length, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  return (
    <CellTextContext value={t}>
      <div role="table" aria-label="naive" className="sl-table">
        <div
          role="rowgroup"
          className="sl-rowgroup"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = view.rows[item.index]!;
            const style = {
              position: 'absolute' as const,
              top: 0,
              left: 0,
              right: 0,
              height: ROW_HEIGHT,
              transform: `translateY(${item.start}px)`,
            };
            if (row.kind === 'group') {
              return (
                <div key={`g-${row.group}`} role="row" className={`sl-group sl-group-${row.group}`} style={style}>
                  <span role="rowheader">
                    {t(`list.group.${row.group}`)} ({row.count})
                  </span>
                </div>
              );
            }
            return (
              <div key={row.match.id} role="row" className="sl-row" style={{ ...style, ...grid }}>
                {table
                  .getRow(String(row.match.id))
                  .getVisibleCells()
                  .map((cell) => (
                    <Fragment key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Fragment>
                  ))}
              </div>
            );
          })}
        </div>
      </div>
    </CellTextContext>
  );
}
