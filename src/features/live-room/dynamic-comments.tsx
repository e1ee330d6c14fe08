import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DYNAMIC_COMMENT_MAX, DYNAMIC_PATHS, type DynamicComment } from '../../../contracts/dynamics.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { userState } from '../../lib/user-store.ts';
import { useCommentPages } from './use-comment-pages.ts';

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

function CommentLine(props: { comment: DynamicComment; now: number; onReply(): void; onLike(): void }) {
  const { t, i18n } = useTranslation('room-dynamics');
  const { comment } = props;
  return (
    <li className="rd-comment" data-testid="dynamic-comment">
      <div>
        <strong>{comment.user.nickname}</strong>
        {comment.reply_to ? (
          <span className="muted"> {t('comment.replyTo', { name: comment.reply_to.nickname })}</span>
        ) : null}
        <span className="muted"> · {relativeTime(comment.created_at, props.now, i18n.language)}</span>
      </div>
      <p className="rd-text">{comment.content}</p>
      <div className="row">
        <Button
          type="button"
          text
          size="small"
          aria-pressed={comment.liked}
          label={t('comment.like', { n: comment.likes })}
          onClick={props.onLike}
        />
        <Button type="button" text size="small" label={t('comment.reply')} onClick={props.onReply} />
      </div>
    </li>
  );
}

/** A post's comments (oldest first, "more" for the next page), comment likes and the comment box. */
export function DynamicComments(props: { dynamicId: number; now: number; onCommented(): void }) {
  const { t } = useTranslation('room-dynamics');
  const { user } = useSnapshot(userState);
  const thread = useCommentPages(props.dynamicId);
  const { comments, total } = thread;
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<DynamicComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? thread.error;

  const toggleLike = async (comment: DynamicComment) => {
    if (!user) return openLoginDialog();
    setError(null);
    try {
      const state = await callRoute('POST', DYNAMIC_PATHS.commentLikes, { comment_id: comment.id }, { quiet: true });
      thread.update(comment.id, state);
    } catch (cause) {
      setError(message(cause));
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return openLoginDialog();
    setBusy(true);
    setError(null);
    try {
      const added = await callRoute(
        'POST',
        DYNAMIC_PATHS.comment,
        { id: props.dynamicId, content: text, reply_id: replyTo?.id },
        { quiet: true },
      );
      thread.add(added);
      setText('');
      setReplyTo(null);
      props.onCommented();
    } catch (cause) {
      setError(message(cause));
    } finally {
      setBusy(false);
    }
  };

  const length = [...text].length;
  return (
    <div className="rd-comments">
      {total === 0 ? <p className="muted">{t('comment.none')}</p> : null}
      <ul className="rd-comment-list">
        {comments.map((c) => (
          <CommentLine
            key={c.id}
            comment={c}
            now={props.now}
            onLike={() => void toggleLike(c)}
            onReply={() => (user ? setReplyTo(c) : openLoginDialog())}
          />
        ))}
      </ul>
      {thread.more ? (
        <Button type="button" link size="small" label={t('comment.more')} onClick={thread.loadMore} />
      ) : null}
      {user ? (
        <form className="stack" onSubmit={(e) => void send(e)}>
          {replyTo ? (
            <p className="muted">
              {t('comment.replying', { name: replyTo.user.nickname })}{' '}
              <Button
                type="button"
                link
                size="small"
                label={t('comment.cancelReply')}
                onClick={() => setReplyTo(null)}
              />
            </p>
          ) : null}
          <InputTextarea
            aria-label={t('comment.label')}
            placeholder={t('comment.placeholder')}
            value={text}
            rows={2}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="row">
            <small className={length > DYNAMIC_COMMENT_MAX ? 'error-text grow' : 'muted grow'}>
              {t('counter', { n: length, max: DYNAMIC_COMMENT_MAX })}
            </small>
            <Button type="submit" size="small" disabled={busy || text.trim() === ''} label={t('comment.send')} />
          </div>
        </form>
      ) : (
        <Button type="button" size="small" outlined label={t('comment.login')} onClick={() => openLoginDialog()} />
      )}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
