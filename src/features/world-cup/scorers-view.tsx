import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { teamName } from './world-cup-format.ts';

/** Scorers by goals (own goals left out), penalties shown apart. */
export function ScorersView({ season, lang }: { season: string; lang: Lang }) {
  const { t } = useTranslation('world-cup');
  const state = useQuery(apiQuery(WORLD_CUP_PATHS.scorers, { season }, { staleTime: STALE_MS.archive }));
  const data = state.data;
  if (!data) return <ApiStatus state={state} />;
  return (
    <div className="wc-scorers">
      <table className="wc-table">
        <caption>{t('scorers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scorers.column.rank')}</th>
            <th scope="col">{t('scorers.column.player')}</th>
            <th scope="col">{t('scorers.column.team')}</th>
            <th scope="col">{t('scorers.column.goals')}</th>
            <th scope="col">{t('scorers.column.penalties')}</th>
            <th scope="col">{t('scorers.column.matches')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((s) => (
            <tr key={`${s.team.id}-${s.player}`}>
              <td>{s.rank}</td>
              <th scope="row">{s.player}</th>
              <td>{teamName(s.team, lang)}</td>
              <td className="wc-points">{s.goals}</td>
              <td>{s.penalties}</td>
              <td>{s.matches_scored_in}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('scorers.note')}</p>
    </div>
  );
}
