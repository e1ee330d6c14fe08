import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_REPORT_REASON_MAX } from '../../../contracts/chat.ts';
import { useDialog } from '../../ui/use-dialog.ts';

export interface ReportDialogProps {
  /** Sends the report; resolves when the service took it (a refusal keeps the dialog open). */
  onReport(reason: string): Promise<unknown>;
  onClosed(): void;
}

/** Reports a received message: a reason, then send. */
export function ReportDialog({ onReport, onClosed }: ReportDialogProps) {
  const { t } = useTranslation('chat');
  const dialog = useDialog(onClosed);
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = reason.trim() !== '' && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    onReport(reason.trim()).then(
      () => dialog.hide(),
      () => setBusy(false),
    );
  };
  return (
    <Dialog {...dialog.props} header={t('safety.reportTitle')} className="chat-dialog">
      <form onSubmit={submit} className="chat-dialog-form">
        <div className="chat-field">
          <label htmlFor={id}>{t('safety.reason')}</label>
          <InputText
            id={id}
            value={reason}
            maxLength={CHAT_REPORT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <div className="chat-dialog-actions">
          <Button type="button" label={t('groups.cancel')} text onClick={dialog.hide} />
          <Button type="submit" label={t('safety.reportSend')} disabled={!ready} loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}
