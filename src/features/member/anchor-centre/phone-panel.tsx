import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS, type MobileStart } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { QrCodeImage } from '../../../ui/qr-code-image.tsx';
import { CopyField } from './obs-panel.tsx';
import { useAction } from './use-action.ts';

/**
 * Going live from a phone (`Live/mobileStartRoom`): a push address with a key of its own, as a QR
 * code a phone streaming app scans and as text. Shown once; each new address replaces the last
 * phone one, and the OBS key keeps working.
 */
export function PhonePanel({ onStarted }: { onStarted: (started: MobileStart) => void }) {
  const { t } = useTranslation('anchor-centre');
  const [started, setStarted] = useState<MobileStart | null>(null);
  const action = useAction();

  const start = () =>
    void action.run(async () => {
      const answer = await callRoute('POST', ROOM_PATHS.mobileStartRoom, {}, { quiet: true });
      setStarted(answer);
      onStarted(answer);
      return t('phone.ready');
    });

  const push = started?.push;
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-phone">
      <h2 id="centre-phone">{t('phone.title')}</h2>
      <p className="muted">{t('phone.lead')}</p>
      {push && (
        <div className="row centre-phone">
          <QrCodeImage value={push.push_url} label={t('phone.qr')} size={160} />
          <div className="stack grow">
            <CopyField label={t('phone.address')} value={push.push_url} testId="phone-push-url" />
            <CopyField label={t('phone.server')} value={push.rtmp_url} testId="phone-server" />
            <CopyField label={t('phone.key')} value={push.stream_key} testId="phone-key" />
            <p className="centre-warning" role="note">
              {t('phone.onlyOnce')}
            </p>
          </div>
        </div>
      )}
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button
        type="button"
        outlined={push !== undefined}
        disabled={action.busy}
        onClick={start}
        label={push ? t('phone.again') : t('phone.start')}
      />
    </section>
  );
}
