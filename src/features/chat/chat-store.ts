import { proxy } from 'valtio';
import {
  isOwnMessage,
  type ChatMessage,
  type Contact,
  type ConversationSummary,
  type MessageStatus,
} from './chat-view-model.ts';

/** Seed constant: a conversation loads its messages 15 at a time. */
export const CHAT_PAGE_SIZE = 15;

export interface ChatState {
  conversations: ConversationSummary[];
  selectedID: string | null;
  /** Each conversation's loaded messages, oldest first. */
  messages: Record<string, ChatMessage[]>;
  /** Conversations whose oldest message is loaded (no more pages). */
  complete: Record<string, boolean>;
  contacts: Contact[];
}

type Listener = (message: ChatMessage) => void;

function previewOf(message: ChatMessage): NonNullable<ConversationSummary['lastMessage']> {
  const { body, time } = message;
  switch (body.type) {
    case 'text':
    case 'words':
      return { type: body.type, text: body.text, time };
    case 'file':
      return { type: body.type, text: body.fileName, time };
    case 'card':
      return { type: body.type, text: body.card.title, time };
    case 'image':
      return { type: body.type, text: '', time };
  }
}

/**
 * The chat page's state and the only ways to change it. The chat service (to come) calls these
 * actions as conversations and messages arrive; the views read the state with `useSnapshot`.
 */
export function createChatStore() {
  const state = proxy<ChatState>({ conversations: [], selectedID: null, messages: {}, complete: {}, contacts: [] });
  const listeners = new Set<Listener>();

  const conversation = (id: string) => state.conversations.find((c) => c.conversationID === id);
  const findMessage = (id: string) => {
    for (const list of Object.values(state.messages)) {
      const message = list.find((m) => m.id === id);
      if (message) return message;
    }
    return undefined;
  };

  const markRead = (conversationID: string) => {
    const summary = conversation(conversationID);
    if (summary) summary.unread = 0;
  };

  /** Opens a conversation; its unread count clears. */
  const select = (conversationID: string | null) => {
    state.selectedID = conversationID;
    if (conversationID !== null) markRead(conversationID);
  };

  /** A new message (received, or sent by the user): appended once, the conversation moves to the top. */
  const addMessage = (message: ChatMessage) => {
    const list = (state.messages[message.conversationID] ??= []);
    if (list.some((m) => m.id === message.id)) return;
    list.push(message);
    const summary = conversation(message.conversationID);
    if (summary) {
      summary.lastMessage = previewOf(message);
      if (!isOwnMessage(message) && state.selectedID !== message.conversationID) summary.unread += 1;
      state.conversations = [summary, ...state.conversations.filter((c) => c !== summary)];
    }
    for (const listener of listeners) listener(message);
  };

  return {
    state,

    setConversations(conversations: ConversationSummary[]) {
      state.conversations = conversations;
    },

    setContacts(contacts: Contact[]) {
      state.contacts = contacts;
    },

    select,

    /** Opens the conversation with a contact, starting an empty one if there is none yet. */
    openWith(contact: Contact) {
      const conversationID = `C2C${contact.userID}`;
      if (!conversation(conversationID)) {
        const { userID, nick, avatar } = contact;
        state.conversations.unshift({
          conversationID,
          kind: 'c2c',
          userID,
          nick,
          avatar,
          lastMessage: null,
          unread: 0,
        });
      }
      select(conversationID);
    },

    addMessage,

    /**
     * An older page, oldest first; `complete` when there is nothing before it (by default: a page
     * shorter than 15 reached the start). Known messages are skipped.
     */
    prependMessages(conversationID: string, older: ChatMessage[], complete = older.length < CHAT_PAGE_SIZE) {
      const list = (state.messages[conversationID] ??= []);
      const known = new Set(list.map((m) => m.id));
      list.unshift(...older.filter((m) => !known.has(m.id)));
      state.complete[conversationID] = complete;
    },

    /**
     * A message as the service stored it: replaces the pending copy with the same id (keeping its
     * place), or is added as new.
     */
    upsertMessage(message: ChatMessage) {
      const list = state.messages[message.conversationID];
      const index = list?.findIndex((m) => m.id === message.id) ?? -1;
      if (list && index >= 0) list[index] = message;
      else addMessage(message);
    },

    /**
     * The newest page of a conversation, as first loaded. A message sent or received while the
     * page was on its way stays, after the page, unless the page holds it already.
     */
    setMessages(conversationID: string, messages: ChatMessage[], complete: boolean) {
      const inPage = new Set(messages.map((m) => m.id));
      const arrived = (state.messages[conversationID] ?? []).filter((m) => !inPage.has(m.id));
      state.messages[conversationID] = [...messages, ...arrived];
      state.complete[conversationID] = complete;
    },

    /**
     * The user is no longer in a conversation (left a group, or it was destroyed): it leaves the
     * list with its messages, and closes if it was open.
     */
    removeConversation(conversationID: string) {
      state.conversations = state.conversations.filter((c) => c.conversationID !== conversationID);
      delete state.messages[conversationID];
      delete state.complete[conversationID];
      if (state.selectedID === conversationID) state.selectedID = null;
    },

    /** The unread count the service keeps (the same in every tab). */
    setUnread(conversationID: string, unread: number) {
      const summary = conversation(conversationID);
      if (summary) summary.unread = unread;
    },

    /** The user has seen the conversation. */
    markRead,

    /** The other side has read the user's messages in a conversation. */
    markPeerRead(conversationID: string) {
      for (const message of state.messages[conversationID] ?? []) if (isOwnMessage(message)) message.isRead = true;
    },

    setStatus(messageID: string, status: MessageStatus) {
      const message = findMessage(messageID);
      if (message) message.status = status;
    },

    /** Calls `listener` for every message added from now on; returns the unsubscribe. */
    onMessage(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** The chat page's store. Empty until the chat service fills it. */
export const chatStore = createChatStore();
