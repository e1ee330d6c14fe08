import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { checkCircleDraft, textLength } from '../../../contracts/circle-rules.ts';
import {
  CIRCLE_CONTENT_MAX,
  CIRCLE_PATHS,
  type CirclePost,
  type CirclePostType,
  type CircleVideoUpload,
} from '../../../contracts/circles.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { ImagePicker, VideoPicker, type ComposerMessage } from './composer-media.tsx';

export interface CircleChoice {
  id: number;
  name: string;
}

/**
 * Writing a post: the circle (fixed on a circle's page, chosen on the community page), the text
 * with a counter, then text and up to four images, or a video with its cover. The seed's rules
 * are checked before anything is sent (contracts/circle-rules.ts), and again by the server.
 * A visitor may write, but publishing and uploading say 'Please log in to publish'.
 */
export function PostComposer(props: {
  /** The circle posted to, or the circles to choose from. */
  circle: CircleChoice | { choices: CircleChoice[] };
  onPosted(post: CirclePost): void;
}) {
  const { t } = useTranslation(['circles', 'validation']);
  const formId = useId();
  const { user } = useSnapshot(userState);
  const fixed = 'id' in props.circle ? props.circle : null;
  const [chosen, setChosen] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [type, setType] = useState<CirclePostType>('image');
  const [images, setImages] = useState<string[]>([]);
  const [video, setVideo] = useState<CircleVideoUpload | null>(null);
  const [cover, setCover] = useState('');
  const [busy, setBusy] = useState(0);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<ComposerMessage | null>(null);
  const [posted, setPosted] = useState(false);
  const circleId = fixed?.id ?? chosen;
  const length = textLength(content.trim());

  const say = (m: ComposerMessage | null) => {
    setPosted(false);
    setMessage(m);
  };
  const canUpload = () => {
    if (user) return true;
    say({ rule: { key: 'circles:post.loginToPublish' } });
    openLoginDialog();
    return false;
  };
  const media = { canUpload, onMessage: say, onBusy: (on: boolean) => setBusy((n) => n + (on ? 1 : -1)) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canUpload()) return;
    const rule = checkCircleDraft({
      circleId,
      content,
      type,
      images: type === 'image' ? images.length : 0,
      video: type === 'video' && video !== null,
      cover: type === 'video' && cover !== '',
    });
    if (rule) return say({ rule });
    say(null);
    setSending(true);
    try {
      const post = await callRoute(
        'POST',
        CIRCLE_PATHS.insertPost,
        type === 'image'
          ? { circle_id: circleId ?? 0, content: content.trim(), type, images }
          : { circle_id: circleId ?? 0, content: content.trim(), type, video: video?.file, cover },
        { quiet: true },
      );
      setContent('');
      setImages([]);
      setVideo(null);
      setCover('');
      setPosted(true);
      props.onPosted(post);
    } catch (cause) {
      say({ text: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setSending(false);
    }
  };

  const shown =
    message === null
      ? null
      : 'rule' in message
        ? t(message.rule.key, message.rule.vars ?? {})
        : 'key' in message
          ? t(message.key)
          : message.text;
  return (
    <form className="surface stack circle-compose" aria-labelledby={`${formId}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${formId}-title`}>{t('compose.title')}</h2>
      {fixed ? null : (
        <div className="field">
          <label htmlFor={`${formId}-circle`}>{t('compose.circle')}</label>
          <Dropdown
            inputId={`${formId}-circle`}
            value={chosen}
            filter
            placeholder={t('compose.chooseCircle')}
            options={'choices' in props.circle ? props.circle.choices.map((c) => ({ value: c.id, label: c.name })) : []}
            onChange={(e) => setChosen(typeof e.value === 'number' ? e.value : null)}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${formId}-content`}>{t('compose.content')}</label>
        <InputTextarea
          id={`${formId}-content`}
          rows={3}
          value={content}
          placeholder={t('compose.placeholder')}
          aria-invalid={length > CIRCLE_CONTENT_MAX || undefined}
          onChange={(e) => setContent(e.target.value)}
        />
        <small className={length > CIRCLE_CONTENT_MAX ? 'error-text' : 'muted'}>
          {t('compose.counter', { n: length, max: CIRCLE_CONTENT_MAX })}
        </small>
      </div>
      <fieldset className="row">
        <legend>{t('compose.type')}</legend>
        {(['image', 'video'] as const).map((key) => (
          <span key={key} className="row">
            <RadioButton
              inputId={`${formId}-${key}`}
              name={`${formId}-type`}
              checked={type === key}
              onChange={() => {
                setType(key);
                say(null);
              }}
            />
            <label htmlFor={`${formId}-${key}`}>{t(key === 'image' ? 'compose.typeImage' : 'compose.typeVideo')}</label>
          </span>
        ))}
      </fieldset>
      {type === 'image' ? (
        <ImagePicker {...media} images={images} onImages={(next) => setImages(next)} />
      ) : (
        <VideoPicker {...media} video={video} onVideo={setVideo} cover={cover} onCover={setCover} />
      )}
      {shown !== null ? (
        <p role="alert" className="error-text">
          {shown}
        </p>
      ) : null}
      {posted ? (
        <p role="status" className="ok-text">
          {t('compose.published')}
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" disabled={sending || busy > 0} label={t('compose.publish')} />
      </div>
    </form>
  );
}
