import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Popover } from '../../ui/popover.tsx';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';

/** App download entry: a QR code, made in the browser, that opens this page on a phone. */
export function AppDownload() {
  const { t } = useTranslation();
  const location = useLocation();
  const url = `${window.location.origin}${location.pathname}${location.search}`;
  return (
    <Popover label={t('download.label')} className="app-download">
      <QrCodeImage value={url} label={t('download.qrLabel', { url })} />
      <p>{t('download.hint')}</p>
    </Popover>
  );
}
