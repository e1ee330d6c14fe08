import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { COMMENT_MAX, COMMENT_PATHS, type Comment, type CommentKind } from '../../../contracts/comments.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useCommentPages, type CommentPages } from '../../lib/comments/comment-pages.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiKey } from '../../lib/query/api-query.ts';
import { useNow } from '../../lib/use-now.ts';
import { userState } from '../../lib/user-store.ts';
import { CommentItem, type CommentActions } from './comment-item.tsx';
import './comments-panel.css';

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * The comments of one subject (a news article, a video, a post, a streamer's dynamic): the write
 * box, the top-level comments newest first with "more" until "No more", each comment's replies,
 * replies to any comment, and the like toggle. Writing and liking need a login (the login dialog
 * opens otherwise). Text is always shown as text.
 */
export function CommentsPanel(props: {
  kind: CommentKind;
  subjectId: string | number;
  /** A visible heading with the count (a page's section; a card's panel goes without). */
  heading?: boolean;
  /** A comment or reply was posted (the subject's own counter may move). */
  onCommented?(comment: Comment): void;
}) {
  const { t } = useTranslation('comments');
  const subjectId = String(props.subjectId);
  const { user } = useSnapshot(userState);
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const list = useCommentPages(props.kind, subjectId);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = failure ?? list.error;

  const openThread = (id: number, show: boolean) =>
    setOpen((was) => {
      const next = new Set(was);
      if (show) next.add(id);
      else next.delete(id);
      return next;
    });

  const actions: CommentActions = {
    now,
    onReply: (comment) => (user ? setReplyTo(comment) : openLoginDialog()),
    onLike: (comment: Comment, pages: CommentPages) => {
      if (!user) return openLoginDialog();
      setFailure(null);
      callRoute('POST', COMMENT_PATHS.commentLikes, { comment_id: comment.id }, { quiet: true }).then(
        (state) => pages.update(comment.id, () => state),
        (cause: unknown) => setFailure(message(cause)),
      );
    },
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return openLoginDialog();
    setBusy(true);
    setFailure(null);
    try {
      const added = await callRoute(
        'POST',
        COMMENT_PATHS.comment,
        { type: props.kind, id: subjectId, content: text, reply_id: replyTo?.id },
        { quiet: true },
      );
      if (added.parent_id === null) list.add(added, 'start');
      else {
        const parentId = added.parent_id;
        list.update(parentId, (c) => ({ replies: c.replies + 1 }));
        openThread(parentId, true);
        void queryClient.invalidateQueries({
          queryKey: [...apiKey(COMMENT_PATHS.replies, true), { comment_id: parentId }],
        });
      }
      setText('');
      setReplyTo(null);
      props.onCommented?.(added);
    } catch (cause) {
      setFailure(message(cause));
    } finally {
      setBusy(false);
    }
  };

  const length = [...text].length;
  const total = list.total;
  const title = t('panel.title', { n: total ?? 0 });
  return (
    <section className="comments-panel stack" aria-label={title}>
      {props.heading ? <h2>{title}</h2> : null}
      {user ? (
        <form className="stack" onSubmit={(e) => void send(e)}>
          {replyTo ? (
            <p className="muted">
              {t('panel.replying', { name: replyTo.user.nickname })}{' '}
              <Button type="button" link size="small" label={t('panel.cancelReply')} onClick={() => setReplyTo(null)} />
            </p>
          ) : null}
          <InputTextarea
            aria-label={t('panel.label')}
            placeholder={t('panel.placeholder')}
            value={text}
            rows={2}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="row">
            <small className={length > COMMENT_MAX ? 'error-text grow' : 'muted grow'}>
              {t('panel.counter', { n: length, max: COMMENT_MAX })}
            </small>
            <Button type="submit" size="small" disabled={busy || text.trim() === ''} label={t('panel.send')} />
          </div>
        </form>
      ) : (
        <Button type="button" size="small" outlined label={t('panel.login')} onClick={() => openLoginDialog()} />
      )}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
      {total === 0 ? <p className="muted">{t('panel.none')}</p> : null}
      <ul className="comment-list">
        {list.comments.map((c) => (
          <CommentItem
            key={c.id}
            comment={c}
            pages={list}
            actions={actions}
            open={open.has(c.id)}
            onToggle={() => openThread(c.id, !open.has(c.id))}
          />
        ))}
      </ul>
      {list.more ? (
        <Button
          type="button"
          link
          size="small"
          label={t('panel.more')}
          loading={list.loadingMore}
          onClick={list.loadMore}
        />
      ) : total !== null && total > 0 ? (
        <p className="muted">{t('panel.noMore')}</p>
      ) : null}
    </section>
  );
}
