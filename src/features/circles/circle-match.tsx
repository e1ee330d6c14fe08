import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CircleFixture, CircleInfo, CircleMatch } from '../../../contracts/circles.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { NEWS_PATHS } from '../../../contracts/news.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatCalendarDay } from '../../lib/locale-format.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { useLiveMatch } from '../../lib/use-live-matches.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { circleName } from './circle-query.ts';

/** Latest news a circle shows. */
const NEWS_SHOWN = 5;

function phaseKey(status: string): 'detail.live' | 'detail.next' | 'detail.last' {
  if (status === 'live' || status === 'halftime') return 'detail.live';
  return status === 'finished' ? 'detail.last' : 'detail.next';
}

/** Today's match of the club, live: the engine's row (one socket for the browser) wins over the server's answer. */
function LiveMatchCard({ fallback }: { fallback: LiveMatch }) {
  const { t } = useTranslation('circles');
  const lang = currentLang();
  const match = useLiveMatch(fallback.sport, fallback.id, false).match ?? fallback;
  const started = match.status !== 'notstarted' && match.status !== 'postponed' && match.status !== 'cancelled';
  return (
    <section className="surface stack circle-match" aria-label={t(phaseKey(match.status))}>
      <h2>{t(phaseKey(match.status))}</h2>
      <p className="muted">{match[`short_name_${lang}`]}</p>
      <div className="circle-match-teams">
        <span>{match[`home_team_name_${lang}`]}</span>
        <strong data-testid="circle-match-score">
          {started ? t('detail.score', { home: match.home_score, away: match.away_score }) : t('detail.vs')}
        </strong>
        <span>{match[`away_team_name_${lang}`]}</span>
      </div>
      <p className={match.status === 'live' ? 'error-text' : 'muted'}>
        {match.status === 'live' ? match.match_str : t(`detail.status.${match.status}`)}
      </p>
      <Link to={routeHref({ name: 'scoreLive' }, { id: match.id })}>{t('detail.follow')}</Link>
    </section>
  );
}

/** The club's next fixture, or last result, from the data (no feed match today). */
function FixtureCard({ fixture }: { fixture: CircleFixture }) {
  const { t } = useTranslation('circles');
  const lang = currentLang();
  const played = fixture.status === 'finished' && fixture.home_score !== null && fixture.away_score !== null;
  return (
    <section className="surface stack circle-match" aria-label={t(phaseKey(fixture.status))}>
      <h2>{t(phaseKey(fixture.status))}</h2>
      <p className="muted">
        {circleName(fixture.league, lang)} · {formatCalendarDay(fixture.date, lang, 'date')}
      </p>
      <div className="circle-match-teams">
        <span>{circleName(fixture.home, lang)}</span>
        <strong>
          {played ? t('detail.score', { home: fixture.home_score, away: fixture.away_score }) : t('detail.vs')}
        </strong>
        <span>{circleName(fixture.away, lang)}</span>
      </div>
      <Link to={routeHref({ name: 'scoreDetail' }, { mid: fixture.id })}>{t('detail.follow')}</Link>
    </section>
  );
}

export function CircleMatchCard({ match }: { match: CircleMatch }) {
  const { t } = useTranslation('circles');
  if (match.live) return <LiveMatchCard key={match.live.id} fallback={match.live} />;
  if (match.fixture) return <FixtureCard fixture={match.fixture} />;
  return (
    <section className="surface circle-match" aria-label={t('detail.match')}>
      <p className="muted">{t('detail.noMatch')}</p>
    </section>
  );
}

/** The circle's latest news: its team's match reports, or its league's (the news module's list). */
export function CircleNews({ news }: { news: NonNullable<CircleInfo['news']> }) {
  const { t } = useTranslation('circles');
  const lang = currentLang();
  const list = useQuery(
    apiQuery(
      NEWS_PATHS.list,
      { category: news.category, team: news.team, page: 1, page_size: NEWS_SHOWN, lang },
      { staleTime: STALE_MS.standard },
    ),
  );
  return (
    <section className="surface stack" aria-label={t('detail.news')}>
      <h2>{t('detail.news')}</h2>
      {list.data && list.data.list.length === 0 ? <p className="muted">{t('detail.noNews')}</p> : null}
      {list.error && !list.data ? <p role="alert">{t('list.failed', { message: list.error.message })}</p> : null}
      <ul className="stack circle-news">
        {list.data?.list.map((item) => (
          <li key={item.id}>
            <Link to={routeHref({ name: 'detail' }, { id: item.id })}>{item.headline}</Link>
            <p className="muted">{formatCalendarDay(item.date, lang, 'date')}</p>
          </li>
        ))}
      </ul>
      <Link to={routeHref({ name: 'news' }, news.team === undefined ? { category: news.category } : {})}>
        {t('detail.allNews')}
      </Link>
    </section>
  );
}
