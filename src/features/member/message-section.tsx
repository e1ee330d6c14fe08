import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_PATHS, type Page } from '../../../contracts/account.ts';
import type { MemberMessage } from '../../../contracts/member.ts';
import { apiPost } from '../../lib/api-client.ts';
import { useMemberCall } from './use-member-call.ts';

/** Message centre: the user's messages, newest first, unread ones marked; reading one marks it read. */
export function MessageSection({ onRead }: { onRead: () => void }) {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const messages = useMemberCall<Page<MemberMessage>>(REWARD_PATHS.messageList, { page });
  const [error, setError] = useState<string | null>(null);

  const markRead = async (id: number) => {
    try {
      await apiPost(REWARD_PATHS.messageRead, { id }, { quiet: true });
      messages.reload();
      onRead();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (messages.error) return <p className="member-error">{messages.error}</p>;
  if (!messages.data) return <p className="member-hint">{t('loading')}</p>;
  const { list, total, page_size } = messages.data;
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <section className="member-form">
      <h2>{t('menu.messages')}</h2>
      {error && <p className="member-error">{error}</p>}
      {list.length === 0 && <p className="member-hint">{t('messages.empty')}</p>}
      <ul className="member-messages">
        {list.map((m) => (
          <li key={m.id} className={m.read_at === null ? 'unread' : undefined}>
            <div className="member-message-head">
              {m.read_at === null && <span className="member-badge">{t('messages.unread')}</span>}
              <strong>{t(`messages.kinds.${m.kind}.title`)}</strong>
              <time>{new Date(m.created_at * 1000).toLocaleString()}</time>
            </div>
            <p>{t(`messages.kinds.${m.kind}.body`)}</p>
            {m.body && (
              <p className="member-message-note">
                {t('messages.note')}
                {m.body}
              </p>
            )}
            {m.read_at === null && (
              <button type="button" className="member-button" onClick={() => void markRead(m.id)}>
                {t('messages.markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="member-pager">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </div>
      )}
    </section>
  );
}
