import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import { apiMutation } from '../../lib/query/api-query.ts';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import { useDialog } from '../../ui/use-dialog.ts';

/** This page's address for a room, the fallback while (or when) the share call has not answered. */
function roomUrl(roomId: number): string {
  return new URL(`/live?id=${roomId}`, window.location.origin).href;
}

/**
 * Share: the link to copy and a QR code to keep watching on a phone. Opening it calls `live/share`
 * (which counts the share task for a logged-in user); its URL wins when it answers.
 */
export function ShareDialog({ roomId, onClose }: { roomId: number; onClose(): void }) {
  const { t } = useTranslation('live-room');
  const id = useId();
  const dialog = useDialog(onClose);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // A failed share call leaves this page's own address.
  const share = useMutation(apiMutation(ROOM_PATHS.share));
  const { mutate } = share;
  useEffect(() => mutate({ room_id: roomId }), [roomId, mutate]);
  const shared = share.data?.url;
  const url = shared ? new URL(shared, window.location.origin).href : roomUrl(roomId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog {...dialog.props} header={t('share.title')}>
      <div className="stack lr-share">
        <div className="field">
          <label htmlFor={id}>{t('share.link')}</label>
          <div className="row">
            <InputText id={id} readOnly value={url} className="grow" onFocus={(e) => e.target.select()} />
            <Button type="button" label={t('share.copy')} onClick={() => void copy()} />
          </div>
        </div>
        {copied ? (
          <p role="status" className={copied === 'yes' ? 'ok-text' : 'error-text'}>
            {copied === 'yes' ? t('share.copied') : t('share.copyFailed')}
          </p>
        ) : null}
        <QrCodeImage value={url} label={t('share.qr')} size={168} />
        <p className="muted">{t('share.qrHint')}</p>
      </div>
    </Dialog>
  );
}
