import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appUpdate, applyUpdate } from '../lib/app-update.ts';
import { PlainButton } from '../ui/plain-button.tsx';

/** "A new version is ready": reloading takes it in every open tab at once. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { ready } = useSnapshot(appUpdate);
  if (!ready) return null;
  return (
    <div className="app-notice" role="alert">
      <span>{t('update.ready')}</span>
      <PlainButton size="small" label={t('update.reload')} onClick={applyUpdate} />
    </div>
  );
}
