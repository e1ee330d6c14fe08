import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../contracts/comments.ts';
import { useReplyPages, type CommentPages } from '../../lib/comments/comment-pages.ts';
import { relativeTime } from '../../lib/relative-time.ts';

export interface CommentActions {
  now: number;
  onReply(comment: Comment): void;
  /** Toggles the caller's like; `pages` holds the comment and takes its new state. */
  onLike(comment: Comment, pages: CommentPages): void;
}

/** One comment: author, whom it answers, time, text (always as text), like and reply. */
function CommentLine(props: { comment: Comment; pages: CommentPages; actions: CommentActions }) {
  const { t, i18n } = useTranslation('comments');
  const { comment, actions } = props;
  return (
    <>
      <div className="row">
        {comment.user.avatar ? <Avatar imageAlt="" image={comment.user.avatar} shape="circle" size="normal" /> : null}
        <strong>{comment.user.nickname}</strong>
        {comment.reply_to ? (
          <span className="muted">{t('panel.replyTo', { name: comment.reply_to.nickname })}</span>
        ) : null}
        <time className="muted" dateTime={new Date(comment.created_at * 1000).toISOString()}>
          {relativeTime(comment.created_at, actions.now, i18n.language)}
        </time>
      </div>
      <p className="comment-text">{comment.content}</p>
      <div className="row">
        <Button
          type="button"
          text
          size="small"
          aria-pressed={comment.liked}
          label={t('panel.like', { n: comment.likes })}
          onClick={() => actions.onLike(comment, props.pages)}
        />
        <Button type="button" text size="small" label={t('panel.reply')} onClick={() => actions.onReply(comment)} />
      </div>
    </>
  );
}

/** A top-level comment's replies, oldest first, a few at a time. */
function Replies(props: { parent: Comment; actions: CommentActions }) {
  const { t } = useTranslation('comments');
  const thread = useReplyPages(props.parent.id, true);
  return (
    <div className="comment-replies">
      <ul className="comment-list">
        {thread.comments.map((reply) => (
          <li key={reply.id} className="comment" data-testid="comment">
            <CommentLine comment={reply} pages={thread} actions={props.actions} />
          </li>
        ))}
      </ul>
      {thread.more ? (
        <Button
          type="button"
          link
          size="small"
          label={t('panel.moreReplies')}
          loading={thread.loadingMore}
          onClick={thread.loadMore}
        />
      ) : null}
      {thread.error ? (
        <p role="alert" className="error-text">
          {thread.error}
        </p>
      ) : null}
    </div>
  );
}

/** A top-level comment, and its replies when opened. */
export function CommentItem(props: {
  comment: Comment;
  pages: CommentPages;
  actions: CommentActions;
  open: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation('comments');
  const { comment } = props;
  const repliesId = `comment-replies-${comment.id}`;
  return (
    <li className="comment" data-testid="comment">
      <CommentLine comment={comment} pages={props.pages} actions={props.actions} />
      {comment.replies > 0 ? (
        <Button
          type="button"
          link
          size="small"
          aria-expanded={props.open}
          aria-controls={repliesId}
          label={props.open ? t('panel.hideReplies') : t('panel.showReplies', { n: comment.replies })}
          onClick={props.onToggle}
        />
      ) : null}
      {props.open ? (
        <div id={repliesId}>
          <Replies parent={comment} actions={props.actions} />
        </div>
      ) : null}
    </li>
  );
}
