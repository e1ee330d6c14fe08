import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { levelIcon } from '../../../contracts/levels.ts';
import { numberFormat } from '../../lib/locale-format.ts';

/** Level and wealth experience: the level, a progress bar to the next one and the level table. */
export function LevelSection() {
  const { t, i18n } = useTranslation('member');
  const { data, error } = useQuery(memberQuery(REWARD_PATHS.levelInfo, {}));
  if (error) return <p className="error-text">{error.message}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const percent = Math.round(data.progress * 100);
  return (
    <section className="surface stack">
      <h2>{t('menu.level')}</h2>
      <div className="row">
        <img src={data.exp_icon} alt={t('level.level', { level: data.level })} />
        <span>{t('level.points', { points: data.points })}</span>
      </div>
      <ProgressBar value={percent} showValue={false} className="member-progress" aria-label={t('menu.level')} />
      <p className="muted">
        {data.next === null
          ? t('level.top')
          : t('level.toNext', { points: Math.round((data.next - data.points) * 10) / 10, level: data.level + 1 })}
      </p>
      <p className="muted">{t('level.rule')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('level.levelColumn')}</th>
            <th>{t('level.pointsColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {data.thresholds.map((points, i) => (
            <tr key={points} className={i + 1 === data.level ? 'current' : undefined}>
              <td>
                <img src={levelIcon(i + 1)} alt={t('level.level', { level: i + 1 })} />
              </td>
              <td>{numberFormat(i18n.language).format(points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
