import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../../../contracts/room-rules.ts';
import { ROOM_PATHS } from '../../../contracts/room.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useDialog } from '../../ui/use-dialog.ts';

/** Report or complain about a room: a reason and an optional note. */
export function ReportDialog({ roomId, onClose }: { roomId: number; onClose(): void }) {
  const { t } = useTranslation('live-room');
  const id = useId();
  const dialog = useDialog(onClose);
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
      await callRoute(
        'POST',
        ROOM_PATHS.report,
        { room_id: roomId, reason, text: text.trim() || undefined },
        { quiet: true },
      );
      setState({ done: true, error: null, busy: false });
    } catch (cause) {
      setState({ done: false, error: cause instanceof Error ? cause.message : String(cause), busy: false });
    }
  };

  return (
    <Dialog {...dialog.props} header={t('report.title')}>
      {state.done ? (
        <p role="status" className="ok-text">
          {t('report.thanks')}
        </p>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <fieldset className="stack">
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <span key={r} className="row">
                <RadioButton
                  inputId={`${id}-${r}`}
                  name="report-reason"
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                <label htmlFor={`${id}-${r}`}>{t(`report.reasons.${r}`)}</label>
              </span>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('report.details')}</label>
            <InputTextarea
              id={`${id}-text`}
              value={text}
              maxLength={REPORT_TEXT_MAX}
              rows={3}
              onChange={(e) => setText(e.target.value)}
            />
            <small className="muted">{t('send.counter', { length: [...text].length, max: REPORT_TEXT_MAX })}</small>
          </div>
          {state.error ? (
            <p role="alert" className="error-text">
              {state.error}
            </p>
          ) : null}
          <div className="actions">
            <Button type="submit" disabled={state.busy} label={t('report.submit')} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
