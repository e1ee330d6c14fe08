import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DYNAMIC_CONTENT_MAX, DYNAMIC_IMAGES_MAX, DYNAMIC_PATHS } from '../../../../contracts/dynamics.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { checkImageFile, uploadImage } from '../../../lib/upload-image.ts';
import { textLength } from './centre-rules.ts';
import { useAction } from './use-action.ts';

/** Writing a post: text with a counter, up to nine uploaded images shown (and removable) before posting. */
export function DynamicCompose({ onPosted }: { onPosted(): void }) {
  const { t } = useTranslation(['anchor-centre', 'validation']);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const action = useAction();
  const length = textLength(text.trim());

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = DYNAMIC_IMAGES_MAX - images.length;
    if (files.length > room) {
      return action.setMessage({ error: true, text: t('dynamics.tooManyImages', { max: DYNAMIC_IMAGES_MAX }) });
    }
    for (const file of files) {
      const refused = checkImageFile(file);
      if (refused) return action.setMessage({ error: true, text: t(refused) });
    }
    setUploading(true);
    await action.run(async () => {
      for (const file of files) {
        const url = await uploadImage(file);
        setImages((list) => [...list, url]);
      }
    });
    setUploading(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 && images.length === 0) return action.setMessage({ error: true, text: t('dynamics.empty') });
    if (length > DYNAMIC_CONTENT_MAX) {
      return action.setMessage({ error: true, text: t('dynamics.tooLong', { max: DYNAMIC_CONTENT_MAX }) });
    }
    void action.run(async () => {
      await callRoute('POST', DYNAMIC_PATHS.insert, { content: text.trim(), images }, { quiet: true });
      setText('');
      setImages([]);
      onPosted();
      return t('dynamics.posted');
    });
  };

  return (
    <form className="surface stack centre-panel" onSubmit={onSubmit} aria-labelledby="centre-dynamic-compose">
      <h2 id="centre-dynamic-compose">{t('dynamics.title')}</h2>
      <label className="field">
        <span>{t('dynamics.label')}</span>
        <InputTextarea
          rows={4}
          value={text}
          placeholder={t('dynamics.placeholder')}
          aria-describedby="centre-dynamic-count"
          aria-invalid={length > DYNAMIC_CONTENT_MAX || undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <span id="centre-dynamic-count" className={length > DYNAMIC_CONTENT_MAX ? 'centre-count over' : 'centre-count'}>
          {t('counter', { count: length, max: DYNAMIC_CONTENT_MAX })}
        </span>
      </label>
      {images.length > 0 && (
        <ul className="row centre-dynamic-images" aria-label={t('dynamics.chosen')}>
          {images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={t('dynamics.imageAlt', { n: i + 1 })} />
              <Button
                type="button"
                outlined
                onClick={() => setImages((list) => list.filter((s) => s !== src))}
                label={t('dynamics.removeImage', { n: i + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="centre-dynamic-tools">
        <label className="p-button p-button-outlined p-button-sm">
          {uploading ? t('dynamics.uploading') : t('dynamics.addImages')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            disabled={uploading || images.length >= DYNAMIC_IMAGES_MAX}
            onChange={(e) => void onFiles(e)}
          />
        </label>
        <span className="muted">{t('dynamics.imagesHint', { n: images.length, max: DYNAMIC_IMAGES_MAX })}</span>
      </div>
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button type="submit" disabled={action.busy || uploading} label={t('dynamics.post')} />
    </form>
  );
}
