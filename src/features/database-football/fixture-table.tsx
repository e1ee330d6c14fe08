import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompetitionFormat, FixtureRow } from '../../../contracts/database-football.ts';
import type { Lang } from '../../../contracts/match.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { footballHref } from './football-query.ts';
import { fixtureWhen, roundLabel, teamName } from './labels.ts';

export interface FixtureContext {
  leagueCode: string;
  season: string;
  format: CompetitionFormat;
  lang: Lang;
}

/**
 * The score of a played match as a link to its detail, else its status. `awayFirst` shows the
 * away side's goals first (a team page reads its own goals first); the link's name says it in full.
 */
export function FixtureScore({
  fixture,
  lang,
  awayFirst = false,
}: {
  fixture: FixtureRow;
  lang: Lang;
  awayFirst?: boolean;
}) {
  const { t } = useTranslation('database-football');
  if (fixture.status !== 'finished' || fixture.home_score === null || fixture.away_score === null)
    return <span className={`dbf-status dbf-status-${fixture.status}`}>{t(`status.${fixture.status}`)}</span>;
  const label = t('fixtures.scoreLabel', {
    home: teamName(fixture.home, lang),
    away: teamName(fixture.away, lang),
    homeScore: fixture.home_score,
    awayScore: fixture.away_score,
  });
  return (
    <Link to={routeHref('/score-detail', { mid: fixture.id })} aria-label={label} className="dbf-score">
      {awayFirst ? `${fixture.away_score} - ${fixture.home_score}` : `${fixture.home_score} - ${fixture.away_score}`}
    </Link>
  );
}

/** Half time, extra time and the shoot-out of a played match. */
export function FixtureNotes({ fixture }: { fixture: FixtureRow }) {
  const { t } = useTranslation('database-football');
  const notes: string[] = [];
  if (fixture.home_half_score !== null && fixture.away_half_score !== null)
    notes.push(t('fixtures.halfTime', { home: fixture.home_half_score, away: fixture.away_half_score }));
  if (fixture.extra_time) notes.push(t('fixtures.extraTime'));
  if (fixture.home_pen_score !== null && fixture.away_pen_score !== null)
    notes.push(t('fixtures.penalties', { home: fixture.home_pen_score, away: fixture.away_pen_score }));
  if (fixture.status === 'unscheduled') notes.push(t('fixtures.timeToBeConfirmed'));
  return <>{notes.join(' · ')}</>;
}

/** A round's matches: when, home, score or status, away, notes. Team names open the team page. */
export function FixtureTable({
  fixtures,
  context,
  caption,
  showRound = false,
}: {
  fixtures: readonly FixtureRow[];
  context: FixtureContext;
  caption: string;
  showRound?: boolean;
}) {
  const { t } = useTranslation('database-football');
  const { lang } = context;
  const team = (side: FixtureRow['home']) => (
    <Link to={footballHref({ league: context.leagueCode, season: context.season, team: side.id })}>
      {teamName(side, lang)}
    </Link>
  );
  return (
    <div className="dbf-scroll">
      <table className="dbf-table dbf-fixtures">
        <caption className="p-hidden-accessible">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fixtures.when')}</th>
            {showRound ? <th scope="col">{t('fixtures.round')}</th> : null}
            <th scope="col" className="right">
              {t('fixtures.home')}
            </th>
            <th scope="col">{t('fixtures.score')}</th>
            <th scope="col" className="left">
              {t('fixtures.away')}
            </th>
            <th scope="col">{t('fixtures.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map((f) => (
            <tr key={f.id} data-status={f.status}>
              <td className="dbf-when">{fixtureWhen(f, lang)}</td>
              {showRound ? <td>{roundLabel(t, f, context.format)}</td> : null}
              <td className="right">{team(f.home)}</td>
              <td className="dbf-center">
                <FixtureScore fixture={f} lang={lang} />
              </td>
              <td className="left">{team(f.away)}</td>
              <td className="muted">
                <FixtureNotes fixture={f} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
