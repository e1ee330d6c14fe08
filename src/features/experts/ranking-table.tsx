import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExpertSummary } from '../../../contracts/experts.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { percent, roiText, streakText } from './expert-format.ts';

/** Experts ranked: hit rate, streak, return, settled schemes and followers; each name to the expert's page. */
export function RankingTable({ ranking, caption }: { ranking: readonly ExpertSummary[]; caption: string }) {
  const { t } = useTranslation('experts');
  if (ranking.length === 0) return <p className="muted">{t('ranking.empty')}</p>;
  return (
    <table className="expert-ranking">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ranking.rank')}</th>
          <th scope="col">{t('ranking.expert')}</th>
          <th scope="col">{t('ranking.hitRate')}</th>
          <th scope="col">{t('ranking.streak')}</th>
          <th scope="col">{t('ranking.roi')}</th>
          <th scope="col">{t('ranking.settled')}</th>
          <th scope="col">{t('ranking.followers')}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((e, i) => (
          <tr key={e.id}>
            <td>{i + 1}</td>
            <td>
              <Link to={routeHref({ name: 'specialistInfo' }, { id: e.id })}>{e.nickname}</Link>
            </td>
            <td>{percent(e.hit_rate)}</td>
            <td>{streakText(t, e.streak)}</td>
            <td>{roiText(e.roi)}</td>
            <td>{e.settled}</td>
            <td>{e.followers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
