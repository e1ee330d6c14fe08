import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecordLine, TeamMatch, TeamSeason } from '../../../contracts/database-football.ts';
import type { Lang } from '../../../contracts/match.ts';
import { FixtureNotes, FixtureScore } from './fixture-table.tsx';
import { FormBadges } from './form-badges.tsx';
import { footballHref } from './football-query.ts';
import { GoalsChart } from './goals-chart.tsx';
import { fixtureWhen, roundLabel, signed, teamName } from './labels.ts';

const SPLIT_COLUMNS = ['played', 'won', 'drawn', 'lost', 'goals', 'diff', 'points'] as const;

function SplitTable({ split }: { split: TeamSeason['split'] }) {
  const { t } = useTranslation('database-football');
  const lines: [keyof TeamSeason['split'], RecordLine][] = [
    ['home', split.home],
    ['away', split.away],
    ['total', split.total],
  ];
  return (
    <table className="dbf-table dbf-split">
      <caption>{t('team.split.title')}</caption>
      <thead>
        <tr>
          <td />
          {SPLIT_COLUMNS.map((c) => (
            <th scope="col" key={c}>
              <abbr title={t(`table.columnTitle.${c}`)}>{t(`table.column.${c}`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map(([key, line]) => (
          <tr key={key}>
            <th scope="row">{t(`team.split.${key}`)}</th>
            <td>{line.played}</td>
            <td>{line.won}</td>
            <td>{line.drawn}</td>
            <td>{line.lost}</td>
            <td>{`${line.goals_for}:${line.goals_against}`}</td>
            <td>{signed(line.goals_for - line.goals_against)}</td>
            <td>{line.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MatchList({
  season,
  matches,
  title,
  lang,
}: {
  season: TeamSeason;
  matches: TeamMatch[];
  title: string;
  lang: Lang;
}) {
  const { t } = useTranslation('database-football');
  return (
    <section className="surface" aria-label={title}>
      <h2>{title}</h2>
      {matches.length === 0 ? (
        <p>{t('team.none')}</p>
      ) : (
        <div className="dbf-scroll">
          <table className="dbf-table dbf-fixtures">
            <thead>
              <tr>
                <th scope="col">{t('fixtures.when')}</th>
                <th scope="col">{t('fixtures.round')}</th>
                <th scope="col">{t('team.venue')}</th>
                <th scope="col" className="left">
                  {t('team.opponent')}
                </th>
                <th scope="col">{t('fixtures.score')}</th>
                <th scope="col">{t('team.result')}</th>
                <th scope="col">{t('fixtures.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => (
                <tr key={m.id} data-status={m.status}>
                  <td className="dbf-when">{fixtureWhen(m, lang)}</td>
                  <td>{roundLabel(t, m, season.format)}</td>
                  <td>
                    <abbr title={t(`team.venueLabel.${m.venue}`)}>{t(`team.venueShort.${m.venue}`)}</abbr>
                  </td>
                  <td className="left">
                    <Link
                      to={footballHref({ league: season.league_code, season: season.season_name, team: m.opponent.id })}
                    >
                      {teamName(m.opponent, lang)}
                    </Link>
                  </td>
                  <td className="dbf-center">
                    <FixtureScore fixture={m} lang={lang} awayFirst={m.venue === 'away'} />
                  </td>
                  <td>{m.result ? <FormBadges form={[m.result]} /> : null}</td>
                  <td className="muted">
                    <FixtureNotes fixture={m} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A club's season in one competition: place, home and away record, goals chart, results and fixtures. */
export function TeamView({
  season,
  lang,
  leagueName,
}: {
  season: TeamSeason;
  lang: Lang;
  /** A competition's name by code, in the reader's language. */
  leagueName: (code: string) => string;
}) {
  const { t } = useTranslation('database-football');
  const name = teamName(season.team, lang);
  const league = season[`league_name_${lang}`];
  const standing = season.standing;
  const results = season.matches.filter((m) => m.status === 'finished');
  const fixtures = season.matches.filter((m) => m.status !== 'finished');
  return (
    <div className="dbf-team-view">
      <section className="surface" aria-labelledby="dbf-team-title">
        <p>
          <Link to={footballHref({ league: season.league_code, season: season.season_name })}>
            {t('team.back', { league, season: season.season_name })}
          </Link>
        </p>
        <h2 id="dbf-team-title">{t('team.title', { team: name, league, season: season.season_name })}</h2>
        {standing ? (
          <p>
            {t('team.place', { position: standing.position, points: standing.points })}
            {standing.zone ? ` · ${t(`zone.${standing.zone}`)}` : ''}
          </p>
        ) : null}
        {standing && standing.form.length > 0 ? (
          <p>
            {t('team.form')} <FormBadges form={standing.form} />
          </p>
        ) : null}
        {season.other_seasons.length > 0 ? (
          <nav aria-label={t('team.other')}>
            {t('team.other')}:{' '}
            {season.other_seasons.map((o, i) => (
              <span key={`${o.league_code}-${o.season_name}`}>
                {i > 0 ? ' · ' : ''}
                <Link to={footballHref({ league: o.league_code, season: o.season_name, team: season.team.id })}>
                  {t('team.otherSeason', { league: leagueName(o.league_code), season: o.season_name })}
                </Link>
              </span>
            ))}
          </nav>
        ) : null}
      </section>
      <div className="dbf-columns">
        <section className="surface" aria-label={t('team.split.title')}>
          <SplitTable split={season.split} />
        </section>
        <section className="surface" aria-label={t('chart.title')}>
          <h2>{t('chart.title')}</h2>
          <GoalsChart rounds={season.goals_by_round} format={season.format} />
        </section>
      </div>
      <MatchList season={season} matches={results} title={t('team.results')} lang={lang} />
      <MatchList season={season} matches={fixtures} title={t('team.fixtures')} lang={lang} />
    </div>
  );
}
