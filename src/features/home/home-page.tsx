import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../lib/i18n.ts';
import { useLiveMatches } from '../../lib/use-live-matches.ts';
import { BannerStrip } from '../../ui/banner-strip.tsx';
import { HomeNews } from './home-news.tsx';
import { HomeRooms } from './home-rooms.tsx';
import { freshHotList, liveNow, upcomingToday } from './home-lists.ts';
import { MatchLine } from './match-line.tsx';
import { SportBlock, type HomeSport } from './sport-block.tsx';
import { useHotMatches } from './use-hot-matches.ts';
import './home.css';

const SPORTS: HomeSport[] = ['football', 'basketball'];

/**
 * Home: scores first, nothing above them: live now, then the banners, hot matches and today's
 * upcoming, by sport.
 */
export function HomePage() {
  const { t } = useTranslation(['common', 'home']);
  const lang = currentLang();
  const football = useLiveMatches('football');
  const basketball = useLiveMatches('basketball');
  const hot = useHotMatches();
  const bySport = { football, basketball };
  const hotList = useMemo(
    () => (hot === null ? null : freshHotList(hot, [...(football.matches ?? []), ...(basketball.matches ?? [])])),
    [hot, football.matches, basketball.matches],
  );
  return (
    <div className="stack home">
      <h1 className="p-hidden-accessible">{t('route.main')}</h1>
      <section className="home-section" aria-labelledby="home-live">
        <h2 id="home-live">{t('home:live')}</h2>
        <div className="home-columns">
          {SPORTS.map((sport) => (
            <SportBlock
              key={sport}
              sport={sport}
              lang={lang}
              status={bySport[sport].status}
              matches={bySport[sport].matches && liveNow(bySport[sport].matches)}
              emptyKey="noLive"
            />
          ))}
        </div>
      </section>
      <BannerStrip position="home" />
      <section className="surface" aria-labelledby="home-hot">
        <h2 id="home-hot">{t('home:hot')}</h2>
        {hotList === null ? (
          <p>{t('error.loading')}</p>
        ) : hotList.length === 0 ? (
          <p className="muted">{t('home:noHot')}</p>
        ) : (
          <ol className="match-lines">
            {hotList.map((m) => (
              <MatchLine key={m.id} match={m} lang={lang} />
            ))}
          </ol>
        )}
      </section>
      <HomeRooms />
      <section className="home-section" aria-labelledby="home-upcoming">
        <h2 id="home-upcoming">{t('home:upcoming')}</h2>
        <div className="home-columns">
          {SPORTS.map((sport) => (
            <SportBlock
              key={sport}
              sport={sport}
              lang={lang}
              status={bySport[sport].status}
              matches={bySport[sport].matches && upcomingToday(bySport[sport].matches)}
              emptyKey="noUpcoming"
            />
          ))}
        </div>
      </section>
      <HomeNews />
    </div>
  );
}
