import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { viewerTimeZone } from '../../../contracts/time-zone.ts';
import { userState } from '../../lib/user-store.ts';
import { useNow } from '../../lib/use-now.ts';
import { ChatComposer } from './chat-composer.tsx';
import { chatStore } from './chat-store.ts';
import type { ChatMessage, MessageBody } from './chat-view-model.ts';
import { ContactList } from './contact-list.tsx';
import { groupContacts } from './contact-groups.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageList } from './message-list.tsx';
import { useMessageSound } from './use-message-sound.ts';
import './chat.css';

/** Relative times ("just now", "3 min") are redrawn this often. */
const CLOCK_TICK_MS = 30_000;

/**
 * `/chat-chat`: private chat. Conversations and contacts on the left, the open conversation on the
 * right. It shows what the chat store holds; the chat service fills the store (and sends what is
 * queued as `sending`) once it lands, so until then the page says there are no conversations.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const chat = useSnapshot(chatStore.state);
  const { user } = useSnapshot(userState);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const now = useNow(CLOCK_TICK_MS);
  const groups = useMemo(() => groupContacts(chat.contacts), [chat.contacts]);
  useMessageSound(chatStore);

  const selected = chat.conversations.find((c) => c.conversationID === chat.selectedID) ?? null;

  const queue = (body: MessageBody) => {
    if (!selected) return;
    const message: ChatMessage = {
      id: crypto.randomUUID(),
      conversationID: selected.conversationID,
      flow: 'in',
      time: Math.floor(Date.now() / 1000),
      nick: user?.user_nickname ?? '',
      avatar: user?.avatar ?? '',
      isRead: false,
      status: 'sending',
      body,
    };
    chatStore.addMessage(message);
  };
  const fileBody = (file: File): MessageBody => ({
    type: 'file',
    fileName: file.name,
    fileUrl: URL.createObjectURL(file),
    fileSize: file.size,
  });

  return (
    <div className="chat-page">
      <h1 className="chat-heading">{t('route.title')}</h1>
      <div className="chat-layout">
        <aside className="chat-side">
          <TabView>
            <TabPanel header={t('page.conversations')}>
              {chat.conversations.length === 0 ? (
                <p className="muted chat-empty">{t('page.empty')}</p>
              ) : (
                <ConversationList
                  conversations={chat.conversations}
                  selectedID={chat.selectedID}
                  nowMs={now}
                  timeZone={timeZone}
                  onSelect={chatStore.select}
                />
              )}
            </TabPanel>
            <TabPanel header={t('page.contacts')}>
              {groups.length === 0 ? (
                <p className="muted chat-empty">{t('page.noContacts')}</p>
              ) : (
                <ContactList groups={groups} onOpen={chatStore.openWith} />
              )}
            </TabPanel>
          </TabView>
        </aside>
        <section className="chat-main" aria-label={selected ? selected.nick || selected.userID : t('route.title')}>
          {selected ? (
            <>
              <h2 className="chat-peer">{selected.nick || selected.userID}</h2>
              <MessageList
                key={selected.conversationID}
                messages={chat.messages[selected.conversationID] ?? []}
                peerNick={selected.nick || selected.userID}
                complete={chat.complete[selected.conversationID] ?? false}
                // The chat service loads older pages (15 at a time) into the store when it lands.
                loadingOlder={false}
                nowMs={now}
                timeZone={timeZone}
                onLoadOlder={() => undefined}
                onRetry={(message) => chatStore.setStatus(message.id, 'sending')}
              />
              <ChatComposer
                onSendText={(text) => queue({ type: 'text', text })}
                onSendImage={(file) => queue({ type: 'image', images: [{ url: URL.createObjectURL(file), width: 0 }] })}
                onSendFile={(file) => queue(fileBody(file))}
              />
            </>
          ) : (
            <div className="chat-placeholder">
              <p>{chat.conversations.length === 0 ? t('page.empty') : t('page.pick')}</p>
              {chat.conversations.length === 0 ? <p className="muted">{t('page.emptyHint')}</p> : null}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
