import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  DYNAMIC_COMMENT_MAX,
  DYNAMIC_PATHS,
  type DynamicComment,
  type DynamicCommentPage,
  type LikeState,
} from '../../../contracts/dynamics.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { userState } from '../../lib/user-store.ts';

const PAGE = 10;
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
  const [comments, setComments] = useState<DynamicComment[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<DynamicComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userId = user?.id ?? 0;

  useEffect(() => {
    let cancelled = false;
    apiGet<DynamicCommentPage>(DYNAMIC_PATHS.commentList, { id: props.dynamicId, page, limit: PAGE }, { quiet: true })
      .then((answer) => {
        if (cancelled) return;
        setTotal(answer.total);
        setComments((list) => {
          const known = new Set(list.map((c) => c.id));
          return [...(page === 1 ? [] : list), ...answer.list.filter((c) => page === 1 || !known.has(c.id))];
        });
      })
      .catch((cause: unknown) => !cancelled && setError(message(cause)));
    return () => {
      cancelled = true;
    };
  }, [props.dynamicId, page, userId]);

  const toggleLike = async (comment: DynamicComment) => {
    if (!user) return openLoginDialog();
    setError(null);
    try {
      const state = await apiPost<LikeState>(DYNAMIC_PATHS.commentLikes, { comment_id: comment.id }, { quiet: true });
      setComments((list) => list.map((c) => (c.id === comment.id ? { ...c, ...state } : c)));
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
      const added = await apiPost<DynamicComment>(
        DYNAMIC_PATHS.comment,
        { id: props.dynamicId, content: text, reply_id: replyTo?.id },
        { quiet: true },
      );
      setComments((list) => [...list, added]);
      setTotal((n) => (n ?? 0) + 1);
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
      {total !== null && comments.length < total ? (
        <Button type="button" link size="small" label={t('comment.more')} onClick={() => setPage((p) => p + 1)} />
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
