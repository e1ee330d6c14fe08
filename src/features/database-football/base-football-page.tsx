import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { TabPanel, TabView } from 'primereact/tabview';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DatabaseLeague } from '../../../contracts/database-football.ts';
import { currentLang } from '../../lib/i18n.ts';
import { queryErrorText } from '../../lib/query/api-query.ts';
import {
  chooseSeason,
  footballHref,
  readFootballQuery,
  type FootballQuery,
  type FootballTab,
} from './football-query.ts';
import { KnockoutSection, MatchesSection, StandingsSection, TeamSection } from './league-sections.tsx';
import { LoadState } from './load-state.tsx';
import { leaguesQuery } from './football-queries.ts';
import './database-football.css';

/**
 * `/base-football?id=<league>&season=<season>&tab=<standings|matches|knockout>&round=<round>`, or
 * `&team=<id>` for a team page: the five big leagues and the Champions League from the data.
 */
export function BaseFootballPage() {
  const { t } = useTranslation('database-football');
  const lang = currentLang();
  const seasonId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readFootballQuery(params);
  const answer = useQuery(leaguesQuery());
  const { data } = answer;
  const leagues = data?.leagues ?? [];
  const league: DatabaseLeague | undefined =
    leagues.find((l) => l.code === query.league || String(l.id) === query.league) ?? leagues[0];
  const season = league ? chooseSeason(league.seasons, query.season) : null;

  const go = (change: Partial<FootballQuery> & { league?: string }) => {
    if (!league) return;
    void navigate(footballHref({ league: league.code, season: season ?? undefined, tab: query.tab, ...change }));
  };
  const nameOf = (code: string) => {
    const found = leagues.find((l) => l.code === code);
    return found ? found[`name_${lang}`] : code;
  };
  const views: FootballTab[] =
    league?.format === 'cup' ? ['standings', 'matches', 'knockout'] : ['standings', 'matches'];
  const tab = views.includes(query.tab) ? query.tab : 'standings';

  return (
    <section className="stack dbf" aria-labelledby="dbf-title">
      <header className="spread">
        <h1 id="dbf-title">{t('page.title')}</h1>
        {league && season ? (
          <div className="row">
            <label htmlFor={seasonId}>{t('page.season')}</label>
            <Dropdown
              inputId={seasonId}
              value={season}
              options={league.seasons.map((s) => ({
                value: s.name,
                label: s.complete
                  ? s.name
                  : t('page.seasonPartial', { season: s.name, finished: s.finished, matches: s.matches }),
              }))}
              onChange={(e) => go({ season: String(e.value), round: null, team: query.team })}
            />
          </div>
        ) : null}
      </header>
      {!league || !season ? (
        data && leagues.length === 0 ? (
          <p>{t('page.empty')}</p>
        ) : (
          <LoadState error={queryErrorText(answer)} />
        )
      ) : (
        <>
          <TabView
            scrollable
            pt={{ nav: { 'aria-label': t('page.leagues') } }}
            activeIndex={leagues.indexOf(league)}
            onTabChange={(e) => {
              const code = leagues[e.index]?.code;
              if (code) go({ league: code, season: query.season, tab: 'standings', round: null, team: null });
            }}
          >
            {leagues.map((l) => (
              // Chinese readers know the leagues by their short names (英超, 西甲, 欧冠).
              <TabPanel key={l.code} header={lang === 'zh' ? l.short_name_zh : l[`name_${lang}`]}>
                {query.team ? (
                  <TeamSection
                    leagueId={league.id}
                    season={season}
                    lang={lang}
                    teamId={query.team}
                    leagueName={nameOf}
                  />
                ) : (
                  <TabView
                    pt={{ nav: { 'aria-label': t('page.views') } }}
                    activeIndex={views.indexOf(tab)}
                    onTabChange={(e) => go({ tab: views[e.index] ?? 'standings', round: query.round })}
                  >
                    {views.map((v) => (
                      <TabPanel key={v} header={t(`view.${v}`)}>
                        {tab === 'standings' ? (
                          <StandingsSection leagueId={league.id} season={season} lang={lang} />
                        ) : null}
                        {tab === 'matches' ? (
                          <MatchesSection
                            leagueId={league.id}
                            season={season}
                            lang={lang}
                            round={query.round}
                            onRound={(round) => go({ tab: 'matches', round })}
                          />
                        ) : null}
                        {tab === 'knockout' ? (
                          <KnockoutSection leagueId={league.id} season={season} lang={lang} />
                        ) : null}
                      </TabPanel>
                    ))}
                  </TabView>
                )}
              </TabPanel>
            ))}
          </TabView>
          <p className="muted">{t('page.source')}</p>
        </>
      )}
    </section>
  );
}
