import { useTranslation } from 'react-i18next';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';

/** Score, clock and status of a live match, in the reader's language. */
export function LiveScoreboard({ match, lang }: { match: LiveMatch; lang: Lang }) {
  const { t } = useTranslation('match');
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  const clock = match.status === 'live' ? match.match_str : t(`status.${match.status}`);
  return (
    <section className="surface scoreboard" aria-label={t('header.label')}>
      <p>{match[`short_name_${lang}`]}</p>
      <div className="scoreboard-teams">
        <span className="c-home">{home}</span>
        <span
          className="scoreboard-score"
          role="status"
          aria-label={t('header.scoreLabel', { home, away, homeScore: match.home_score, awayScore: match.away_score })}
        >
          {started ? `${match.home_score} - ${match.away_score}` : '-'}
        </span>
        <span>{away}</span>
      </div>
      <p className={match.status === 'live' ? 'error-text' : 'muted'}>{clock}</p>
      {match.sport === 'football' &&
      (match.period >= 2 || match.status === 'halftime' || match.status === 'finished') ? (
        <p className="muted">{t('header.halfTime', { home: match.home_half_score, away: match.away_half_score })}</p>
      ) : null}
    </section>
  );
}
