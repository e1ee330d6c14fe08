import {
  CHAT_PAGE_SIZE,
  CHAT_PATHS,
  type ChatEvent,
  type ChatProfile,
  type ChatService,
  type ChatServiceEvents,
} from '../../../contracts/chat.ts';
import type { ServerNotice } from '../../../contracts/engine-api.ts';
import { callRoute } from '../../lib/api-client.ts';
import { getEngine } from '../../lib/engine.ts';

type Listeners = { [E in keyof ChatServiceEvents]: Set<ChatServiceEvents[E]> };
type MessageEvent = Extract<ChatEvent, { kind: 'message' }>;

/** The service plus what only the built-in one knows. */
export interface BuiltinChat extends ChatService {
  /** Every message event, and whether this tab is the browser's one to sound it. */
  onSound(listener: (event: MessageEvent, sound: boolean) => void): () => void;
  /** The users the caller blocked. */
  blocked(): Promise<ChatProfile[]>;
  /** Stops hearing the engine's notices. */
  close(): void;
}

/** Where the built-in service hears chat: the engine's notices (one socket for every tab). */
export interface ChatNotices {
  onNotice(listener: (notice: ServerNotice) => void): () => void;
}

const ids = (userIDs: string[]) => userIDs.map(Number);

/**
 * The built-in chat service in the browser: the server's chat calls, and the `chat` notices the
 * engine's one socket brings to every tab (no connection of its own). `sound` on a message event
 * says this tab is the browser's one to play it (the engine picks it, see `wantChatSound`).
 */
export function createBuiltinChatService(notices: ChatNotices): BuiltinChat {
  const listeners: Listeners = {
    message: new Set(),
    read: new Set(),
    receipt: new Set(),
    group: new Set(),
    kicked: new Set(),
  };
  const sounds = new Set<(event: MessageEvent, sound: boolean) => void>();
  const stop = notices.onNotice((notice) => {
    if (notice.type === 'sessionRevoked') for (const l of listeners.kicked) l();
    if (notice.type !== 'chat') return;
    const event = notice.event;
    switch (event.kind) {
      case 'message':
        for (const l of listeners.message) l(event.message, event.unreadCount);
        for (const l of sounds) l(event, notice.sound === true);
        break;
      case 'read':
        for (const l of listeners.read) l(event.conversationID, event.seq, event.unreadCount);
        break;
      case 'receipt':
        for (const l of listeners.receipt) l(event.conversationID, event.seq);
        break;
      case 'group':
        for (const l of listeners.group) l(event);
        break;
    }
  });
  return {
    kind: 'builtin',
    // The built-in service speaks for whoever the app's login token is: nothing to sign in to.
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    conversations: () => callRoute('POST', CHAT_PATHS.conversationList, {}, { quiet: true }),
    messages: (conversationID, before, count = CHAT_PAGE_SIZE) =>
      callRoute('POST', CHAT_PATHS.messageList, { conversationID, before, count }, { quiet: true }),
    send: (conversationID, content, client_id) =>
      callRoute('POST', CHAT_PATHS.send, {
        conversationID,
        client_id,
        type: content.type,
        payload: { ...content.payload },
      }),
    async markRead(conversationID, seq) {
      await callRoute('POST', CHAT_PATHS.read, { conversationID, seq }, { quiet: true });
    },
    // The built-in service reads names and avatars from the accounts: nothing to push.
    updateProfile: () => Promise.resolve(),
    createGroup: (name, userIDs) => callRoute('POST', CHAT_PATHS.createGroup, { name, user_ids: ids(userIDs) }),
    async addUsers(groupId, userIDs) {
      await callRoute('POST', CHAT_PATHS.addGroupUser, { group_id: groupId, user_ids: ids(userIDs) });
    },
    async joinGroup(groupId) {
      await callRoute('POST', CHAT_PATHS.joinGroup, { group_id: groupId });
    },
    async leaveGroup(groupId) {
      await callRoute('POST', CHAT_PATHS.leaveGroup, { group_id: groupId });
    },
    async destroyGroup(groupId) {
      await callRoute('POST', CHAT_PATHS.destroyGroup, { group_id: groupId });
    },
    groups: () => callRoute('POST', CHAT_PATHS.anchorGroups, {}, { quiet: true }),
    groupMembers: (groupId) => callRoute('POST', CHAT_PATHS.groupMembers, { group_id: groupId }),
    contacts: () => callRoute('POST', CHAT_PATHS.addressBook, {}, { quiet: true }),
    async block(userID) {
      await callRoute('POST', CHAT_PATHS.block, { user_id: Number(userID) });
    },
    async unblock(userID) {
      await callRoute('POST', CHAT_PATHS.unblock, { user_id: Number(userID) });
    },
    blocked: () => callRoute('POST', CHAT_PATHS.blockList, {}, { quiet: true }),
    async report(messageId, reason) {
      await callRoute('POST', CHAT_PATHS.report, { message_id: messageId, reason });
    },
    on(event, listener) {
      const set = listeners[event] as Set<ChatServiceEvents[typeof event]>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    onSound(listener) {
      sounds.add(listener);
      return () => void sounds.delete(listener);
    },
    close: stop,
  };
}

/** The built-in service over this tab's engine. */
export async function connectBuiltinChat() {
  const engine = await getEngine();
  return createBuiltinChatService(engine);
}
