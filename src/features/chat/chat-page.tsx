import { UsersIcon } from '../../ui/icons.tsx';
import { c2cConversationId, groupConversationId } from '../../../contracts/chat.ts';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { viewerTimeZone } from '../../../contracts/time-zone.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { showNotice } from '../../lib/notices.ts';
import { userState } from '../../lib/user-store.ts';
import { useNow } from '../../lib/use-now.ts';
import { ChatComposer } from './chat-composer.tsx';
import { toContact } from './chat-mapping.ts';
import { chatStore } from './chat-store.ts';
import type { ChatMessage } from './chat-view-model.ts';
import { ContactPickerDialog } from './contact-picker-dialog.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { ContactList } from './contact-list.tsx';
import { groupContacts } from './contact-groups.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageList } from './message-list.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useChatSession } from './use-chat-session.ts';
import './chat.css';
import './chat-groups.css';

const ID = /^[1-9]\d{0,15}$/;

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
  const [params] = useSearchParams();
  const to = params.get('to');
  const group = params.get('group');
  // `?to=<user id>` opens a private chat with them, `?group=<group id>` a group the user is in.
  const openTo =
    to !== null && ID.test(to)
      ? c2cConversationId(Number(to))
      : group !== null && ID.test(group)
        ? groupConversationId(Number(group))
        : null;
  const session = useChatSession(chatStore, openTo);

  const selected = chat.conversations.find((c) => c.conversationID === chat.selectedID) ?? null;
  const [creating, setCreating] = useState(false);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const { service, refresh } = session;
  const loadContacts = useCallback(
    () => (service ? service.contacts().then((list) => list.map(toContact)) : Promise.resolve([])),
    [service],
  );
  const createGroup = async (name: string, userIDs: string[]) => {
    if (!service) return;
    const group = await service.createGroup(name, userIDs);
    await refresh();
    chatStore.select(group.conversationID);
  };

  if (!user) {
    return (
      <div className="chat-page">
        <h1 className="chat-heading">{t('route.title')}</h1>
        <div className="chat-placeholder">
          <p>{t('page.login')}</p>
          <Button label={t('page.loginButton')} onClick={() => openLoginDialog('code', 'phone')} />
        </div>
      </div>
    );
  }
  return (
    <div className="chat-page">
      <h1 className="chat-heading">{t('route.title')}</h1>
      <div className="chat-layout">
        <aside className="chat-side">
          <Button
            type="button"
            icon={<UsersIcon />}
            label={t('page.newGroup')}
            outlined
            size="small"
            className="chat-new-group"
            disabled={!service}
            onClick={() => setCreating(true)}
          />
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
              <ConversationHeader
                key={selected.conversationID}
                conversation={selected}
                service={service}
                me={String(user.id)}
                onGone={chatStore.removeConversation}
              />
              <MessageList
                key={selected.conversationID}
                messages={chat.messages[selected.conversationID] ?? []}
                peerNick={selected.nick || selected.userID}
                complete={chat.complete[selected.conversationID] ?? false}
                loadingOlder={session.loadingOlder}
                nowMs={now}
                timeZone={timeZone}
                onLoadOlder={session.loadOlder}
                onRetry={session.retry}
                onReport={setReporting}
              />
              <ChatComposer
                onSendText={session.sendText}
                onSendImage={session.sendImage}
                onSendFile={session.sendFile}
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
      {creating ? (
        <ContactPickerDialog
          title={t('groups.createTitle')}
          submitLabel={t('groups.create')}
          withName
          loadContacts={loadContacts}
          onSubmit={createGroup}
          onClosed={() => setCreating(false)}
        />
      ) : null}
      {reporting && reporting.serverId !== undefined && service ? (
        <ReportDialog
          onReport={(reason) =>
            service
              .report(reporting.serverId!, reason)
              .then(() => showNotice({ severity: 'success', content: t('safety.reported'), life: 3000 }))
          }
          onClosed={() => setReporting(null)}
        />
      ) : null}
    </div>
  );
}
