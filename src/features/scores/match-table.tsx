import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { matchGroup } from '../../lib/match-groups.ts';
import { DEFAULT_PREFS } from './list-prefs.ts';
import { buildListView, type ListView } from './list-rows.ts';
import { columnVisibility, columnWidth, MATCH_COLUMNS, type ColumnId, type MatchRowData } from './match-columns.tsx';

const ROW_HEIGHT = 44;

/**
 * The list as one ARIA table: a header row, then group headings (pinned / live / upcoming /
 * finished) and match rows, virtualised against the window scroll. Columns come from the
 * TanStack Table model; rows are CSS grids with the visible columns' tracks.
 */
export function ScoreTable({ sport, view, label }: { sport: Sport; view: ListView; label: string }) {
  const { t } = useTranslation('scores');
  const data = useMemo(
    () => view.rows.flatMap((r) => (r.kind === 'match' ? [{ match: r.match, pinned: r.pinned }] : [])),
    [view.rows],
  );
  const visibility = useMemo(() => columnVisibility(sport), [sport]);
  // No React Compiler in this build: the table instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<MatchRowData>({
    data,
    columns: MATCH_COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.match.id),
    state: { columnVisibility: visibility },
  });
  const columns = table.getVisibleLeafColumns();
  const grid = { gridTemplateColumns: columns.map((c) => columnWidth(sport, c.id as ColumnId)).join(' ') };

  // The body's distance from the top of the page, so window scroll maps onto rows.
  const body = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (body.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((old) => (Math.abs(top - old) > 1 ? top : old));
    };
    measure();
    // Anything above the list that grows or wraps (toolbar, notices) resizes the page.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: view.rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
  });

  return (
    <div role="table" aria-label={label} aria-rowcount={view.rows.length + 1} className="sl-table">
      <div role="rowgroup" className="sl-rowgroup">
        <div role="row" aria-rowindex={1} className="sl-head" style={grid}>
          {table.getFlatHeaders().map((header) =>
            header.column.getIsVisible() ? (
              <span role="columnheader" key={header.id} className={`sl-c-${header.id}`}>
                {t(`list.column.${header.id}`)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <div
        ref={body}
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
            transform: `translateY(${item.start - scrollMargin}px)`,
          };
          if (row.kind === 'group') {
            return (
              <div
                key={`g-${row.group}`}
                role="row"
                aria-rowindex={item.index + 2}
                className={`sl-group sl-group-${row.group}`}
                style={style}
              >
                <span role="rowheader">
                  {t(`list.group.${row.group}`)} ({row.count})
                </span>
              </div>
            );
          }
          const tableRow = table.getRow(String(row.match.id));
          return (
            <div
              key={row.match.id}
              role="row"
              aria-rowindex={item.index + 2}
              className={`sl-row sl-row-${matchGroup(row.match)}${row.pinned ? ' sl-row-pinned' : ''}`}
              style={{ ...style, ...grid }}
              data-match-id={row.match.id}
              data-v={row.match.v}
            >
              {tableRow.getVisibleCells().map((cell) => (
                <span role="cell" key={cell.id} className={`sl-c-${cell.column.id}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </span>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Today's matches with no filters, pins or odds: the same table the pages render, for callers
 * that have only rows (the per-tab benchmark baseline, tests/bench/per-tab).
 */
export function MatchTable({ matches, label }: { matches: LiveMatch[]; label: string }) {
  const view = useMemo(() => buildListView(matches, DEFAULT_PREFS, { importantOnly: false }), [matches]);
  return <ScoreTable sport={matches[0]?.sport ?? 'football'} view={view} label={label} />;
}
