import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ECONOMY_PATHS, type ContributionPeriod } from '../../../../contracts/room-economy.ts';
import { useRoomSignals } from '../../../lib/use-room-signals.ts';
import { apiKey, apiQuery } from '../../../lib/query/api-query.ts';
import './economy.css';

const PERIODS: readonly ContributionPeriod[] = ['day', 'week'];

/** A burst of gifts reloads the list once, this long after the last of them. */
export const CONTRIBUTION_REFRESH_MS = 1_500;

/** The room's contribution lists, today's and this week's, kept current as gifts arrive. */
export function ContributionPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live-economy');
  const [period, setPeriod] = useState<ContributionPeriod>('day');
  const queryClient = useQueryClient();
  const list = useQuery(apiQuery(ECONOMY_PATHS.contributionList, { room_id: roomId, period }, { method: 'POST' }));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useRoomSignals(roomId, (signal) => {
    // After a reconnect the list may have missed gifts, so it reloads as after a gift.
    const stale = signal.kind === 'joined' ? signal.joined : signal.kind === 'event' && signal.event.kind === 'gift';
    if (!stale) return;
    if (timer.current) clearTimeout(timer.current);
    // Both periods are stale: the one shown is fetched again, the other when it is shown.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey(ECONOMY_PATHS.contributionList) });
    timer.current = setTimeout(refresh, CONTRIBUTION_REFRESH_MS);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const rows = list.data ?? [];
  const panel =
    rows.length === 0 ? (
      <p className="muted">
        {list.error && !list.data ? t('bar.loadError') : list.data ? t('contribution.empty') : t('bar.loading')}
      </p>
    ) : (
      <ol>
        {rows.map((row) => (
          <li key={row.user.id} className={`person rank-${row.rank}`} data-testid="contribution-row">
            <span className="eco-rank">{row.rank}</span>
            <img src={row.user.avatar} alt="" width={28} height={28} />
            <span className="person-name">{row.user.nickname}</span>
            <Tag severity="warning" value={t('contribution.level', { level: row.user.level })} />
            <span className="eco-diamonds" data-testid="contribution-diamonds">
              {t('contribution.diamonds', { count: row.diamonds })}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <section className="surface eco-contrib" aria-label={t('contribution.title')}>
      <TabView
        pt={{ nav: { 'aria-label': t('contribution.title') } }}
        activeIndex={PERIODS.indexOf(period)}
        onTabChange={(e) => setPeriod(PERIODS[e.index] ?? 'day')}
      >
        {PERIODS.map((key) => (
          <TabPanel key={key} header={t(`contribution.${key}`)}>
            {panel}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
