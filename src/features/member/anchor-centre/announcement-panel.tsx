import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { checkAnnouncement, textLength } from './centre-rules.ts';
import { useAction } from './use-action.ts';

/** The room announcement viewers see under the player (`Live/setPlacard`). */
export function AnnouncementPanel({ initial, onSaved }: { initial: string; onSaved: (text: string) => void }) {
  const { t } = useTranslation('anchor-centre');
  const [text, setText] = useState(initial);
  const action = useAction();
  const length = textLength(text.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAnnouncement(text);
    if (rule) return action.setMessage({ error: true, text: t(rule, { max: ANNOUNCEMENT_MAX }) });
    void action.run(async () => {
      await callRoute('POST', ROOM_PATHS.setPlacard, { announcement: text.trim() }, { quiet: true });
      onSaved(text.trim());
      return t('announcement.saved');
    });
  };

  return (
    <form className="surface stack centre-panel" onSubmit={onSubmit} aria-labelledby="centre-announcement">
      <h2 id="centre-announcement">{t('announcement.title')}</h2>
      <label className="field">
        <span>{t('announcement.label')}</span>
        <InputTextarea
          rows={3}
          value={text}
          aria-describedby="centre-announcement-count"
          aria-invalid={length > ANNOUNCEMENT_MAX || undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <span
          id="centre-announcement-count"
          className={length > ANNOUNCEMENT_MAX ? 'centre-count over' : 'centre-count'}
        >
          {t('counter', { count: length, max: ANNOUNCEMENT_MAX })}
        </span>
      </label>
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button type="submit" disabled={action.busy} label={t('announcement.save')} />
    </form>
  );
}
