import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../contracts/match.ts';
import { formatKickoff } from './kickoff-format.ts';
import type { ScheduleLeague, ScheduleMatch } from '../../../contracts/schedule.ts';

const hasStarted = (m: ScheduleMatch) =>
  m.status !== 'notstarted' && m.status !== 'postponed' && m.status !== 'cancelled';
const inPlay = (m: ScheduleMatch) => m.status === 'live' || m.status === 'halftime';

function Status({ match }: { match: ScheduleMatch }) {
  const { t } = useTranslation('schedule');
  if (match.status === 'live') return <span className="is-live">{match.match_str || t('status.live')}</span>;
  if (match.status === 'halftime') return <span className="is-live">{t('status.halftime')}</span>;
  return <span>{t(`status.${match.status}`)}</span>;
}

// Memoised, as the table: a batch of the engine's gives new objects only to the rows it changed.
const MatchRow = memo(function MatchRow({
  match,
  football,
  timeZone,
  lang,
}: {
  match: ScheduleMatch;
  football: boolean;
  timeZone: string;
  lang: Lang;
}) {
  const { t } = useTranslation('schedule');
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const started = hasStarted(match);
  return (
    <tr data-match-id={match.id} className={inPlay(match) ? 'is-playing' : undefined}>
      <td className="c-time">
        <time dateTime={new Date(match.match_time * 1000).toISOString()}>
          {formatKickoff(match.match_time, timeZone, lang)}
        </time>
      </td>
      <td className="c-status">
        <Status match={match} />
      </td>
      <td className="c-home">{home}</td>
      <td
        className="c-score"
        aria-label={
          started
            ? t('list.scoreLabel', { home, away, homeScore: match.home_score, awayScore: match.away_score })
            : undefined
        }
      >
        {started ? `${match.home_score} - ${match.away_score}` : '-'}
      </td>
      <td className="c-away">{away}</td>
      {football && (
        <td className="c-half">
          {match.status === 'finished' || match.status === 'halftime'
            ? `${match.home_half_score}-${match.away_half_score}`
            : ''}
        </td>
      )}
      <td className="c-detail">
        {match.live && (
          <Link to={`/score-detail?id=${match.id}`} aria-label={t('list.detailLabel', { home, away })}>
            {t('list.detail')}
          </Link>
        )}
      </td>
    </tr>
  );
});

/**
 * One league's matches of the day, kick-off order, times in the viewer's zone. Memoised: a league
 * none of whose live rows changed keeps its object (withLiveScores) and does not render again.
 */
export const LeagueTable = memo(function LeagueTable({
  league,
  timeZone,
  lang,
}: {
  league: ScheduleLeague;
  timeZone: string;
  lang: Lang;
}) {
  const { t } = useTranslation('schedule');
  const headingId = useId();
  const football = league.sport === 'football';
  const columns = [
    'time',
    'status',
    'home',
    'score',
    'away',
    ...(football ? (['half'] as const) : []),
    'detail',
  ] as const;
  return (
    <section className="schedule-league" aria-labelledby={headingId}>
      <h3 id={headingId}>{league[`short_name_${lang}`]}</h3>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c} className={`c-${c}`}>
                {t(`list.column.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {league.matches.map((m) => (
            <MatchRow key={m.id} match={m} football={football} timeZone={timeZone} lang={lang} />
          ))}
        </tbody>
      </table>
    </section>
  );
});
