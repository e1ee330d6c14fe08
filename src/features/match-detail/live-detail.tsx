import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useLiveMatch } from '../../lib/use-live-matches.ts';
import { FollowStar } from '../../ui/follow-star.tsx';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { EventTimeline } from './event-timeline.tsx';
import { HeadToHeadPanel, RecentForm } from './head-to-head.tsx';
import { LeagueTable } from './league-table.tsx';
import { LiveCharts } from './live-charts.tsx';
import { MatchHeader } from './match-header.tsx';
import { CollectMatchButton } from '../../ui/collect-match-button.tsx';
import { matchForesightHref } from '../../ui/match-link.ts';
import { MATCH_CENTRE_PATHS, timelineEventKey } from '../../../contracts/match-centre.ts';
import { OddsDetail } from './odds-detail.tsx';
import { TeamStats } from './team-stats.tsx';
import { WatchLinks } from './watch-links.tsx';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';

/** Odds move every few seconds in play: fetched again this often while the match is on and the tab visible. */
const ODDS_REFRESH_MS = 5_000;

/** A counter that goes up every `ms` while `active` and the page is visible. */
function useTicker(ms: number, active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
    }, ms);
    return () => clearInterval(timer);
  }, [ms, active]);
  return tick;
}

function LiveDetailBody({ id, sport, fallback }: { id: number; sport: Sport; fallback: LiveMatch }) {
  const { t } = useTranslation('match');
  const lang = currentLang();
  const { match: row, status } = useLiveMatch(sport, id);
  const timelineQuery = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id }, { staleTime: STALE_MS.live }));
  // Football's win probability and momentum gain a point every match minute.
  useRefetchOn(timelineQuery, `${timelineEventKey(row)}|${sport === 'football' ? (row?.minute ?? '') : ''}`);
  const timeline = timelineQuery.data;
  const match = row ?? timeline?.match ?? fallback;
  const inPlay = match.status === 'live' || match.status === 'halftime';
  const oddsTick = useTicker(ODDS_REFRESH_MS, inPlay);
  const oddsQuery = useQuery(apiQuery(MATCH_CENTRE_PATHS.odds, { id }, { staleTime: STALE_MS.live }));
  useRefetchOn(oddsQuery, `${oddsTick}|${timelineEventKey(row)}`);
  const odds = oddsQuery.data;
  const teams = { home_team_id: match.home_team_id, away_team_id: match.away_team_id };
  const { data: h2h } = useQuery(apiQuery(MATCH_CENTRE_PATHS.h2h, teams));
  const { data: table } = useQuery(apiQuery(MATCH_CENTRE_PATHS.seasonTable, { league: match.league_id }));
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  const pastHalf = match.period >= 2 || match.status === 'halftime' || match.status === 'finished';
  return (
    <>
      <header className="spread">
        <h1 className="md-title">{t('page.detailTitle')}</h1>
        <span className="spread">
          <CollectMatchButton matchId={id} source="live" />
          <FollowStar match={match} />
          <FreshnessMark status={status} />
        </span>
      </header>
      <MatchHeader
        model={{
          league: match[`short_name_${lang}`],
          home,
          away,
          homeScore: started ? match.home_score : null,
          awayScore: started ? match.away_score : null,
          status: match.status === 'live' ? match.match_str : t(`status.${match.status}`),
          live: match.status === 'live',
          lines:
            sport === 'football' && pastHalf
              ? [t('header.halfTime', { home: match.home_half_score, away: match.away_half_score })]
              : [],
        }}
      />
      <p className="muted">{t('simulated.note')}</p>
      <p className="spread">
        <Link to={`/score-live?id=${id}`}>{t('page.toLive')}</Link>
        {sport !== 'esports' && <Link to={matchForesightHref(id, sport)}>{t('page.toForesight')}</Link>}
      </p>
      <WatchLinks matchId={id} />
      <div className="md-columns">
        {timeline ? <EventTimeline timeline={timeline} home={home} away={away} /> : null}
        <TeamStats match={match} timeline={timeline ?? null} lang={lang} />
      </div>
      {timeline?.analysis ? <LiveCharts analysis={timeline.analysis} home={home} away={away} lang={lang} /> : null}
      {odds && sport !== 'esports' ? <OddsDetail odds={odds} lang={lang} /> : null}
      {h2h ? <HeadToHeadPanel h2h={h2h} lang={lang} sport={sport} /> : null}
      {h2h ? <RecentForm h2h={h2h} lang={lang} before={false} /> : null}
      {table ? <LeagueTable table={table} teamIds={[match.home_team_id, match.away_team_id]} lang={lang} /> : null}
    </>
  );
}

/** `/score-detail?id=<live id>`: one of today's matches, live, with the real history of its teams. */
export function LiveDetail({ id }: { id: number }) {
  const { t } = useTranslation('match');
  const answer = useQuery(apiQuery(MATCH_CENTRE_PATHS.timeline, { id }, { staleTime: STALE_MS.live }));
  const { data } = answer;
  const error = queryErrorText(answer);
  if (data) return <LiveDetailBody id={id} sport={data.match.sport} fallback={data.match} />;
  return <p role={error ? 'alert' : 'status'}>{error ? t('page.failed', { message: error }) : t('page.loading')}</p>;
}
