import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WORLD_CUP_PATHS, type WorldCupTournament } from '../../../contracts/world-cup.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { TabStrip } from '../../ui/tab-strip.tsx';
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

const EDITION_PANEL = 'wc-edition';
const SECTION_PANEL = 'wc-section';
const NO_PARAMS = {};

/** `/trophy/home?season=<2022|2026>&tab=<section>&team=<FIFA code>`: the World Cups in the data. */
export function WorldCupPage() {
  const { t } = useTranslation('world-cup');
  const lang = currentLang();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [params, setParams] = useSearchParams();
  const tournaments = useApi<WorldCupTournament[]>(WORLD_CUP_PATHS.tournaments, NO_PARAMS);
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

  return (
    <section className="world-cup" aria-labelledby="wc-title">
      <header className="wc-head">
        <h1 id="wc-title">{t('page.title')}</h1>
        {list.length > 0 && season !== null && (
          <TabStrip
            label={t('page.tournaments')}
            idPrefix="wc-season"
            items={list.map((w) => ({ key: w.season, label: w.season }))}
            selected={season}
            onSelect={(key) => select({ season: key, team: null })}
            controls={EDITION_PANEL}
            className="wc-tabs wc-seasons"
          />
        )}
      </header>
      {tournament === null || season === null ? (
        tournaments.data ? (
          <p>{t('page.empty')}</p>
        ) : (
          <ApiStatus state={tournaments} />
        )
      ) : (
        <div role="tabpanel" id={EDITION_PANEL} aria-labelledby={`wc-season-${season}`}>
          <h2 className="wc-edition-title">
            {tournament[`name_${lang}`]} {season}
          </h2>
          <TournamentSummary tournament={tournament} lang={lang} />
          <TabStrip
            label={t('page.sections')}
            idPrefix="wc-tab"
            items={SECTIONS.map((key) => ({ key, label: t(`tab.${key}`) }))}
            selected={section}
            onSelect={(key) => select({ tab: key })}
            controls={SECTION_PANEL}
            className="wc-tabs wc-sections"
          />
          <div role="tabpanel" id={SECTION_PANEL} aria-labelledby={`wc-tab-${section}`} className="wc-panel">
            {/* Keyed by edition: a view never shows the other edition's answer while loading. */}
            <div key={`${season}-${section}`}>{view(section, season)}</div>
          </div>
        </div>
      )}
    </section>
  );
}
