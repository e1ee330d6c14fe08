import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DYNAMIC_PATHS, type Dynamic } from '../../../contracts/dynamics.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { userState } from '../../lib/user-store.ts';
import { CommentsPanel } from '../../ui/comments/comments-panel.tsx';
import { useDialog } from '../../ui/use-dialog.ts';

/** A larger view of a post's images, one at a time, with previous and next. */
function ImageViewer(props: { images: string[]; start: number; onClose(): void }) {
  const { t } = useTranslation('room-dynamics');
  const [index, setIndex] = useState(props.start);
  const count = props.images.length;
  const dialog = useDialog(props.onClose);
  return (
    <Dialog
      {...dialog.props}
      header={t('image.title', { n: index + 1, total: count })}
      className="rd-viewer"
      data-testid="dynamic-image-viewer"
    >
      <img
        className="rd-viewer-image"
        src={props.images[index]}
        alt={t('image.large', { n: index + 1, total: count })}
      />
      {count > 1 ? (
        <div className="actions">
          <Button
            type="button"
            outlined
            label={t('image.prev')}
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          />
          <Button
            type="button"
            outlined
            label={t('image.next')}
            disabled={index === count - 1}
            onClick={() => setIndex((i) => i + 1)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/** One post: author, time, text (always as text), image thumbnails, like toggle and comments. */
export function DynamicCard(props: { dynamic: Dynamic; now: number; onChange(change: Partial<Dynamic>): void }) {
  const { t, i18n } = useTranslation('room-dynamics');
  const { user } = useSnapshot(userState);
  const { dynamic } = props;
  const [viewing, setViewing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentsId = `rd-comments-${dynamic.id}`;

  const like = async () => {
    if (!user) return openLoginDialog();
    setError(null);
    try {
      props.onChange(await callRoute('POST', DYNAMIC_PATHS.likes, { id: dynamic.id }, { quiet: true }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <article className="rd-post" aria-label={t('post.label', { name: dynamic.author.nickname })} data-testid="dynamic">
      <header className="row">
        {dynamic.author.avatar ? <Avatar imageAlt="" image={dynamic.author.avatar} shape="circle" /> : null}
        <strong>{dynamic.author.nickname}</strong>
        <time className="muted" dateTime={new Date(dynamic.created_at * 1000).toISOString()}>
          {relativeTime(dynamic.created_at, props.now, i18n.language)}
        </time>
      </header>
      {dynamic.content ? <p className="rd-text">{dynamic.content}</p> : null}
      {dynamic.images.length > 0 ? (
        <ul className="rd-images">
          {dynamic.images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="rd-thumb"
                aria-label={t('image.open', { n: i + 1, total: dynamic.images.length })}
                onClick={() => setViewing(i)}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="row">
        <Button
          type="button"
          text
          size="small"
          aria-pressed={dynamic.liked}
          label={t('post.like', { n: dynamic.likes })}
          onClick={() => void like()}
        />
        <Button
          type="button"
          text
          size="small"
          aria-expanded={open}
          aria-controls={commentsId}
          label={t('post.comments', { n: dynamic.comments })}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
      {open ? (
        <div id={commentsId} className="rd-comments">
          <CommentsPanel
            kind="dynamic"
            subjectId={dynamic.id}
            onCommented={() => props.onChange({ comments: dynamic.comments + 1 })}
          />
        </div>
      ) : null}
      {viewing !== null ? (
        <ImageViewer images={dynamic.images} start={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </article>
  );
}
