import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../contracts/match.ts';
import type { PastMatch } from '../../../contracts/match-centre.ts';
import { historyHref, teamName } from './names.ts';
import type { Catalogues } from '../../lib/i18n-catalogues.ts';

type H2hColumn = keyof Catalogues['match']['h2h']['column'];

/** Date, competition, home, score (a link to the match), away and half time of a past match. */
export function PastMatchCells({
  match,
  lang,
  highlight,
  half,
}: {
  match: PastMatch;
  lang: Lang;
  highlight?: number;
  /** Show the half-time score (the list has them: not the NBA). */
  half: boolean;
}) {
  const { t } = useTranslation('match');
  const home = teamName(match.home, lang);
  const away = teamName(match.away, lang);
  const mark = (id: number, name: string) => (id === highlight ? <strong>{name}</strong> : name);
  const pens =
    match.home_pen_score !== null && match.away_pen_score !== null
      ? ` (${t('h2h.penalties', { home: match.home_pen_score, away: match.away_pen_score })})`
      : '';
  return (
    <>
      <td className="md-nowrap">{match.match_date}</td>
      <td>{match[`league_short_${lang}`]}</td>
      <td className="right">{mark(match.home.id, home)}</td>
      <td>
        <Link
          className="md-nowrap"
          to={historyHref(match.id)}
          aria-label={t('header.scoreLabel', { home, away, homeScore: match.home_score, awayScore: match.away_score })}
        >
          {`${match.home_score}-${match.away_score}`}
        </Link>
        {pens}
      </td>
      <td className="left">{mark(match.away.id, away)}</td>
      {half ? (
        <td>
          {match.home_half_score !== null && match.away_half_score !== null
            ? `${match.home_half_score}-${match.away_half_score}`
            : ''}
        </td>
      ) : null}
    </>
  );
}

/** Whether a list of past matches has half-time scores to show. */
export function hasHalfScores(matches: readonly PastMatch[]): boolean {
  return matches.some((m) => m.home_half_score !== null);
}

export function PastMatchHead({ half }: { half: boolean }) {
  const { t } = useTranslation('match');
  const columns: H2hColumn[] = ['date', 'league', 'home', 'score', 'away', ...(half ? (['half'] as const) : [])];
  return (
    <>
      {columns.map((c) => (
        <th scope="col" key={c}>
          {t(`h2h.column.${c}`)}
        </th>
      ))}
    </>
  );
}
