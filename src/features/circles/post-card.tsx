import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CIRCLE_PATHS, type CirclePost } from '../../../contracts/circles.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { userState } from '../../lib/user-store.ts';
import { CommentsPanel } from '../../ui/comments/comments-panel.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { circleName } from './circle-query.ts';
import { ReportPostDialog } from './report-post-dialog.tsx';

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * One post: its author (to their public page), circle, time, text (always as text), images or
 * video, the like toggle, its comments (the one comment store's panel), report and, for the
 * author, delete.
 */
export function PostCard(props: {
  post: CirclePost;
  now: number;
  /** Lists across circles name the post's circle. */
  showCircle?: boolean;
  onDeleted(id: number): void;
}) {
  const { t, i18n } = useTranslation('circles');
  const lang = currentLang();
  const { post } = props;
  const { user } = useSnapshot(userState);
  const [like, setLike] = useState({ liked: post.liked, likes: post.likes });
  const [comments, setComments] = useState(post.comments);
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = post.author.nickname;
  const commentsId = `circle-post-comments-${post.id}`;

  const toggleLike = () => {
    if (!user) return openLoginDialog();
    setFailure(null);
    callRoute('POST', CIRCLE_PATHS.likes, { id: post.id }, { quiet: true }).then(setLike, (cause: unknown) =>
      setFailure(message(cause)),
    );
  };
  const remove = () => {
    setFailure(null);
    callRoute('POST', CIRCLE_PATHS.deletePost, { id: post.id }, { quiet: true }).then(
      () => props.onDeleted(post.id),
      (cause: unknown) => setFailure(message(cause)),
    );
  };

  return (
    <article className="surface stack circle-post" aria-label={t('card.post', { name })} data-testid="circle-post">
      <header className="row">
        <Link className="row circle-post-author" to={routeHref({ name: 'persona' }, { id: post.author.id })}>
          <Avatar
            image={post.author.avatar || undefined}
            label={post.author.avatar ? undefined : [...name][0]}
            imageAlt=""
            shape="circle"
          />
          <strong>{name}</strong>
        </Link>
        {props.showCircle ? (
          <Link className="muted" to={routeHref({ name: 'circleDetail' }, { id: post.circle.id })}>
            {t('card.in', { circle: circleName(post.circle.name, lang) })}
          </Link>
        ) : null}
        <time className="muted" dateTime={new Date(post.created_at * 1000).toISOString()}>
          {relativeTime(post.created_at, props.now, i18n.language)}
        </time>
      </header>
      <p className="circle-post-text">{post.content}</p>
      {post.images.length > 0 ? (
        <ul className={`circle-post-images n${post.images.length}`}>
          {post.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={t('card.imageOf', { n: i + 1, name })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {post.video ? (
        <video
          className="circle-post-video"
          controls
          preload="metadata"
          poster={post.video.cover || undefined}
          src={post.video.url}
          aria-label={t('card.video', { name })}
        />
      ) : null}
      <div className="row">
        <Button
          type="button"
          text
          size="small"
          aria-pressed={like.liked}
          label={t('card.like', { n: like.likes })}
          onClick={toggleLike}
        />
        <Button
          type="button"
          text
          size="small"
          aria-expanded={showComments}
          aria-controls={commentsId}
          label={showComments ? t('card.hideComments') : t('card.comments', { n: comments })}
          onClick={() => setShowComments((open) => !open)}
        />
        <span className="grow" />
        {post.mine ? (
          <Button
            type="button"
            text
            size="small"
            severity="danger"
            label={t('card.delete')}
            onClick={() => setConfirming(true)}
          />
        ) : (
          <Button
            type="button"
            text
            size="small"
            severity="secondary"
            label={t('card.report')}
            onClick={() => (user ? setReporting(true) : openLoginDialog())}
          />
        )}
      </div>
      {failure ? (
        <p role="alert" className="error-text">
          {failure}
        </p>
      ) : null}
      {showComments ? (
        <div id={commentsId}>
          <CommentsPanel kind="post" subjectId={post.id} onCommented={() => setComments((n) => n + 1)} />
        </div>
      ) : null}
      {reporting ? <ReportPostDialog postId={post.id} onClose={() => setReporting(false)} /> : null}
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('card.deleteTitle')}
        message={t('card.deleteConfirm')}
        acceptLabel={t('card.yes')}
        rejectLabel={t('card.no')}
        accept={remove}
      />
    </article>
  );
}
