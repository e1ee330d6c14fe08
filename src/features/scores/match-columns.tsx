import { createColumnHelper, type VisibilityState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import {
  CornerCell,
  HalfCell,
  hasStarted,
  LeagueCell,
  QuarterCell,
  ScoreText,
  StatusCell,
  TeamCell,
  TimeCell,
} from './match-cells.tsx';
import { OddsCell } from './odds-cells.tsx';
import { RowActions } from './row-actions.tsx';
import { useScoreTable } from './score-table-context.ts';

/** A match row's data: the match and whether the user pinned it. */
export interface MatchRowData {
  match: LiveMatch;
  pinned: boolean;
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
  actions: '52px',
};

/** The grid tracks of a sport's visible columns; a basketball money line has no draw. */
export function columnWidth(sport: Sport, id: ColumnId): string {
  if (sport === 'basketball' && id === 'eu') return '76px';
  // Three-digit basketball scores.
  if (sport === 'basketball' && id === 'score') return '76px';
  return COLUMN_WIDTH[id];
}

/** Basketball shows quarter scores instead of the half-time score and corners. */
export function columnVisibility(sport: Sport): VisibilityState {
  const football = sport === 'football';
  return { half: football, corners: football, quarters: !football };
}

function ScoreCell({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('scores');
  const { lang } = useScoreTable();
  const label = hasStarted(match)
    ? t('list.scoreLabel', {
        home: match[`home_team_name_${lang}`],
        away: match[`away_team_name_${lang}`],
        homeScore: match.home_score,
        awayScore: match.away_score,
      })
    : undefined;
  return (
    <span className="sl-score" aria-label={label}>
      <ScoreText match={match} />
    </span>
  );
}

const col = createColumnHelper<MatchRowData>();

/**
 * The column model. IMPORTANT: `score` stays the fifth cell of a row: the e2e page object
 * (tests/e2e/support/fixtures.ts `shownGoals`) reads it by position.
 */
export const MATCH_COLUMNS = [
  col.display({ id: 'time', cell: ({ row }) => <TimeCell match={row.original.match} /> }),
  col.display({ id: 'league', cell: ({ row }) => <LeagueCell match={row.original.match} /> }),
  col.display({ id: 'status', cell: ({ row }) => <StatusCell match={row.original.match} /> }),
  col.display({ id: 'home', cell: ({ row }) => <TeamCell match={row.original.match} side="home" /> }),
  col.display({ id: 'score', cell: ({ row }) => <ScoreCell match={row.original.match} /> }),
  col.display({ id: 'away', cell: ({ row }) => <TeamCell match={row.original.match} side="away" /> }),
  col.display({ id: 'half', cell: ({ row }) => <HalfCell match={row.original.match} /> }),
  col.display({ id: 'quarters', cell: ({ row }) => <QuarterCell match={row.original.match} /> }),
  col.display({ id: 'corners', cell: ({ row }) => <CornerCell match={row.original.match} /> }),
  col.display({ id: 'eu', cell: ({ row }) => <OddsCell match={row.original.match} market="eu" /> }),
  col.display({ id: 'asia', cell: ({ row }) => <OddsCell match={row.original.match} market="asia" /> }),
  col.display({ id: 'ou', cell: ({ row }) => <OddsCell match={row.original.match} market="ou" /> }),
  col.display({
    id: 'actions',
    cell: ({ row }) => <RowActions match={row.original.match} pinned={row.original.pinned} />,
  }),
];
