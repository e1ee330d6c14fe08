import type { TFunction } from 'i18next';
import { memo, type ReactNode } from 'react';
import type { LiveMatch } from '../../../contracts/match.ts';
import { dateFormat } from '../../lib/locale-format.ts';
import { FlashValue } from './flash-value.tsx';
import type { ColumnId } from './match-columns.tsx';
import { useCellText, useScoreTable } from './score-table-context.ts';
import { LEAGUE_NAME_FIELDS } from '../../lib/match-fields.ts';

/**
 * A row's grid cell (`sl-c-<column>`), drawn by the cell's own component: a plain function, not
 * a component of its own, so a row's update does not pass through a dozen wrappers on the way to
 * the few cells whose fields changed (the catch-up of a tab just shown renders every row in view).
 */
export function gridCell(column: ColumnId, content: ReactNode): ReactNode {
  return (
    <span role="cell" className={`sl-c-${column}`}>
      {content}
    </span>
  );
}

export function hasStarted(match: LiveMatch): boolean {
  return match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
}

// A day's kick-offs share a few dozen times; formatting is the costly part of mounting a row.
const timeTexts = new Map<string, { iso: string; shown: string }>();

export const TimeCell = memo(
  function TimeCell({ match }: { match: LiveMatch }) {
    const { lang } = useScoreTable();
    const key = `${lang}|${match.match_time}`;
    let text = timeTexts.get(key);
    if (!text) {
      if (timeTexts.size > 5_000) timeTexts.clear();
      const ms = match.match_time * 1000;
      text = { iso: new Date(ms).toISOString(), shown: dateFormat(lang, 'clock').format(ms) };
      timeTexts.set(key, text);
    }
    return gridCell('time', <time dateTime={text.iso}>{text.shown}</time>);
  },
  sameMatchFields(['match_time']),
);

export const LeagueCell = memo(function LeagueCell({ match }: { match: LiveMatch }) {
  const { lang } = useScoreTable();
  return gridCell('league', <span className="sl-league">{match[`short_name_${lang}`]}</span>);
}, sameMatchFields(LEAGUE_NAME_FIELDS));

export const StatusCell = memo(
  function StatusCell({ match }: { match: LiveMatch }) {
    const t = useCellText();
    return gridCell(
      'status',
      match.status === 'live' ? (
        <span className="sl-minute">{match.match_str}</span>
      ) : (
        <span>{t(`status.${match.status}`)}</span>
      ),
    );
  },
  sameMatchFields(['status', 'match_str']),
);

type CardKind = 'red' | 'yellow';
const CARD_KINDS: readonly CardKind[] = ['red', 'yellow'];

/**
 * Asks for the cells' texts that pick a plural form (a card's count) once, ahead of need:
 * i18next builds its plural rules on first use (~1 ms, more in a tab whose code is cold), which
 * the first card shown would otherwise pay, typically in the catch-up of a tab just brought
 * to the front. The table's translator remembers the answer as a template.
 */
export function warmCellTexts(t: TFunction<'scores'>): void {
  for (const kind of CARD_KINDS) t(`cards.${kind}`, { count: 1 });
}

function CardBadge({ kind, count }: { kind: CardKind; count: number }) {
  const t = useCellText();
  if (count <= 0) return null;
  return (
    <span
      role="img"
      className={`p-tag ${kind === 'red' ? 'p-tag-danger' : 'p-tag-warning'} sl-card`}
      aria-label={t(`cards.${kind}`, { count })}
    >
      <FlashValue value={count} />
    </span>
  );
}

type Side = 'home' | 'away';

/**
 * Props equal when the listed fields of the match are: a live update (the clock, a goal) then
 * skips the cells that do not show what it changed. Context (language, settings) still reaches them.
 */
export function sameMatchFields<P extends { match: LiveMatch }>(
  fields: readonly (keyof LiveMatch)[] | ((props: P) => readonly (keyof LiveMatch)[]),
): (a: P, b: P) => boolean {
  // The lists are made once, not per comparison: a live list compares a few hundred cells per
  // update (and loops, not Object.keys and every, for the same reason).
  const fieldsOf = typeof fields === 'function' ? fields : () => fields;
  return (a, b) => {
    if (a.match === b.match) {
      for (const key in a) if (a[key] !== b[key]) return false;
      return true;
    }
    for (const key in a) if (key !== 'match' && a[key] !== b[key]) return false;
    for (const field of fieldsOf(b)) if (a.match[field] !== b.match[field]) return false;
    return true;
  };
}

const TEAM_FIELDS: Record<Side, readonly (keyof LiveMatch)[]> = {
  home: ['home_team_name_zh', 'home_team_name_en', 'home_team_name_vi', 'home_red', 'home_yellow'],
  away: ['away_team_name_zh', 'away_team_name_en', 'away_team_name_vi', 'away_red', 'away_yellow'],
};
const teamFields = ({ side }: { side: Side }) => TEAM_FIELDS[side];

/** A team's name with its red and yellow cards as small badges on the side facing the score. */
export const TeamCell = memo(function TeamCell({ match, side }: { match: LiveMatch; side: Side }) {
  const { lang, settings } = useScoreTable();
  const name = match[`${side}_team_name_${lang}`];
  const badges = (
    <>
      {settings.immediately.value2 && <CardBadge kind="red" count={match[`${side}_red`]} />}
      {settings.gameSeting.yellow && <CardBadge kind="yellow" count={match[`${side}_yellow`]} />}
    </>
  );
  return gridCell(
    side,
    side === 'home' ? (
      <>
        <span className="ellipsis">{name}</span>
        {badges}
      </>
    ) : (
      <>
        {badges}
        <span className="ellipsis">{name}</span>
      </>
    ),
  );
}, sameMatchFields<{ match: LiveMatch; side: Side }>(teamFields));

export function ScoreText({ match }: { match: LiveMatch }) {
  if (!hasStarted(match)) return <span>-</span>;
  return <FlashValue value={`${match.home_score} - ${match.away_score}`} />;
}

export const HalfCell = memo(
  function HalfCell({ match }: { match: LiveMatch }) {
    const shown = hasStarted(match) && !(match.period < 2 && match.status === 'live');
    return gridCell('half', shown && <FlashValue value={`${match.home_half_score}-${match.away_half_score}`} />);
  },
  sameMatchFields(['status', 'period', 'home_half_score', 'away_half_score']),
);

export const CornerCell = memo(
  function CornerCell({ match }: { match: LiveMatch }) {
    return gridCell('corners', hasStarted(match) && <FlashValue value={`${match.home_corner}-${match.away_corner}`} />);
  },
  sameMatchFields(['status', 'home_corner', 'away_corner']),
);

/** Basketball: points per quarter (overtimes after), the current one flashing as it moves. */
export const QuarterCell = memo(
  function QuarterCell({ match }: { match: LiveMatch }) {
    const t = useCellText();
    if (!hasStarted(match) || match.home_periods.length === 0) return gridCell('quarters', null);
    return gridCell(
      'quarters',
      <span className="sl-quarters">
        {match.home_periods.map((home, i) => {
          const away = match.away_periods[i] ?? 0;
          const label = i < 4 ? t('quarter.label', { n: i + 1 }) : t('quarter.overtime', { n: i - 3 });
          return (
            <abbr key={i} title={label} aria-label={`${label} ${home}-${away}`}>
              <FlashValue value={`${home}-${away}`} />
            </abbr>
          );
        })}
      </span>,
    );
  },
  sameMatchFields(['status', 'home_periods', 'away_periods']),
);
