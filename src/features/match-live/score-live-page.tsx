import { MATCH_CENTRE_PATHS, timelineEventKey } from '../../../contracts/match-centre.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useLiveMatch } from '../../lib/use-live-matches.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { CommentaryLog } from './commentary-log.tsx';
import { LiveScoreboard } from './live-scoreboard.tsx';
import { LiveStats } from './live-stats.tsx';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import './match-live.css';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The live match as the engine has it now, its timeline refetched whenever an event can have happened. */
function LiveCentreBody({ id, sport, fallback }: { id: number; sport: Sport; fallback: LiveMatch }) {
  const { t } = useTranslation('match');
  const lang = currentLang();
  const { match: row, status } = useLiveMatch(sport, id);
  const timelineQuery = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id }, { staleTime: STALE_MS.live }));
  useRefetchOn(timelineQuery, timelineEventKey(row));
  const timeline = timelineQuery.data;
  // The engine's row is the freshest; the server's answer covers a match the engine does not list.
  const match = row ?? timeline?.match ?? fallback;
  return (
    <>
      <header className="spread">
        <h1>{t('page.liveTitle')}</h1>
        <FreshnessMark status={status} />
      </header>
      <LiveScoreboard match={match} lang={lang} />
      <p className="ml-note">{t('simulated.note')}</p>
      <p>
        <Link to={`/score-detail?id=${id}`}>{t('page.toDetail')}</Link>
      </p>
      <div className="ml-columns">
        {timeline ? (
          <CommentaryLog
            timeline={timeline}
            sport={sport}
            home={match[`home_team_name_${lang}`]}
            away={match[`away_team_name_${lang}`]}
          />
        ) : null}
        <LiveStats match={match} lang={lang} />
      </div>
    </>
  );
}

function LiveCentre({ id }: { id: number }) {
  const { t } = useTranslation('match');
  const answer = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id }, { staleTime: STALE_MS.live }));
  const timeline = answer.data;
  const error = queryErrorText(answer);
  if (timeline) return <LiveCentreBody id={id} sport={timeline.match.sport} fallback={timeline.match} />;
  return <p role={error ? 'alert' : 'status'}>{error ? t('page.failed', { message: error }) : t('page.loading')}</p>;
}

/** `/score-live?id=<live match id>`: score, running commentary and live statistics of one of today's matches. */
export function ScoreLivePage() {
  const { t } = useTranslation('match');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <article className="stack match-live">
      {id === null ? <p role="alert">{t('page.missing')}</p> : <LiveCentre key={id} id={id} />}
    </article>
  );
}
