import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MATCH_CENTRE_PATHS } from '../../../contracts/match-centre.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { useLiveMatch } from '../../lib/use-live-matches.ts';
import { FollowStar } from '../../ui/follow-star.tsx';

function MatchCardBody({ match }: { match: LiveMatch }) {
  const { t } = useTranslation('live-room');
  const lang = currentLang();
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  return (
    <section className="surface lr-match" aria-label={t('match.title')}>
      <div className="spread">
        <h2>{t('match.title')}</h2>
        <FollowStar match={match} />
      </div>
      <p className="muted">{match[`short_name_${lang}`]}</p>
      <div className="lr-match-teams">
        <span>{home}</span>
        <strong data-testid="room-match-score">
          {started ? t('match.score', { home: match.home_score, away: match.away_score }) : t('match.vs')}
        </strong>
        <span>{away}</span>
      </div>
      <p className={match.status === 'live' ? 'error-text' : 'muted'}>
        {match.status === 'live' ? match.match_str : t(`match.status.${match.status}`)}
      </p>
      <Link to={`/score-live?id=${match.id}`}>{t('match.follow')}</Link>
    </section>
  );
}

/** The engine's row wins (live patches); the server's answer covers a match the engine does not list. */
function EngineMatch({ fallback }: { fallback: LiveMatch }) {
  const { match } = useLiveMatch(fallback.sport, fallback.id, false);
  return <MatchCardBody match={match ?? fallback} />;
}

/** The match the broadcast covers: score, clock and status, live from the engine. */
export function MatchCard({ matchId }: { matchId: number }) {
  const { data } = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id: matchId }));
  return data ? <EngineMatch key={matchId} fallback={data.match} /> : null;
}

function CoveredRow({ fallback }: { fallback: LiveMatch }) {
  const { t } = useTranslation('live-room');
  const match = useLiveMatch(fallback.sport, fallback.id, false).match ?? fallback;
  const lang = currentLang();
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  return (
    <li className="lr-covered-row">
      <Link to={`/score-live?id=${match.id}`}>
        {t('covered.row', {
          home: match[`home_team_name_${lang}`],
          away: match[`away_team_name_${lang}`],
          score: started ? t('match.score', { home: match.home_score, away: match.away_score }) : t('match.vs'),
        })}
      </Link>
      <span className="muted">{match.status === 'live' ? match.match_str : t(`match.status.${match.status}`)}</span>
    </li>
  );
}

function CoveredMatch({ matchId }: { matchId: number }) {
  const { data } = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id: matchId }));
  return data ? <CoveredRow fallback={data.match} /> : null;
}

/** The other matches the broadcast covers (`Live/setLiveList`), in the anchor's order, live from the engine. */
export function CoveredMatches({ matchIds }: { matchIds: readonly number[] }) {
  const { t } = useTranslation('live-room');
  if (matchIds.length === 0) return null;
  return (
    <section className="surface" aria-label={t('covered.title')}>
      <h2>{t('covered.title')}</h2>
      <ul className="lr-covered">
        {matchIds.map((id) => (
          <CoveredMatch key={id} matchId={id} />
        ))}
      </ul>
    </section>
  );
}
