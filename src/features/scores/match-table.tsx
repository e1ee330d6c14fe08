import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { DEFAULT_PREFS } from '../../lib/list-prefs.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { LiveList, type LiveListView } from './live-list.ts';
import type { RowGroup } from './list-rows.ts';
import { warmCellTexts } from './match-cells.tsx';
import { columnWidth, visibleColumns } from './match-columns.tsx';
import { MatchRow } from './match-row.tsx';
import { CellTextContext, rememberingT } from './score-table-context.ts';

const ROW_HEIGHT = 44;
/** Rows the table renders beyond each edge of the window, so a scroll shows rows, not blanks. */
const OVERSCAN_ROWS = 10;

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
  catchUp = false,
}: {
  sport: Sport;
  view: LiveListView;
  odds?: ReadonlyMap<number, OddsLine>;
  label: string;
  /** Told after each commit which matches are on screen (overscan included). */
  onShown?: (ids: ReadonlySet<number>) => void;
  /**
   * This render brings a tab just shown up to date: the rows in the window render, the rows
   * beyond its edges that are already there keep what they show (the next render updates them).
   */
  catchUp?: boolean;
}) {
  const { t: translate } = useTranslation('scores');
  const t = useMemo(() => rememberingT(translate), [translate]);
  useEffect(() => whenIdle(() => warmCellTexts(t)), [t]);
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
  // A tab opened or left in the background lays its list out when idle (for a hidden tab, at
  // whenIdle's deadline: it gets no idle periods), not when it is brought to the front: a hidden
  // tab runs no frames, so a render there leaves style and layout to do, and the whole list's
  // (20-35 ms here) would otherwise run as the tab is shown (the first hit test or the first frame
  // forces it). Hidden tabs render seldom (B3b).
  useEffect(() => {
    if (document.visibilityState !== 'hidden') return;
    return whenIdle(() => void body.current?.getBoundingClientRect());
  });
  const virtualizer = useWindowVirtualizer({
    count: view.count,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // Scroll renders join the frame's other updates instead of each forcing a synchronous one.
    useFlushSync: false,
  });

  const items = virtualizer.getVirtualItems();
  // What the rows were last rendered with: a catch-up holds the rows beyond the window (heldRows).
  const [rendered] = useState(() => new RenderedRows());
  const held = catchUp ? heldRows(virtualizer, scrollMargin) : null;
  const lines = items.flatMap((item): Line[] => {
    const row = view.rowAt(item.index);
    const top = item.start - scrollMargin;
    if (row.kind === 'group') return [{ kind: 'group', index: item.index, top, group: row.group, count: row.count }];
    const fresh: HeldRow = {
      match: row.match,
      pinned: row.pinned,
      odds: odds.get(row.match.id),
      rowIndex: item.index + 2,
      top,
    };
    if (held === null || held.inWindow(top)) return [{ kind: 'match', row: fresh }];
    const last = rendered.get(row.match.id);
    if (last === undefined) return [];
    return [{ kind: 'match', row: held.inWindow(last.top) ? fresh : last }];
  });
  useLayoutEffect(() => {
    rendered.set(lines);
    if (!onShown) return;
    const ids = new Set<number>();
    for (const line of lines) if (line.kind === 'match') ids.add(line.row.match.id);
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
          {lines.map((line) =>
            line.kind === 'group' ? (
              <div
                key={`g-${line.group}`}
                role="row"
                aria-rowindex={line.index + 2}
                className={`sl-group sl-group-${line.group}`}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${line.top}px)`,
                }}
              >
                <span role="rowheader">
                  {t(`list.group.${line.group}`)} ({line.count})
                </span>
              </div>
            ) : (
              <MatchRow
                key={line.row.match.id}
                match={line.row.match}
                pinned={line.row.pinned}
                odds={line.row.odds}
                columns={columns}
                tracks={tracks}
                rowIndex={line.row.rowIndex}
                top={line.row.top}
                height={ROW_HEIGHT}
              />
            ),
          )}
        </div>
      </CellTextContext>
    </div>
  );
}

/** What a match row was rendered with. */
interface HeldRow {
  match: LiveMatch;
  pinned: boolean;
  odds: OddsLine | undefined;
  rowIndex: number;
  top: number;
}

/** A line of the table body: a group heading or a match row. */
type Line =
  { kind: 'group'; index: number; top: number; group: RowGroup; count: number } | { kind: 'match'; row: HeldRow };

/**
 * The lines a table rendered last, kept for its next catch-up; looked up by match only then (a
 * live list renders 20 times a second, and a tab is shown now and then).
 */
class RenderedRows {
  private lines: readonly Line[] = [];
  private byId: Map<number, HeldRow> | null = null;

  get(id: number): HeldRow | undefined {
    if (this.byId === null) {
      this.byId = new Map();
      for (const line of this.lines) if (line.kind === 'match') this.byId.set(line.row.match.id, line.row);
    }
    return this.byId.get(id);
  }

  set(lines: readonly Line[]): void {
    this.lines = lines;
    this.byId = null;
  }
}

/**
 * On a catch-up, the rows beyond the window's edges: each already there and drawn outside the
 * window keeps its props, so its memo skips it, rather than rendering (or unmounting) it before
 * the tab's first current frame. One drawn inside the window renders anew (it would overlap the
 * row now there); one not there yet waits for the next render.
 */
function heldRows(
  virtualizer: { scrollOffset: number | null; scrollRect: { height: number } | null },
  scrollMargin: number,
) {
  const from = (virtualizer.scrollOffset ?? 0) - scrollMargin;
  const to = from + (virtualizer.scrollRect?.height ?? window.innerHeight);
  return { inWindow: (top: number) => top + ROW_HEIGHT > from && top < to };
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
