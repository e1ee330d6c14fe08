import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../ui/open-in-new-tab.ts';
import { AGREEMENT_LINKS } from './nav-items.ts';
import { isRegisteredPath } from './page-routes.ts';

const LEAGUES: {
  key: 'premierLeague' | 'laLiga' | 'serieA' | 'bundesliga' | 'ligue1' | 'championsLeague' | 'worldCup' | 'nba';
  to: string;
}[] = [
  { key: 'premierLeague', to: leagueHref('en.1') },
  { key: 'laLiga', to: leagueHref('es.1') },
  { key: 'serieA', to: leagueHref('it.1') },
  { key: 'bundesliga', to: leagueHref('de.1') },
  { key: 'ligue1', to: leagueHref('fr.1') },
  { key: 'championsLeague', to: leagueHref('uefa.cl') },
  { key: 'worldCup', to: ROUTE_PATHS.trophyHome },
  { key: 'nba', to: ROUTE_PATHS.basketball },
];
/** A league's page in the football database (`/base-football?id=<league code>`). */
function leagueHref(code: string): string {
  return `${ROUTE_PATHS.baseFootball}?id=${encodeURIComponent(code)}`;
}

const agreements = AGREEMENT_LINKS.filter((l) => isRegisteredPath(l.to));
const STREAMING_TOOL_URL = 'https://obsproject.com/download';
const FIVETHIRTYEIGHT_URL = 'https://github.com/fivethirtyeight/data';
const OPENFOOTBALL_URL = 'https://github.com/openfootball';

// Customer service (its words and view) in a chunk of its own, fetched after the footer's first paint.
const FooterCustomerService = lazy(async () => ({
  default: (await import('./footer-customer-service.tsx')).FooterCustomerService,
}));

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-leagues">
        <h2 id="footer-leagues">{t('footer.leagues')}</h2>
        <ul>
          {LEAGUES.map((l) => (
            <li key={l.key}>
              <Link to={l.to}>{t(`footer.league.${l.key}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      {agreements.length > 0 && (
        <section aria-labelledby="footer-agreements">
          <h2 id="footer-agreements">{t('footer.agreements')}</h2>
          <ul>
            {agreements.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">{t('footer.contact')}</h2>
        <Suspense fallback={null}>
          <FooterCustomerService />
        </Suspense>
        <ul>
          <li>
            <a href={STREAMING_TOOL_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.streamingTool')}
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="footer-credits" className="footer-credits">
        <h2 id="footer-credits">{t('footer.credits.title')}</h2>
        <p>
          {t('footer.credits.nba')} <a href={FIVETHIRTYEIGHT_URL}>{FIVETHIRTYEIGHT_URL}</a>
          {t('footer.credits.nbaSource')}
        </p>
        <p>
          {t('footer.credits.football')} <a href={OPENFOOTBALL_URL}>{OPENFOOTBALL_URL}</a>
        </p>
      </section>
    </footer>
  );
}
