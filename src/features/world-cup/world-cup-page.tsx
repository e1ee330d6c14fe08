import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WORLD_CUP_PATHS } from '../../../contracts/world-cup.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { BracketView } from './bracket-view.tsx';
import { GroupsView } from './groups-view.tsx';
import { MatchesView } from './matches-view.tsx';
import { ScorersView } from './scorers-view.tsx';
import { SquadsView } from './squads-view.tsx';
import { StadiumsView } from './stadiums-view.tsx';
import { TournamentSummary } from './tournament-summary.tsx';
import { viewerTimeZone } from '../../../contracts/time-zone.ts';
import { SECTIONS, seasonFromQuery, sectionFromQuery, type Section } from './world-cup-query.ts';
import './world-cup.css';

const NO_PARAMS = {};

/** `/trophy/home?season=<2022|2026>&tab=<section>&team=<FIFA code>`: the World Cups in the data. */
export function WorldCupPage() {
  const { t } = useTranslation('world-cup');
  const lang = currentLang();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [params, setParams] = useSearchParams();
  const tournaments = useQuery(apiQuery(WORLD_CUP_PATHS.tournaments, NO_PARAMS, { staleTime: STALE_MS.archive }));
  const list = tournaments.data ?? [];
  const season = seasonFromQuery(
    params.get('season'),
    list.map((w) => w.season),
  );
  const section = sectionFromQuery(params.get('tab'));
  const tournament = list.find((w) => w.season === season) ?? null;

  const select = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const view = (s: Section, edition: string) => {
    switch (s) {
      case 'groups':
        return <GroupsView season={edition} lang={lang} timeZone={timeZone} />;
      case 'bracket':
        return <BracketView season={edition} lang={lang} />;
      case 'matches':
        return <MatchesView season={edition} lang={lang} timeZone={timeZone} />;
      case 'squads':
        return (
          <SquadsView
            season={edition}
            lang={lang}
            teamCode={params.get('team')}
            onTeam={(code) => select({ team: code })}
          />
        );
      case 'stadiums':
        return <StadiumsView season={edition} lang={lang} />;
      case 'scorers':
        return <ScorersView season={edition} lang={lang} />;
    }
  };

  const edition =
    tournament === null || season === null ? null : (
      <>
        <h2 className="wc-edition-title">
          {tournament[`name_${lang}`]} {season}
        </h2>
        <TournamentSummary tournament={tournament} lang={lang} />
        <TabView
          scrollable
          pt={{ nav: { 'aria-label': t('page.sections') } }}
          activeIndex={SECTIONS.indexOf(section)}
          onTabChange={(e) => select({ tab: SECTIONS[e.index] ?? SECTIONS[0] })}
        >
          {SECTIONS.map((key) => (
            <TabPanel key={key} header={t(`tab.${key}`)}>
              {/* Keyed by edition: a view never shows the other edition's answer while loading. */}
              <div key={`${season}-${section}`}>{view(section, season)}</div>
            </TabPanel>
          ))}
        </TabView>
      </>
    );

  return (
    <section className="stack world-cup" aria-labelledby="wc-title">
      <h1 id="wc-title">{t('page.title')}</h1>
      {edition === null || season === null ? (
        tournaments.data ? (
          <p>{t('page.empty')}</p>
        ) : (
          <ApiStatus state={tournaments} />
        )
      ) : (
        <TabView
          pt={{ nav: { 'aria-label': t('page.tournaments') } }}
          activeIndex={list.findIndex((w) => w.season === season)}
          onTabChange={(e) => select({ season: list[e.index]?.season ?? season, team: null })}
        >
          {list.map((w) => (
            <TabPanel key={w.season} header={w.season}>
              {edition}
            </TabPanel>
          ))}
        </TabView>
      )}
    </section>
  );
}
