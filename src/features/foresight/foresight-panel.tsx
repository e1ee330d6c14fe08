import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FORESIGHT_PATHS, type ForesightDetail, type TeamForesight } from '../../../contracts/foresight.ts';
import type { PastMatch, TeamNames } from '../../../contracts/match-centre.ts';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { resultTagClass } from '../../ui/result-tag.ts';
import { ExpertSchemes } from './expert-schemes.tsx';
import { GoalTrends, TablePlaces } from './figure-tables.tsx';
import { OddsMovementSection } from './odds-movement.tsx';

const nameOf = (team: TeamNames, lang: Lang) => team[`name_${lang}`];

/** One past match as a row: date, the two sides, the score. */
function PastRow({ match, lang, children }: { match: PastMatch; lang: Lang; children?: React.ReactNode }) {
  return (
    <tr>
      <td className="fs-nowrap">{match.match_date}</td>
      <td>
        {nameOf(match.home, lang)} – {nameOf(match.away, lang)}
      </td>
      <td className="fs-nowrap">
        {match.home_score}-{match.away_score}
      </td>
      {children}
    </tr>
  );
}

function TeamForm({
  team,
  figures,
  lang,
  draws,
}: {
  team: string;
  figures: TeamForesight;
  lang: Lang;
  draws: boolean;
}) {
  const { t } = useTranslation('foresight');
  const tally = (f: TeamForesight['last5']) =>
    draws ? t('form.tally', { ...f }) : t('form.tallyNoDraw', { won: f.won, lost: f.lost });
  if (figures.form.length === 0) {
    return (
      <div>
        <h4>{t('form.team', { team })}</h4>
        <p>{t('form.empty')}</p>
      </div>
    );
  }
  return (
    // A narrow column scrolls sideways: a keyboard reaches it too (WCAG 2.1.1).
    <div role="region" aria-label={t('form.team', { team })} tabIndex={0}>
      <h4>{t('form.team', { team })}</h4>
      <p>
        {t('form.last5')}:{' '}
        <span className="result-form" aria-hidden="true">
          {figures.last5.results.map((r, i) => (
            <span key={i} className={resultTagClass(r)}>
              {t(`form.result.${r}`)}
            </span>
          ))}
        </span>{' '}
        {tally(figures.last5)} · {t('form.last10')}: {tally(figures.last10)}
      </p>
      <table className="fs-small" aria-label={t('form.team', { team })}>
        <thead>
          <tr>
            <th scope="col">{t('form.column.date')}</th>
            <th scope="col">{t('form.column.match')}</th>
            <th scope="col">{t('form.column.score')}</th>
            <th scope="col">{t('form.column.result')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.form.map((m) => (
            <PastRow key={m.id} match={m} lang={lang}>
              <td>
                <span className={resultTagClass(m.result)}>{t(`form.resultLabel.${m.result}`)}</span>
              </td>
            </PastRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeadToHeadSection({
  detail,
  lang,
  home,
  away,
}: {
  detail: ForesightDetail;
  lang: Lang;
  home: string;
  away: string;
}) {
  const { t } = useTranslation('foresight');
  const s = detail.h2h.summary;
  const args = {
    played: s.played,
    home,
    away,
    homeWins: s.home_wins,
    draws: s.draws,
    awayWins: s.away_wins,
    homeGoals: s.home_goals,
    awayGoals: s.away_goals,
  };
  return (
    <section className="surface" aria-labelledby={`fs-h2h-${detail.match.id}`}>
      <h3 id={`fs-h2h-${detail.match.id}`}>{t('h2h.title')}</h3>
      {s.played === 0 ? (
        <p>{t('h2h.empty')}</p>
      ) : (
        <>
          <p>{detail.match.sport === 'basketball' ? t('h2h.summaryPoints', args) : t('h2h.summary', args)}</p>
          <table className="fs-small" aria-labelledby={`fs-h2h-${detail.match.id}`}>
            <thead>
              <tr>
                <th scope="col">{t('form.column.date')}</th>
                <th scope="col">{t('form.column.match')}</th>
                <th scope="col">{t('form.column.score')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.h2h.meetings.map((m) => (
                <PastRow key={m.id} match={m} lang={lang} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Figures({ detail, lang }: { detail: ForesightDetail; lang: Lang }) {
  const { t } = useTranslation('foresight');
  const id = detail.match.id;
  const home = detail.match[`home_team_name_${lang}`];
  const away = detail.match[`away_team_name_${lang}`];
  const draws = detail.match.sport === 'football';
  return (
    <>
      <section className="surface" aria-labelledby={`fs-form-${id}`}>
        <h3 id={`fs-form-${id}`}>{t('form.title')}</h3>
        <div className="fs-columns">
          <TeamForm team={home} figures={detail.home} lang={lang} draws={draws} />
          <TeamForm team={away} figures={detail.away} lang={lang} draws={draws} />
        </div>
      </section>
      <HeadToHeadSection detail={detail} lang={lang} home={home} away={away} />
      <TablePlaces detail={detail} lang={lang} />
      <GoalTrends detail={detail} home={home} away={away} />
      <OddsMovementSection detail={detail} />
      <ExpertSchemes schemes={detail.schemes ?? []} />
    </>
  );
}

/** The figures of one of today's matches, under its row; scrolled into view when it opens. */
export function ForesightPanel({ match, lang }: { match: LiveMatch; lang: Lang }) {
  const { t } = useTranslation('foresight');
  const ref = useRef<HTMLElement>(null);
  const answer = useQuery(apiQuery(FORESIGHT_PATHS.match, { id: match.id }, { staleTime: STALE_MS.live }));
  const error = queryErrorText(answer);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const home = match[`home_team_name_${lang}`];
  const away = match[`away_team_name_${lang}`];
  return (
    <section ref={ref} id={`fs-panel-${match.id}`} className="fs-panel stack" aria-labelledby={`fs-title-${match.id}`}>
      <header className="spread">
        <h2 id={`fs-title-${match.id}`}>{t('panel.title', { home, away })}</h2>
        <Link to={matchDetailHref(match.id)}>{t('panel.toMatchCentre')}</Link>
      </header>
      {answer.data ? (
        <Figures detail={answer.data} lang={lang} />
      ) : (
        <p role={error ? 'alert' : 'status'}>{error ? t('panel.failed', { message: error }) : t('panel.loading')}</p>
      )}
    </section>
  );
}
