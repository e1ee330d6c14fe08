import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { DEFAULT_PREFS } from '../../lib/list-prefs.ts';
import { LiveList, type LiveListView } from './live-list.ts';
import { columnWidth, visibleColumns } from './match-columns.tsx';
import { MatchRow } from './match-row.tsx';
import { CellTextContext, rememberingT } from './score-table-context.ts';

const ROW_HEIGHT = 44;
/** Rows the table renders beyond each edge of the window, so a scroll shows rows, not blanks. */
export const OVERSCAN_ROWS = 10;

const NO_ODDS: ReadonlyMap<number, OddsLine> = new Map();

/**
 * The list as one ARIA table: a header row, then group headings (pinned / live / upcoming /
 * finished) and match rows, virtualised against the window scroll. Rows are CSS grids with the
 * visible columns' tracks.
 *
 * TanStack Table is the column model here (`visibleColumns`); rows do not go through its row
 * model. IMPORTANT: a row model over the day rebuilt for every live update cost
 * ~40 ms per update at 500 rows; instead the virtualizer picks the rows on screen and each is a
 * memoised `MatchRow`, so an update re-renders only the rows it changed (B6, BENCHMARKS.md).
 */
export function ScoreTable({
  sport,
  view,
  odds = NO_ODDS,
  label,
  onShown,
  overscan = OVERSCAN_ROWS,
}: {
  sport: Sport;
  view: LiveListView;
  odds?: ReadonlyMap<number, OddsLine>;
  label: string;
  /** Told after each commit which matches are on screen (overscan included). */
  onShown?: (ids: ReadonlySet<number>) => void;
  /** Rows rendered beyond each edge of the window. */
  overscan?: number;
}) {
  const { t: translate } = useTranslation('scores');
  const t = useMemo(() => rememberingT(translate), [translate]);
  const columns = visibleColumns(sport);
  const tracks = useMemo(() => columns.map((id) => columnWidth(sport, id)).join(' '), [columns, sport]);

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
    count: view.count,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    scrollMargin,
    // Scroll renders join the frame's other updates instead of each forcing a synchronous one.
    useFlushSync: false,
  });

  const items = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    if (!onShown) return;
    const ids = new Set<number>();
    for (const item of items) {
      const row = view.rowAt(item.index);
      if (row.kind === 'match') ids.add(row.match.id);
    }
    onShown(ids);
  });

  return (
    <div role="table" aria-label={label} aria-rowcount={view.count + 1} className="sl-table">
      <div role="rowgroup" className="sl-rowgroup sl-head-group">
        <div role="row" aria-rowindex={1} className="sl-head" style={{ gridTemplateColumns: tracks }}>
          {columns.map((id) => (
            <span role="columnheader" key={id} className={`sl-c-${id}`}>
              {t(`list.column.${id}`)}
            </span>
          ))}
        </div>
      </div>
      <CellTextContext value={t}>
        <div
          ref={body}
          role="rowgroup"
          className="sl-rowgroup"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {items.map((item) => {
            const row = view.rowAt(item.index);
            const top = item.start - scrollMargin;
            if (row.kind === 'group') {
              return (
                <div
                  key={`g-${row.group}`}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={`sl-group sl-group-${row.group}`}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    transform: `translateY(${top}px)`,
                  }}
                >
                  <span role="rowheader">
                    {t(`list.group.${row.group}`)} ({row.count})
                  </span>
                </div>
              );
            }
            return (
              <MatchRow
                key={row.match.id}
                match={row.match}
                pinned={row.pinned}
                odds={odds.get(row.match.id)}
                columns={columns}
                tracks={tracks}
                rowIndex={item.index + 2}
                top={top}
                height={ROW_HEIGHT}
              />
            );
          })}
        </div>
      </CellTextContext>
    </div>
  );
}

/**
 * Today's matches with no filters, pins or odds, sorted afresh from `matches`: the same table the
 * pages render, for callers that have only rows (the per-tab benchmark baseline, tests/bench/per-tab).
 */
export function MatchTable({ matches, label }: { matches: LiveMatch[]; label: string }) {
  const view = useMemo(() => {
    const list = new LiveList({ prefs: DEFAULT_PREFS, importantOnly: false });
    list.reset(matches);
    return list.view();
  }, [matches]);
  return <ScoreTable sport={matches[0]?.sport ?? 'football'} view={view} label={label} />;
}
