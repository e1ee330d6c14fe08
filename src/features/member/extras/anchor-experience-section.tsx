import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANCHOR_POINTS_PER_LIVE_MINUTE } from '../../../../contracts/levels.ts';
import { MEMBER_EXTRA_PATHS } from '../../../../contracts/member-extras.ts';
import { formatCalendarDay, numberFormat } from '../../../lib/locale-format.ts';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 15;

/** Anchor experience (type 25, anchors): the anchor level, its progress, and the points of each day. */
export function AnchorExperienceSection() {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const [page, setPage] = useState(1);
  const experience = useQuery({
    ...memberQuery(MEMBER_EXTRA_PATHS.anchorExperience, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (experience.error && !experience.data) return <p className="error-text">{experience.error.message}</p>;
  if (!experience.data) return <p className="muted">{t('member:loading')}</p>;
  const { level, points, next, progress, level_icon: icon, days } = experience.data;
  const number = numberFormat(i18n.language);
  return (
    <section className="surface stack" aria-labelledby="member-experience">
      <h2 id="member-experience">{t('experience.title')}</h2>
      <div className="row">
        <img src={icon} alt={t('experience.level', { level })} />
        <strong>{t('experience.level', { level })}</strong>
        <span>{t('experience.points', { points: number.format(points) })}</span>
      </div>
      <ProgressBar
        value={Math.round(progress * 100)}
        showValue={false}
        className="member-progress"
        aria-label={t('experience.title')}
      />
      <p className="muted">
        {next === null
          ? t('experience.top')
          : t('experience.toNext', { points: number.format(next - points), level: level + 1 })}
      </p>
      <p className="muted">{t('experience.rule', { perMinute: ANCHOR_POINTS_PER_LIVE_MINUTE })}</p>
      <h3>{t('experience.records')}</h3>
      {days.total === 0 ? (
        <p className="muted">{t('experience.empty')}</p>
      ) : (
        <table className="member-table">
          <thead>
            <tr>
              <th scope="col">{t('experience.col.day')}</th>
              <th scope="col">{t('experience.col.gifts')}</th>
              <th scope="col">{t('experience.col.live')}</th>
              <th scope="col">{t('experience.col.points')}</th>
              <th scope="col">{t('experience.col.total')}</th>
            </tr>
          </thead>
          <tbody>
            {days.list.map((d) => (
              <tr key={d.day}>
                <td>{formatCalendarDay(d.day, i18n.language, 'date')}</td>
                <td>{number.format(d.gift_points)}</td>
                <td>{number.format(d.live_minutes)}</td>
                <td>+{number.format(d.points)}</td>
                <td>{number.format(d.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPaginator page={page} total={days.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
