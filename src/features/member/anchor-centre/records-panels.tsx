import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { Link } from 'react-router-dom';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import { routeHref } from '../../../ui/open-in-new-tab.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { revenueTotal } from './centre-rules.ts';
import { dateFormat, numberFormat } from '../../../lib/locale-format.ts';

/** Days of revenue the centre shows. */
const REVENUE_DAYS = 30;

function useFormats() {
  const { i18n } = useTranslation();
  return { when: dateFormat(i18n.language, 'dateTime'), number: numberFormat(i18n.language) };
}

/** The anchor's past broadcasts: when, how long, peak online, and the recording. */
export function BroadcastsPanel() {
  const { t } = useTranslation('anchor-centre');
  const [page, setPage] = useState(1);
  const list = useQuery(memberQuery(ROOM_PATHS.broadcastList, { page }));
  const { when, number } = useFormats();
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-broadcasts">
      <h2 id="centre-broadcasts">{t('broadcasts.title')}</h2>
      {list.error && <p className="error-text">{list.error.message}</p>}
      {!list.data && !list.error && <p className="muted">{t('loading')}</p>}
      {list.data && list.data.list.length === 0 && <p className="muted">{t('broadcasts.empty')}</p>}
      {list.data && list.data.list.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('broadcasts.name')}</th>
                <th>{t('broadcasts.started')}</th>
                <th>{t('broadcasts.duration')}</th>
                <th>{t('broadcasts.peak')}</th>
                <th>{t('broadcasts.playback')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((b) => (
                <tr key={b.id}>
                  <td>{b.title}</td>
                  <td>{when.format(b.started_at * 1000)}</td>
                  <td>{b.ended_at === null ? t('broadcasts.ongoing') : formatDuration(b.duration_s)}</td>
                  <td>{number.format(b.peak_online)}</td>
                  <td>
                    {b.play_url ? (
                      <Link to={routeHref({ name: 'live' }, { id: b.room_id, playback: b.id })}>
                        {t('broadcasts.watch')}
                      </Link>
                    ) : (
                      <span className="muted">{t('broadcasts.noRecording')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ListPaginator page={page} total={list.data?.total ?? 0} pageSize={list.data?.limit ?? 1} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Income per day (Beijing days) from gifts and guards, newest first, with the total. */
export function RevenuePanel() {
  const { t } = useTranslation('anchor-centre');
  const list = useQuery(memberQuery(ROOM_PATHS.revenue, { days: REVENUE_DAYS }));
  const { number } = useFormats();
  const total = revenueTotal(list.data ?? []);
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-revenue">
      <h2 id="centre-revenue">{t('revenue.title', { days: REVENUE_DAYS })}</h2>
      {list.error && <p className="error-text">{list.error.message}</p>}
      {!list.data && !list.error && <p className="muted">{t('loading')}</p>}
      {list.data && list.data.length === 0 && <p className="muted">{t('revenue.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('revenue.day')}</th>
              <th>{t('revenue.diamonds')}</th>
              <th>{t('revenue.gifts')}</th>
              <th>{t('revenue.guards')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{number.format(d.diamonds)}</td>
                <td>
                  {t('revenue.giftsCell', { n: number.format(d.gifts), diamonds: number.format(d.gift_diamonds) })}
                </td>
                <td>
                  {t('revenue.guardsCell', { n: number.format(d.guards), diamonds: number.format(d.guard_diamonds) })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('revenue.total')}</th>
              <td>{number.format(total.diamonds)}</td>
              <td>
                {t('revenue.giftsCell', {
                  n: number.format(total.gifts),
                  diamonds: number.format(total.gift_diamonds),
                })}
              </td>
              <td>
                {t('revenue.guardsCell', {
                  n: number.format(total.guards),
                  diamonds: number.format(total.guard_diamonds),
                })}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
