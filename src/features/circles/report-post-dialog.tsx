import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CIRCLE_PATHS } from '../../../contracts/circles.ts';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../../../contracts/room-rules.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useDialog } from '../../ui/use-dialog.ts';

/** Reports a post to the moderators: a reason and an optional note, once per member. */
export function ReportPostDialog({ postId, onClose }: { postId: number; onClose(): void }) {
  const { t } = useTranslation('circles');
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
      await callRoute('POST', CIRCLE_PATHS.report, { id: postId, reason, text: text.trim() }, { quiet: true });
      setState({ done: true, error: null, busy: false });
    } catch (cause) {
      setState({ done: false, error: cause instanceof Error ? cause.message : String(cause), busy: false });
    }
  };

  return (
    <Dialog {...dialog.props} header={t('reportDialog.title')}>
      {state.done ? (
        <p role="status" className="ok-text">
          {t('reportDialog.thanks')}
        </p>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <fieldset className="stack">
            <legend>{t('reportDialog.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <span key={r} className="row">
                <RadioButton
                  inputId={`${id}-${r}`}
                  name="circle-report-reason"
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                <label htmlFor={`${id}-${r}`}>{t(`reportDialog.reasons.${r}`)}</label>
              </span>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('reportDialog.details')}</label>
            <InputTextarea
              id={`${id}-text`}
              value={text}
              maxLength={REPORT_TEXT_MAX}
              rows={3}
              onChange={(e) => setText(e.target.value)}
            />
            <small className="muted">{t('reportDialog.counter', { n: [...text].length, max: REPORT_TEXT_MAX })}</small>
          </div>
          {state.error ? (
            <p role="alert" className="error-text">
              {state.error}
            </p>
          ) : null}
          <div className="actions">
            <Button type="submit" disabled={state.busy} label={t('reportDialog.submit')} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
