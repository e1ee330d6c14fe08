import { UsersIcon } from '../../ui/icons.tsx';
import { Avatar } from 'primereact/avatar';
import { Badge } from 'primereact/badge';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { chatTime } from './chat-time.ts';
import { chatTimeLabel } from './chat-time-label.ts';
import type { ConversationSummary } from './chat-view-model.ts';
import { emojiPlainText } from './emoji-text.ts';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  selectedID: string | null;
  nowMs: number;
  timeZone: string;
  onSelect(conversationID: string): void;
}

/** A conversation's last message in one line: emoji codes as their names, other kinds by their kind. */
function previewText(last: ConversationSummary['lastMessage'], t: TFunction<'chat'>): string {
  if (!last) return t('list.noMessage');
  switch (last.type) {
    case 'text':
    case 'words':
      return emojiPlainText(last.text);
    case 'image':
      return t('list.preview.image');
    case 'file':
      return t('list.preview.file', { name: last.text });
    case 'card':
      return t('list.preview.card', { title: last.text });
  }
}

/** The conversations (a group's marked as one): avatar, nickname, last message, its time and the unread count. */
export function ConversationList({ conversations, selectedID, nowMs, timeZone, onSelect }: ConversationListProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ul className="chat-conversations">
      {conversations.map((c) => (
        <li key={c.conversationID}>
          <button
            type="button"
            className="chat-conversation"
            aria-current={c.conversationID === selectedID ? 'true' : undefined}
            onClick={() => onSelect(c.conversationID)}
          >
            <Avatar image={c.avatar} imageAlt="" shape="circle" size="large" />
            <span className="chat-conversation-text">
              <span className="chat-conversation-top">
                <span className="chat-conversation-nick">
                  {c.kind === 'group' ? (
                    <span className="chat-group-mark">
                      <UsersIcon /> {t('list.group')}
                    </span>
                  ) : null}
                  {c.nick || c.userID}
                </span>
                {c.lastMessage ? (
                  <time className="muted" dateTime={new Date(c.lastMessage.time * 1000).toISOString()}>
                    {chatTimeLabel(chatTime(c.lastMessage.time, nowMs, i18n.language, timeZone), t)}
                  </time>
                ) : null}
              </span>
              <span className="chat-conversation-preview muted">{previewText(c.lastMessage, t)}</span>
            </span>
            {c.unread > 0 ? (
              <Badge
                value={c.unread > 99 ? '99+' : c.unread}
                severity="danger"
                aria-label={t('list.unread', { count: c.unread })}
              />
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
