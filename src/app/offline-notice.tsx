import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { connectivity } from '../lib/connectivity.ts';
import { dateFormat } from '../lib/locale-format.ts';

/** "Offline, data as of ...": shown while pages show data from the offline cache. */
export function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const { online, cachedAsOf } = useSnapshot(connectivity);
  if (online && cachedAsOf === null) return null;
  return (
    <div className="app-notice app-notice-offline" role="status">
      {cachedAsOf === null
        ? t('offline.noData')
        : t('offline.asOf', { time: dateFormat(i18n.language, 'dateTime').format(cachedAsOf) })}
    </div>
  );
}
