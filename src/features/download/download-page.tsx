import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { API_PATHS } from '../../../contracts/api.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import './download-page.css';

/** One way onto a phone: a QR code a phone's camera opens, with its link written out. */
function PhoneCard({ title, url, hint }: { title: string; url: string; hint: string }) {
  const { t } = useTranslation('download');
  return (
    <li className="surface download-card">
      <h3>{title}</h3>
      <QrCodeImage value={url} label={t('qrFor', { what: title })} />
      <p className="muted">{hint}</p>
      <a href={url} className="download-link">
        {url}
      </a>
    </li>
  );
}

/**
 * `/downLoad`: the apps (store pages from the system settings, as QR codes; without them, this
 * site on a phone, installable from the browser) and the streaming tool for anchors.
 */
export function DownloadPage() {
  const { t } = useTranslation('download');
  const config = useQuery(apiQuery(API_PATHS.systemConfig, {}, { staleTime: STALE_MS.standard }));
  const links = config.data?.download;
  const site = `${window.location.origin}${routeHref({ name: 'main' })}`;
  return (
    <section className="stack download-page" aria-labelledby="download-title">
      <h1 id="download-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <section aria-labelledby="download-phone" className="stack">
        <h2 id="download-phone">{t('phone.title')}</h2>
        {!links ? (
          <p role="status">{config.error ? t('failed') : t('loading')}</p>
        ) : (
          <ul className="download-cards">
            {links.android && <PhoneCard title={t('phone.android')} url={links.android} hint={t('phone.storeHint')} />}
            {links.ios && <PhoneCard title={t('phone.ios')} url={links.ios} hint={t('phone.storeHint')} />}
            <PhoneCard title={t('phone.web')} url={site} hint={t('phone.webHint')} />
          </ul>
        )}
      </section>
      <section aria-labelledby="download-desktop" className="surface stack">
        <h2 id="download-desktop">{t('desktop.title')}</h2>
        <p>{t('desktop.body')}</p>
      </section>
      <section aria-labelledby="download-anchor" className="surface stack">
        <h2 id="download-anchor">{t('anchor.title')}</h2>
        <p>{t('anchor.body')}</p>
        <p className="row">
          {links && (
            <a href={links.streaming_tool} target="_blank" rel="noopener noreferrer">
              {t('anchor.tool')}
            </a>
          )}
          <Link to={routeHref({ name: 'member' }, { type: 9 })}>{t('anchor.centre')}</Link>
        </p>
      </section>
    </section>
  );
}
