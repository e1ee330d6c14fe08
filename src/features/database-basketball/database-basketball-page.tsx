import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DATABASE_BASKETBALL_PATHS as PATHS } from '../../../contracts/database-basketball.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { DataAttribution } from './data-attribution.tsx';
import { databaseHref, readDatabaseQuery, TABS, type DatabaseQuery } from './database-query.ts';
import { LoadState } from './load-state.tsx';
import { PlayoffBracket } from './playoff-bracket.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { StandingsPanel } from './standings-panel.tsx';
import { TeamPanel } from './team-panel.tsx';
import './database-basketball.css';

function BracketPanel({ league, lang }: { league: string; lang: ReturnType<typeof currentLang> }) {
  const answer = useQuery(apiQuery(PATHS.bracket, { league }, { staleTime: STALE_MS.archive }));
  const { data } = answer;
  return data ? (
    <PlayoffBracket bracket={data} league={league} lang={lang} />
  ) : (
    <LoadState error={queryErrorText(answer)} />
  );
}

/**
 * `/base-basketball?id=nba`: the NBA database on the imported season. Tabs for standings
 * (`view=conference|division`), results by day (`tab=results&date=`) and the play-in and playoffs
 * (`tab=playoffs`); `team=<id>` opens a team's page.
 */
export function DatabaseBasketballPage() {
  const { t } = useTranslation('database-basketball');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const query = readDatabaseQuery(params);
  const { league } = query;
  const standings = useQuery(apiQuery(PATHS.standings, { league }, { staleTime: STALE_MS.archive }));
  const season = standings.data?.season;

  const go = (change: Partial<DatabaseQuery>) => {
    const next = { ...query, team: null, ...change };
    setParams(new URLSearchParams(databaseHref(next).split('?')[1]));
  };

  const panel = (
    <>
      {query.tab === 'standings' &&
        (standings.data ? (
          <StandingsPanel
            standings={standings.data}
            view={query.view}
            league={league}
            lang={lang}
            onView={(view) => go({ view })}
          />
        ) : (
          <LoadState error={queryErrorText(standings)} />
        ))}
      {query.tab === 'results' && (
        <ResultsPanel league={league} date={query.date} lang={lang} onDate={(date) => go({ date })} />
      )}
      {query.tab === 'playoffs' && <BracketPanel league={league} lang={lang} />}
    </>
  );

  return (
    <section className="stack bbdb" aria-labelledby="bbdb-title">
      <header className="spread bbdb-head">
        <h1 id="bbdb-title">
          {season
            ? t('page.title', { league: season[`league_name_${lang}`], season: season.season_name })
            : t('page.titleLoading')}
        </h1>
        {query.team !== null ? (
          <Link to={databaseHref({ league, tab: query.tab, view: query.view })}>{t('team.back')}</Link>
        ) : null}
      </header>
      {query.team !== null ? (
        <TeamPanel league={league} teamId={query.team} lang={lang} />
      ) : (
        <TabView
          pt={{ nav: { 'aria-label': t('page.sections') } }}
          activeIndex={TABS.indexOf(query.tab)}
          onTabChange={(e) => go({ tab: TABS[e.index] ?? 'standings' })}
        >
          {TABS.map((key) => (
            <TabPanel key={key} header={t(`tab.${key}`)}>
              {panel}
            </TabPanel>
          ))}
        </TabView>
      )}
      <DataAttribution />
    </section>
  );
}
