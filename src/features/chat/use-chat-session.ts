import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChatContent, ConversationID } from '../../../contracts/chat.ts';
import { userState } from '../../lib/user-store.ts';
import type { BuiltinChat } from './builtin-chat-service.ts';
import { connectChat } from './connect-chat.ts';
import { toBody, toContact, toSummary, toViewMessage, viewMessageId } from './chat-mapping.ts';
import type { ChatStore } from './chat-store.ts';
import { uploadChatFile, uploadChatImage } from './chat-upload.ts';
import type { ChatMessage } from './chat-view-model.ts';

/** A message being sent: what to send (made once: an image is uploaded first), for the retry too. */
interface Pending {
  conversationID: ConversationID;
  clientId: string;
  content: () => Promise<ChatContent>;
}

export interface ChatSession {
  sendText(text: string): void;
  sendImage(file: File): void;
  sendFile(file: File): void;
  retry(message: ChatMessage): void;
  loadOlder(): void;
  loadingOlder: boolean;
  /** The chat service once connected (groups, blocks, reports go straight to it), else null. */
  service: BuiltinChat | null;
  /** Reads the conversation list again (a group made here shows at once). */
  refresh(): Promise<unknown>;
}

const nowS = () => Math.floor(Date.now() / 1000);

/** Makes `make` run once, its result kept for later calls (a failed run may run again). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let done: Promise<T> | null = null;
  return () => {
    done ??= make().catch((error: unknown) => {
      done = null;
      throw error;
    });
    return done;
  };
}

/**
 * The chat page's link to the chat service (the built-in one over the engine's socket): fills the
 * store with conversations, contacts and pages of messages, keeps it current from the service's
 * events (every tab the same) and sends with a client id (a retry sends the same one, so it never
 * doubles). The message sound and the top bar's badge are the chat watcher's, on every page.
 */
export function useChatSession(store: ChatStore, openTo: ConversationID | null = null): ChatSession {
  const { user } = useSnapshot(userState);
  const { selectedID } = useSnapshot(store.state);
  const me = user?.id ?? null;
  const [service, setService] = useState<BuiltinChat | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const pending = useRef(new Map<string, Pending>());
  const loaded = useRef(new Set<string>());
  const refreshList = useRef<() => Promise<unknown>>(() => Promise.resolve());

  useEffect(() => {
    if (me === null) return;
    let live = true;
    const stops: (() => void)[] = [];
    loaded.current.clear();
    void connectChat().then((chat) => {
      if (!live) return chat.close();
      stops.push(() => chat.close());
      const refresh = () =>
        chat.conversations().then(
          (list) => live && store.setConversations(list.map(toSummary)),
          () => undefined,
        );
      stops.push(
        chat.on('message', (message, unread) => {
          const known = store.state.conversations.some((c) => c.conversationID === message.conversationID);
          store.upsertMessage(toViewMessage(message));
          if (!known) return void refresh();
          if (message.flow === 'in') return;
          const open = store.state.selectedID === message.conversationID && document.visibilityState === 'visible';
          if (open) void chat.markRead(message.conversationID, message.seq).catch(() => undefined);
          else store.setUnread(message.conversationID, unread);
        }),
        chat.on('read', (conversationID, _seq, unread) => store.setUnread(conversationID, unread)),
        chat.on('receipt', (conversationID) => store.markPeerRead(conversationID)),
        // Added to a group: it shows in the list. Left it, or it was destroyed: it goes (and closes).
        chat.on('group', (event) => {
          if (event.action === 'joined') return void refresh();
          loaded.current.delete(event.conversationID);
          store.removeConversation(event.conversationID);
        }),
      );
      refreshList.current = refresh;
      setService(chat);
      // A link to chat with someone opens that conversation, new or not; a link to a group, the
      // group when the user is in it.
      void refresh().then(() => {
        if (!live || openTo === null) return;
        if (openTo.startsWith('C2C')) store.openWith({ userID: openTo.slice(3), nick: '', avatar: '' });
        else if (store.state.conversations.some((c) => c.conversationID === openTo)) store.select(openTo);
      });
      void chat.contacts().then(
        (list) => live && store.setContacts(list.map(toContact)),
        () => undefined,
      );
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
      setService(null);
    };
  }, [me, store, openTo]);

  // A conversation opened for the first time loads its newest page; opening it reads it (every tab).
  useEffect(() => {
    if (!service || selectedID === null) return;
    const conversationID = selectedID as ConversationID;
    void service.markRead(conversationID).catch(() => undefined);
    if (loaded.current.has(conversationID)) return;
    loaded.current.add(conversationID);
    service.messages(conversationID).then(
      (page) => store.setMessages(conversationID, page.list.map(toViewMessage), page.complete),
      () => loaded.current.delete(conversationID),
    );
  }, [service, selectedID, store]);

  const deliver = useCallback(
    (id: string) => {
      const job = pending.current.get(id);
      if (!service || !job) return;
      store.setStatus(id, 'sending');
      job
        .content()
        .then((content) => service.send(job.conversationID, content, job.clientId))
        .then(
          (stored) => {
            pending.current.delete(id);
            store.upsertMessage(toViewMessage(stored));
            // A conversation started here learns the other party's name and avatar.
            const summary = store.state.conversations.find((c) => c.conversationID === job.conversationID);
            if (summary && summary.nick === '') void refreshList.current();
          },
          () => store.setStatus(id, 'failed'),
        );
    },
    [service, store],
  );

  const queue = useCallback(
    (preview: ChatContent, content: () => Promise<ChatContent>) => {
      const conversationID = store.state.selectedID as ConversationID | null;
      if (!user || conversationID === null) return;
      const clientId = crypto.randomUUID();
      const id = viewMessageId(String(user.id), clientId);
      pending.current.set(id, { conversationID, clientId, content: once(content) });
      store.addMessage({
        id,
        conversationID,
        flow: 'in',
        time: nowS(),
        nick: user.user_nickname,
        avatar: user.avatar,
        isRead: false,
        status: 'sending',
        body: toBody(preview),
      });
      deliver(id);
    },
    [user, store, deliver],
  );

  const loadOlder = useCallback(() => {
    const conversationID = store.state.selectedID as ConversationID | null;
    if (!service || conversationID === null || loadingOlder) return;
    const oldest = store.state.messages[conversationID]?.find((m) => m.seq !== undefined)?.seq;
    if (oldest === undefined) return;
    setLoadingOlder(true);
    service
      .messages(conversationID, oldest)
      .then(
        (page) => store.prependMessages(conversationID, page.list.map(toViewMessage), page.complete),
        () => undefined,
      )
      .finally(() => setLoadingOlder(false));
  }, [service, store, loadingOlder]);

  return {
    sendText: (text) => {
      const content: ChatContent = { type: 'text', payload: { text } };
      queue(content, () => Promise.resolve(content));
    },
    // A picked file shows at once (a local URL) while it uploads; the upload's URL is what is sent.
    sendImage: (file) => {
      const local = URL.createObjectURL(file);
      queue({ type: 'image', payload: { url: local, thumb_url: '', width: 0, height: 0 } }, async () => ({
        type: 'image',
        payload: await uploadChatImage(file),
      }));
    },
    sendFile: (file) => {
      const payload = { name: file.name, size: file.size };
      queue({ type: 'file', payload: { ...payload, url: URL.createObjectURL(file) } }, async () => ({
        type: 'file',
        payload: { ...payload, url: await uploadChatFile(file) },
      }));
    },
    retry: (message) => deliver(message.id),
    loadOlder,
    loadingOlder,
    service,
    refresh: () => refreshList.current(),
  };
}
