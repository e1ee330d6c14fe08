import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS, type LiveCategory, type MyRoom } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { categoryName } from '../../../ui/room-card.tsx';
import { checkImageFile, uploadImage } from '../../../lib/upload-image.ts';
import { checkLiveSettings, textLength, type LiveSettingsForm } from './centre-rules.ts';
import { MatchPicker, sportOf } from './match-picker.tsx';
import { useAction } from './use-action.ts';

interface Props {
  room: MyRoom;
  categories: LiveCategory[];
  onSaved: (room: MyRoom) => void;
}

/** Go-live settings: title, category, the match covered and the cover (`Live/setLiveInfo`). */
export function LiveSettingsPanel({ room, categories, onSaved }: Props) {
  const { t, i18n } = useTranslation(['anchor-centre', 'validation']);
  const formId = useId();
  const [form, setForm] = useState<LiveSettingsForm>({
    title: room.title,
    category_id: room.category_id,
    match_id: room.match_id,
    cover: room.cover,
  });
  const [uploading, setUploading] = useState(false);
  const action = useAction();
  const category = categories.find((c) => c.id === form.category_id);
  const sport = sportOf(category);
  const length = textLength(form.title);

  const onCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkImageFile(file);
    if (refused) return action.setMessage({ error: true, text: t(refused) });
    setUploading(true);
    await action.run(async () => {
      const url = await uploadImage(file);
      setForm((f) => ({ ...f, cover: url }));
      return t('settings.coverUploaded');
    });
    setUploading(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkLiveSettings(form);
    if (rule) return action.setMessage({ error: true, text: t(rule, { max: TITLE_MAX }) });
    // checkLiveSettings refused a missing category above.
    const categoryId = form.category_id ?? 0;
    void action.run(async () => {
      const saved = await callRoute(
        'POST',
        ROOM_PATHS.setLiveInfo,
        {
          title: form.title.trim(),
          category_id: categoryId,
          match_id: form.match_id ?? undefined,
          cover: form.cover || undefined,
        },
        { quiet: true },
      );
      onSaved(saved);
      return t('settings.saved');
    });
  };

  return (
    <form className="surface stack centre-panel" onSubmit={onSubmit} aria-labelledby="centre-settings">
      <h2 id="centre-settings">{t('settings.title')}</h2>
      <label className="field">
        <span>{t('settings.liveTitle')}</span>
        <InputText
          data-testid="live-title-input"
          value={form.title}
          aria-describedby="centre-title-count"
          aria-invalid={length > TITLE_MAX || undefined}
          onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
        />
        <span id="centre-title-count" className={length > TITLE_MAX ? 'centre-count over' : 'centre-count'}>
          {t('counter', { count: length, max: TITLE_MAX })}
        </span>
      </label>
      <div className="field">
        <label htmlFor={`${formId}-category`}>{t('settings.category')}</label>
        <Dropdown
          inputId={`${formId}-category`}
          value={form.category_id}
          placeholder={t('settings.chooseCategory')}
          options={categories.map((c) => ({ value: c.id, label: categoryName(c, i18n.language) }))}
          onChange={(e) =>
            // Another sport's match cannot be the one covered.
            setForm((f) => ({ ...f, category_id: typeof e.value === 'number' ? e.value : null, match_id: null }))
          }
        />
      </div>
      {sport && (
        <MatchPicker
          key={sport}
          sport={sport}
          label={t('settings.match')}
          value={form.match_id}
          onChange={(match_id) => setForm((f) => ({ ...f, match_id }))}
        />
      )}
      <div className="field">
        <span>{t('settings.cover')}</span>
        <div className="row centre-cover">
          {form.cover ? (
            <img src={form.cover} alt={t('settings.coverPreview')} />
          ) : (
            <span className="muted">{t('settings.noCover')}</span>
          )}
          <div>
            <label className="p-button p-button-outlined p-button-sm">
              {uploading ? t('settings.uploading') : t('settings.upload')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                hidden
                disabled={uploading}
                onChange={(e) => void onCover(e)}
              />
            </label>
            <p className="muted">{t('settings.coverHint')}</p>
          </div>
        </div>
      </div>
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button
        type="submit"
        data-testid="live-settings-save"
        disabled={action.busy || uploading}
        label={t('settings.save')}
      />
    </form>
  );
}
