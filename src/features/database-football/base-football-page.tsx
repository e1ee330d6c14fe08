import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DatabaseLeague } from '../../../contracts/database-football.ts';
import { currentLang } from '../../lib/i18n.ts';
import { TabStrip } from '../../ui/tab-strip.tsx';
import {
  chooseSeason,
  footballHref,
  readFootballQuery,
  type FootballQuery,
  type FootballTab,
} from './football-query.ts';
import { KnockoutSection, MatchesSection, StandingsSection, TeamSection } from './league-sections.tsx';
import { LoadState } from './load-state.tsx';
import { useLeagues } from './use-football-data.ts';
import './database-football.css';

const LEAGUE_PANEL = 'dbf-league-panel';
const VIEW_PANEL = 'dbf-view-panel';

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
  const { data, error } = useLeagues();
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
    <section className="dbf" aria-labelledby="dbf-title">
      <header className="dbf-head">
        <h1 id="dbf-title">{t('page.title')}</h1>
        {league && season ? (
          <div className="dbf-season">
            <label htmlFor={seasonId}>{t('page.season')}</label>
            <select
              id={seasonId}
              value={season}
              onChange={(e) => go({ season: e.target.value, round: null, team: query.team })}
            >
              {league.seasons.map((s) => (
                <option key={s.id} value={s.name}>
                  {s.complete
                    ? s.name
                    : t('page.seasonPartial', { season: s.name, finished: s.finished, matches: s.matches })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </header>
      {!league || !season ? (
        data && leagues.length === 0 ? (
          <p>{t('page.empty')}</p>
        ) : (
          <LoadState error={error} />
        )
      ) : (
        <>
          <TabStrip
            label={t('page.leagues')}
            idPrefix="dbf-league"
            // Chinese readers know the leagues by their short names (英超, 西甲, 欧冠).
            items={leagues.map((l) => ({ key: l.code, label: lang === 'zh' ? l.short_name_zh : l[`name_${lang}`] }))}
            selected={league.code}
            onSelect={(code) => go({ league: code, season: query.season, tab: 'standings', round: null, team: null })}
            controls={LEAGUE_PANEL}
            className="dbf-tabs dbf-leagues"
          />
          <div role="tabpanel" id={LEAGUE_PANEL} aria-labelledby={`dbf-league-${league.code}`} className="dbf-body">
            {query.team ? (
              <TeamSection leagueId={league.id} season={season} lang={lang} teamId={query.team} leagueName={nameOf} />
            ) : (
              <>
                <TabStrip
                  label={t('page.views')}
                  idPrefix="dbf-view"
                  items={views.map((v) => ({ key: v, label: t(`view.${v}`) }))}
                  selected={tab}
                  onSelect={(v) => go({ tab: v, round: query.round })}
                  controls={VIEW_PANEL}
                  className="dbf-tabs dbf-views"
                />
                <div role="tabpanel" id={VIEW_PANEL} aria-labelledby={`dbf-view-${tab}`}>
                  {tab === 'standings' ? <StandingsSection leagueId={league.id} season={season} lang={lang} /> : null}
                  {tab === 'matches' ? (
                    <MatchesSection
                      leagueId={league.id}
                      season={season}
                      lang={lang}
                      round={query.round}
                      onRound={(round) => go({ tab: 'matches', round })}
                    />
                  ) : null}
                  {tab === 'knockout' ? <KnockoutSection leagueId={league.id} season={season} lang={lang} /> : null}
                </div>
              </>
            )}
          </div>
          <p className="dbf-muted dbf-source">{t('page.source')}</p>
        </>
      )}
    </section>
  );
}
