import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../../contracts/match.ts';
import { TITLE_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS, type MyRoom } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { checkLiveSettings, textLength } from './centre-rules.ts';
import { MatchPicker } from './match-picker.tsx';
import { useAction } from './use-action.ts';

interface Props {
  room: MyRoom;
  sport: Sport | null;
  /** The dialog has closed (the owner unmounts it). */
  onHide: () => void;
  onSaved: (room: MyRoom) => void;
}

/**
 * Changing what a broadcast in progress is about (`live/updateLive`): its title and the match it
 * covers. Only what changed is sent; viewers see it at once and the broadcast's record follows.
 */
export function LiveEditDialog({ room, sport, onHide, onSaved }: Props) {
  const { t } = useTranslation('anchor-centre');
  const id = useId();
  const [title, setTitle] = useState(room.title);
  const [matchId, setMatchId] = useState<number | null>(room.match_id);
  const action = useAction();
  const dialog = useDialog(onHide);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkLiveSettings({ title, category_id: room.category_id, match_id: matchId, cover: room.cover });
    if (rule) return action.setMessage({ error: true, text: t(rule, { max: TITLE_MAX }) });
    const changes = {
      ...(title.trim() !== room.title ? { title: title.trim() } : {}),
      ...(matchId !== room.match_id ? { match_id: matchId ?? 0 } : {}),
    };
    if (Object.keys(changes).length === 0) return action.setMessage({ error: true, text: t('status.editNothing') });
    void action.run(async () => {
      const saved = await callRoute('GET', ROOM_PATHS.updateLive, changes, { quiet: true });
      onSaved(saved);
      dialog.hide();
    });
  };

  return (
    <Dialog {...dialog.props} header={t('status.editTitle')}>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('settings.liveTitle')}</label>
          <InputText
            id={`${id}-title`}
            value={title}
            aria-invalid={textLength(title) > TITLE_MAX || undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        {sport && <MatchPicker sport={sport} label={t('settings.match')} value={matchId} onChange={setMatchId} />}
        {action.message && (
          <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
            {action.message.text}
          </p>
        )}
        <div className="row actions">
          <Button type="button" text label={t('status.editCancel')} onClick={dialog.hide} />
          <Button type="submit" disabled={action.busy} label={t('status.editSave')} />
        </div>
      </form>
    </Dialog>
  );
}
