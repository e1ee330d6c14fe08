import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { formatDate } from './world-cup-format.ts';

/** The venues as the match data names them, with what was played there. */
export function StadiumsView({ season, lang }: { season: string; lang: Lang }) {
  const { t } = useTranslation('world-cup');
  const state = useQuery(apiQuery(WORLD_CUP_PATHS.stadiums, { season }, { staleTime: STALE_MS.archive }));
  const data = state.data;
  if (!data) return <ApiStatus state={state} />;
  return (
    <table className="wc-table">
      <caption>{t('stadiums.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stadiums.column.name')}</th>
          <th scope="col">{t('stadiums.column.city')}</th>
          <th scope="col">{t('stadiums.column.matches')}</th>
          <th scope="col">{t('stadiums.column.goals')}</th>
          <th scope="col">{t('stadiums.column.dates')}</th>
          <th scope="col">{t('stadiums.column.stages')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            <td>{s.city ?? ''}</td>
            <td>{s.matches}</td>
            <td>{s.goals}</td>
            <td>
              {t('summary.dateRange', { from: formatDate(s.first_date, lang), to: formatDate(s.last_date, lang) })}
            </td>
            <td>{s.stages.map((stage) => t(`stage.${stage}`)).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
