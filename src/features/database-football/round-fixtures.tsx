import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundFixtures } from '../../../contracts/database-football.ts';
import type { Lang } from '../../../contracts/match.ts';
import { FixtureTable } from './fixture-table.tsx';
import { formatDate, roundLabel } from './labels.ts';

/** Results and fixtures of one round, with a picker over every round of the season. */
export function RoundFixturesPanel({
  fixtures,
  lang,
  onRound,
}: {
  fixtures: RoundFixtures;
  lang: Lang;
  onRound: (round: string) => void;
}) {
  const { t } = useTranslation('database-football');
  const pickerId = useId();
  const index = fixtures.rounds.findIndex((r) => r.key === fixtures.round);
  const round = fixtures.rounds[index];
  const previous = fixtures.rounds[index - 1];
  const next = fixtures.rounds[index + 1];
  const label = round ? roundLabel(t, round, fixtures.format) : fixtures.round;
  const league = fixtures[`league_name_${lang}`];
  return (
    <section className="surface" aria-label={t('fixtures.title', { league, season: fixtures.season_name })}>
      <h2>{t('fixtures.title', { league, season: fixtures.season_name })}</h2>
      <div className="row">
        <Button
          type="button"
          outlined
          size="small"
          label={t('round.previous')}
          disabled={!previous}
          onClick={() => previous && onRound(previous.key)}
        />
        <label htmlFor={pickerId}>{t('round.picker')}</label>
        <Dropdown
          inputId={pickerId}
          value={fixtures.round}
          options={fixtures.rounds.map((r) => ({
            value: r.key,
            label: `${roundLabel(t, r, fixtures.format)}${
              r.key === fixtures.current_round && r.finished < r.matches ? ` · ${t('round.current')}` : ''
            }`,
          }))}
          onChange={(e) => onRound(String(e.value))}
        />
        <Button
          type="button"
          outlined
          size="small"
          label={t('round.next')}
          disabled={!next}
          onClick={() => next && onRound(next.key)}
        />
      </div>
      {round ? (
        <p className="muted">
          {t('round.summary', {
            from: formatDate(round.first_date, lang),
            to: formatDate(round.last_date, lang),
            finished: round.finished,
            matches: round.matches,
          })}
        </p>
      ) : null}
      {fixtures.matches.length === 0 ? (
        <p>{t('fixtures.empty')}</p>
      ) : (
        <FixtureTable
          fixtures={fixtures.matches}
          caption={label}
          context={{ leagueCode: fixtures.league_code, season: fixtures.season_name, format: fixtures.format, lang }}
        />
      )}
    </section>
  );
}
