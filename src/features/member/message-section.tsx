import { useQuery } from '@tanstack/react-query';
import { memberQuery } from './member-query.ts';
import { Tag } from 'primereact/tag';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { REWARD_PATHS } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/** Message centre: the user's messages, newest first, unread ones marked; reading one marks it read. */
export function MessageSection({ onRead }: { onRead: () => void }) {
  const { t, i18n } = useTranslation('member');
  const [page, setPage] = useState(1);
  const messages = useQuery(memberQuery(REWARD_PATHS.messageList, { page }));
  const [error, setError] = useState<string | null>(null);

  const markRead = async (id: number) => {
    try {
      await callRoute('POST', REWARD_PATHS.messageRead, { id }, { quiet: true });
      void messages.refetch();
      onRead();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (messages.error) return <p className="error-text">{messages.error.message}</p>;
  if (!messages.data) return <p className="muted">{t('loading')}</p>;
  const { list, total, page_size } = messages.data;
  return (
    <section className="surface stack">
      <h2>{t('menu.messages')}</h2>
      {error && <p className="error-text">{error}</p>}
      {list.length === 0 && <p className="muted">{t('messages.empty')}</p>}
      <ul className="member-messages">
        {list.map((m) => (
          <li key={m.id} className={m.read_at === null ? 'unread' : undefined}>
            <div className="row member-message-head">
              {m.read_at === null && <Tag severity="danger" value={t('messages.unread')} />}
              <strong>{t(`messages.kinds.${m.kind}.title`)}</strong>
              <time>{formatUnix(m.created_at, i18n.language)}</time>
            </div>
            <p>{t(`messages.kinds.${m.kind}.body`)}</p>
            {m.body && (
              <p className="member-message-note">
                {t('messages.note')}
                {m.body}
              </p>
            )}
            {m.read_at === null && (
              <Button type="button" outlined onClick={() => void markRead(m.id)} label={t('messages.markRead')} />
            )}
          </li>
        ))}
      </ul>
      <ListPaginator page={page} total={total} pageSize={page_size} onPage={setPage} />
    </section>
  );
}
