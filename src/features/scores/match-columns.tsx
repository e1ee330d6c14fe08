import { createColumnHelper, createTable, getCoreRowModel, type VisibilityState } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import {
  CornerCell,
  HalfCell,
  gridCell,
  hasStarted,
  LeagueCell,
  QuarterCell,
  sameMatchFields,
  ScoreText,
  StatusCell,
  TeamCell,
  TimeCell,
} from './match-cells.tsx';
import { OddsCell } from './odds-cells.tsx';
import { TEAM_NAME_FIELDS } from '../../lib/match-fields.ts';
import { RowActions } from './row-actions.tsx';
import { useCellText, useScoreTable } from './score-table-context.ts';

/** A match row's data: the match, whether the user pinned it, and the selected company's odds. */
export interface MatchRowData {
  match: LiveMatch;
  pinned: boolean;
  odds: OddsLine | undefined;
}

export const COLUMN_IDS = [
  'time',
  'league',
  'status',
  'home',
  'score',
  'away',
  'half',
  'quarters',
  'corners',
  'eu',
  'asia',
  'ou',
  'actions',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** Grid track of each column (the rows are CSS grids, so header and cells line up). */
const COLUMN_WIDTH: Record<ColumnId, string> = {
  time: '44px',
  league: '68px',
  status: '60px',
  home: 'minmax(96px, 1fr)',
  score: '64px',
  away: 'minmax(96px, 1fr)',
  half: '40px',
  quarters: '150px',
  corners: '40px',
  eu: '124px',
  asia: '112px',
  ou: '116px',
  actions: '108px',
};

/** The grid tracks of a sport's visible columns; a basketball money line has no draw. */
export function columnWidth(sport: Sport, id: ColumnId): string {
  if (sport === 'basketball' && id === 'eu') return '76px';
  // Three-digit basketball scores.
  if (sport === 'basketball' && id === 'score') return '76px';
  return COLUMN_WIDTH[id];
}

/**
 * Basketball shows quarter scores instead of the half-time score and corners; e-sports shows the
 * maps won only (its score), and no odds: the feed quotes none.
 */
export function columnVisibility(sport: Sport): VisibilityState {
  const football = sport === 'football';
  const odds = sport !== 'esports';
  return { half: football, corners: football, quarters: sport === 'basketball', eu: odds, asia: odds, ou: odds };
}

const SCORE_FIELDS = ['status', 'home_score', 'away_score', ...TEAM_NAME_FIELDS] as const;

const ScoreCell = memo(function ScoreCell({ match }: { match: LiveMatch }) {
  const t = useCellText();
  const { lang } = useScoreTable();
  const label = hasStarted(match)
    ? t('list.scoreLabel', {
        home: match[`home_team_name_${lang}`],
        away: match[`away_team_name_${lang}`],
        homeScore: match.home_score,
        awayScore: match.away_score,
      })
    : undefined;
  return gridCell(
    'score',
    <span className="sl-score" aria-label={label}>
      <ScoreText match={match} />
    </span>,
  );
}, sameMatchFields(SCORE_FIELDS));

/**
 * How each column draws a row's cell: the cell element itself (`role="cell"`, keyed by column),
 * so a row lists these directly.
 */
export const CELLS: Record<ColumnId, (row: MatchRowData) => ReactNode> = {
  time: ({ match }) => <TimeCell key="time" match={match} />,
  league: ({ match }) => <LeagueCell key="league" match={match} />,
  status: ({ match }) => <StatusCell key="status" match={match} />,
  home: ({ match }) => <TeamCell key="home" match={match} side="home" />,
  score: ({ match }) => <ScoreCell key="score" match={match} />,
  away: ({ match }) => <TeamCell key="away" match={match} side="away" />,
  half: ({ match }) => <HalfCell key="half" match={match} />,
  quarters: ({ match }) => <QuarterCell key="quarters" match={match} />,
  corners: ({ match }) => <CornerCell key="corners" match={match} />,
  eu: ({ odds }) => <OddsCell key="eu" line={odds} market="eu" />,
  asia: ({ odds }) => <OddsCell key="asia" line={odds} market="asia" />,
  ou: ({ odds }) => <OddsCell key="ou" line={odds} market="ou" />,
  actions: ({ match, pinned }) => <RowActions key="actions" match={match} pinned={pinned} />,
};

const col = createColumnHelper<MatchRowData>();

/**
 * The column model (ids, order, visibility, headers). IMPORTANT: `score` stays the fifth cell
 * of a row: the e2e page object (tests/e2e/support/fixtures.ts `shownGoals`) reads it by position.
 */
export const MATCH_COLUMNS = COLUMN_IDS.map((id) => col.display({ id, cell: ({ row }) => CELLS[id](row.original) }));

const visibleBySport = new Map<Sport, readonly ColumnId[]>();

/**
 * A sport's visible columns in order, from TanStack Table's column model (visibility, order),
 * worked out once per sport: the list renders its rows itself (MatchRow), so it needs the columns,
 * not a table instance per render.
 */
export function visibleColumns(sport: Sport): readonly ColumnId[] {
  let ids = visibleBySport.get(sport);
  if (!ids) {
    const table = createTable<MatchRowData>({
      data: [],
      columns: MATCH_COLUMNS,
      getCoreRowModel: getCoreRowModel(),
      state: {},
      onStateChange: () => undefined,
      renderFallbackValue: null,
    });
    table.setOptions((options) => ({
      ...options,
      state: { ...table.initialState, columnVisibility: columnVisibility(sport) },
    }));
    ids = table.getVisibleLeafColumns().map((column) => column.id as ColumnId);
    visibleBySport.set(sport, ids);
  }
  return ids;
}
