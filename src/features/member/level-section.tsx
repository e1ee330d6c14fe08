import { useTranslation } from 'react-i18next';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { levelIcon } from '../../../contracts/levels.ts';
import type { LevelInfo } from '../../../contracts/member.ts';
import { useMemberCall } from './use-member-call.ts';

/** Level and wealth experience: the level, a progress bar to the next one and the level table. */
export function LevelSection() {
  const { t } = useTranslation('member');
  const { data, error } = useMemberCall<LevelInfo>(REWARD_PATHS.levelInfo, {});
  if (error) return <p className="member-error">{error}</p>;
  if (!data) return <p className="member-hint">{t('loading')}</p>;
  const percent = Math.round(data.progress * 100);
  return (
    <section className="member-form">
      <h2>{t('menu.level')}</h2>
      <div className="member-level-head">
        <img src={data.exp_icon} alt={t('level.level', { level: data.level })} />
        <span>{t('level.points', { points: data.points })}</span>
      </div>
      <div
        className="member-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('menu.level')}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
      <p className="member-hint">
        {data.next === null
          ? t('level.top')
          : t('level.toNext', { points: Math.round((data.next - data.points) * 10) / 10, level: data.level + 1 })}
      </p>
      <p className="member-hint">{t('level.rule')}</p>
      <table className="member-table">
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
              <td>{points.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
