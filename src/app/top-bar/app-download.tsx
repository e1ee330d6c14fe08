import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { OverlayButton } from '../../ui/overlay-button.tsx';

// The encoder loads when the panel first opens.
const QrCodeImage = lazy(async () => ({ default: (await import('../../ui/qr-code-image.tsx')).QrCodeImage }));

/** App download entry: a QR code, made in the browser, that opens this page on a phone. */
export function AppDownload() {
  const { t } = useTranslation();
  const location = useLocation();
  const url = `${window.location.origin}${location.pathname}${location.search}`;
  return (
    <OverlayButton text className="nav-trigger" label={t('download.label')} panelLabel={t('download.label')}>
      <QrCodeImage value={url} label={t('download.qrLabel', { url })} />
      <p className="muted">{t('download.hint')}</p>
      <Link to={routeHref({ name: 'download' })}>{t('download.all')}</Link>
    </OverlayButton>
  );
}
