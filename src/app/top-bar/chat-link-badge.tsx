import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatUnreadState, totalUnread } from '../../lib/chat-unread.ts';

/** The chat link's unread total, counted by the chat watcher from the engine's chat notices: the same in every tab. */
export function ChatLinkBadge() {
  const { t } = useTranslation('account');
  const unread = totalUnread(useSnapshot(chatUnreadState));
  if (unread === 0) return null;
  return (
    <>
      <span className="p-badge p-badge-danger" aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="p-hidden-accessible">{t('topBar.chatUnread', { count: unread })}</span>
    </>
  );
}
