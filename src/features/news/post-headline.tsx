import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { HEADLINE_LIMITS, NEWS_PATHS } from '../../../contracts/news.ts';
import { apiMutation } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';

/**
 * A logged-in user's way to post a headline: the server takes it from anchors and experts only
 * (anyone else hears why) and keeps it pending until an operator approves it.
 */
export function PostHeadline() {
  const { t } = useTranslation('news');
  const { user } = useSnapshot(userState);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const submit = useMutation(apiMutation(NEWS_PATHS.submit));
  const titleId = useId();
  const contentId = useId();
  if (!user) return null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ title, content });
  };
  const close = () => {
    setOpen(false);
    submit.reset();
  };

  return (
    <>
      <Button type="button" outlined label={t('post.open')} onClick={() => setOpen(true)} />
      <Dialog header={t('post.title')} visible={open} onHide={close} style={{ width: 'min(560px, 95vw)' }}>
        {submit.isSuccess ? (
          <p role="status">{t('post.pending')}</p>
        ) : (
          <form className="stack" onSubmit={send}>
            <label className="field" htmlFor={titleId}>
              {t('post.headline')}
              <InputText
                id={titleId}
                value={title}
                maxLength={HEADLINE_LIMITS.title}
                onChange={(e) => setTitle(e.target.value)}
              />
            </label>
            <label className="field" htmlFor={contentId}>
              {t('post.content')}
              <InputTextarea
                id={contentId}
                value={content}
                rows={6}
                maxLength={HEADLINE_LIMITS.content}
                onChange={(e) => setContent(e.target.value)}
              />
            </label>
            {submit.error && <p className="error-text">{submit.error.message}</p>}
            <div className="actions">
              <Button type="submit" label={t('post.send')} disabled={submit.isPending} />
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
