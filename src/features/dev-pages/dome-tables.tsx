import { useTranslation } from 'react-i18next';
import type { EngineDiagnostics } from '../../../contracts/engine-api.ts';
import { dateFormat, numberFormat } from '../../lib/locale-format.ts';
import { formatBytes, queryParts } from './diagnostics-format.ts';

type Props = { d: EngineDiagnostics };

/** What the browser gives this site (navigator.storage.estimate) and the rows the engine keeps in IndexedDB. */
export function StorageSection({ d, estimate }: Props & { estimate: StorageEstimate | null }) {
  const { t, i18n } = useTranslation('dev-pages');
  const plain = numberFormat(i18n.language);
  const decimal = numberFormat(i18n.language, 'decimal');
  const bytes = (n: number | undefined) =>
    n === undefined ? t('dome.storage.unknown') : formatBytes(n, (v) => decimal.format(v));
  const tables = ['matches', 'odds', 'follows', 'cursors'] as const;
  return (
    <section className="surface stack" aria-labelledby="dome-storage">
      <h2 id="dome-storage">{t('dome.storage.title')}</h2>
      <dl className="dev-facts">
        <div className="dev-fact">
          <dt>{t('dome.storage.usage')}</dt>
          <dd data-testid="storage-usage">{bytes(estimate?.usage)}</dd>
        </div>
        <div className="dev-fact">
          <dt>{t('dome.storage.quota')}</dt>
          <dd>{bytes(estimate?.quota)}</dd>
        </div>
        <div className="dev-fact">
          <dt>{t('dome.storage.storedAt')}</dt>
          <dd>
            {d.status.storedAt > 0 ? dateFormat(i18n.language, 'time').format(d.status.storedAt) : t('common.never')}
          </dd>
        </div>
      </dl>
      <h3>{t('dome.storage.tables')}</h3>
      {d.stored === null ? (
        <p className="error-text">{t('dome.storage.unreadable')}</p>
      ) : (
        <dl className="dev-facts">
          {tables.map((table) => (
            <div className="dev-fact" key={table}>
              <dt>{t(`dome.storage.table.${table}`)}</dt>
              <dd data-testid={`stored-${table}`}>{plain.format(d.stored?.[table] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The tabs attached to the engine, this one marked. */
export function TabsTable({ d, thisTab }: Props & { thisTab: string }) {
  const { t } = useTranslation('dev-pages');
  return (
    <section className="surface stack" aria-labelledby="dome-tabs">
      <h2 id="dome-tabs">{t('dome.tabList.title')}</h2>
      {d.tabs.length === 0 ? (
        <p className="muted">{t('dome.tabList.empty')}</p>
      ) : (
        <table className="dev-table">
          <caption className="p-hidden-accessible">{t('dome.tabList.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dome.tabList.tab')}</th>
              <th scope="col">{t('dome.tabList.visible')}</th>
              <th scope="col" className="right">
                {t('dome.tabList.subscriptions')}
              </th>
              <th scope="col" className="right">
                {t('dome.tabList.rooms')}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.tabs.map((tab) => (
              <tr key={tab.tabId}>
                <th scope="row" className="dev-mono">
                  {tab.tabId.slice(0, 8)}
                  {tab.tabId === thisTab && <span className="muted"> ({t('dome.tabList.this')})</span>}
                </th>
                <td>{tab.visible ? t('common.yes') : t('common.no')}</td>
                <td className="right">{tab.subscriptions}</td>
                <td className="right">{tab.rooms}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Frames in and out since the engine started. */
export function CountersTable({ d }: Props) {
  const { t, i18n } = useTranslation('dev-pages');
  const plain = numberFormat(i18n.language);
  const rows = [
    ['in', d.counters.framesIn],
    ['out', d.counters.framesOut],
    ['sizeIn', d.counters.sizeIn],
    ['unreadable', d.counters.unreadable],
  ] as const;
  return (
    <section className="surface stack" aria-labelledby="dome-counters">
      <h2 id="dome-counters">{t('dome.counters.title')}</h2>
      <dl className="dev-facts">
        {rows.map(([key, value]) => (
          <div className="dev-fact" key={key}>
            <dt>{t(`dome.counters.${key}`)}</dt>
            <dd data-testid={`frames-${key}`}>{plain.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every subscription of every tab: what it asks the engine for. */
export function SubscriptionsTable({ d }: Props) {
  const { t } = useTranslation('dev-pages');
  return (
    <section className="surface stack" aria-labelledby="dome-subscriptions">
      <h2 id="dome-subscriptions">{t('dome.subscriptionList.title')}</h2>
      {d.subscriptions.length === 0 ? (
        <p className="muted">{t('dome.subscriptionList.empty')}</p>
      ) : (
        <table className="dev-table">
          <caption className="p-hidden-accessible">{t('dome.subscriptionList.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dome.subscriptionList.id')}</th>
              <th scope="col">{t('dome.subscriptionList.tab')}</th>
              <th scope="col">{t('dome.subscriptionList.query')}</th>
            </tr>
          </thead>
          <tbody>
            {d.subscriptions.map((sub) => {
              const q = queryParts(sub.query);
              return (
                <tr key={sub.id}>
                  <th scope="row">{sub.id}</th>
                  <td className="dev-mono">{sub.tabId.slice(0, 8)}</td>
                  <td>
                    {q.kind === 'odds'
                      ? t('dome.subscriptionList.odds', { sport: q.sport, company: q.company })
                      : t('dome.subscriptionList.matches', { sport: q.sport })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The rooms the socket is in for some tab. */
export function RoomsTable({ d }: Props) {
  const { t } = useTranslation('dev-pages');
  return (
    <section className="surface stack" aria-labelledby="dome-rooms">
      <h2 id="dome-rooms">{t('dome.roomList.title')}</h2>
      {d.rooms.length === 0 ? (
        <p className="muted">{t('dome.roomList.empty')}</p>
      ) : (
        <table className="dev-table">
          <caption className="p-hidden-accessible">{t('dome.roomList.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dome.roomList.room')}</th>
              <th scope="col" className="right">
                {t('dome.roomList.tabs')}
              </th>
              <th scope="col">{t('dome.roomList.joined')}</th>
            </tr>
          </thead>
          <tbody>
            {d.rooms.map((room) => (
              <tr key={room.roomId}>
                <th scope="row">{room.roomId}</th>
                <td className="right">{room.tabs}</td>
                <td>
                  {room.joined === null ? t('dome.roomList.waiting') : room.joined ? t('common.yes') : t('common.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
