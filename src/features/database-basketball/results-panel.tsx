import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DATABASE_BASKETBALL_PATHS } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { dateText } from './basketball-format.ts';
import { neighbourDays } from './game-days.ts';
import { GameTable } from './game-table.tsx';
import { LoadState } from './load-state.tsx';

/** One day's results with a date picker; `date` null shows the server's default day. */
export function ResultsPanel(props: { league: string; date: string | null; lang: Lang; onDate(date: string): void }) {
  const { t } = useTranslation('database-basketball');
  const { league, date, lang, onDate } = props;
  const answer = useQuery({
    ...apiQuery(
      DATABASE_BASKETBALL_PATHS.results,
      { league, date: date ?? undefined },
      { staleTime: STALE_MS.archive },
    ),
    placeholderData: keepPreviousData,
  });
  const { data } = answer;
  // While another day loads, keep showing the last one answered.
  if (!data) return <LoadState error={queryErrorText(answer)} />;
  const { previous, next } = neighbourDays(data.dates, data.date);
  return (
    <>
      <div className="bbdb-daybar">
        <Button
          type="button"
          disabled={previous === null}
          onClick={() => previous && onDate(previous)}
          label={t('results.previous')}
        />
        <label>
          {t('results.date')}{' '}
          <InputText
            type="date"
            value={data.date}
            min={data.dates[0]}
            max={data.dates.at(-1)}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onDate(event.target.value);
            }}
          />
        </label>
        <Button type="button" disabled={next === null} onClick={() => next && onDate(next)} label={t('results.next')} />
      </div>
      {data.games.length === 0 ? (
        <p>{t('results.empty', { date: dateText(data.date, lang) })}</p>
      ) : (
        <GameTable
          caption={t('results.caption', { date: dateText(data.date, lang), count: data.games.length })}
          games={data.games}
          league={league}
          lang={lang}
        />
      )}
    </>
  );
}
