import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../../../contracts/room-rules.ts';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import { apiPost } from '../../lib/api-client.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** Report or complain about a room: a reason and an optional note. */
export function ReportDialog({ roomId, onClose }: { roomId: number; onClose(): void }) {
  const { t } = useTranslation('live-room');
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [text, setText] = useState('');
  const [state, setState] = useState<{ done: boolean; error: string | null; busy: boolean }>({
    done: false,
    error: null,
    busy: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ done: false, error: null, busy: true });
    try {
      await apiPost(ROOM_PATHS.report, { room_id: roomId, reason, text: text.trim() || undefined }, { quiet: true });
      setState({ done: true, error: null, busy: false });
    } catch (cause) {
      setState({ done: false, error: cause instanceof Error ? cause.message : String(cause), busy: false });
    }
  };

  return (
    <ModalDialog title={t('report.title')} onClose={onClose}>
      {state.done ? (
        <p role="status" className="lr-ok">
          {t('report.thanks')}
        </p>
      ) : (
        <form className="lr-report" onSubmit={(e) => void submit(e)}>
          <fieldset>
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r}>
                <input type="radio" name="report-reason" checked={reason === r} onChange={() => setReason(r)} />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <label>
            {t('report.details')}
            <textarea value={text} maxLength={REPORT_TEXT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
          </label>
          <span className="lr-counter">{t('send.counter', { length: [...text].length, max: REPORT_TEXT_MAX })}</span>
          {state.error ? (
            <p role="alert" className="lr-error">
              {state.error}
            </p>
          ) : null}
          <button type="submit" disabled={state.busy}>
            {t('report.submit')}
          </button>
        </form>
      )}
    </ModalDialog>
  );
}
