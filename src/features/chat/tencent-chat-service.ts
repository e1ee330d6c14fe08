import {
  CHAT_PAGE_SIZE,
  type ChatContent,
  type ChatMessage,
  type ChatServiceEvents,
  type ConversationID,
} from '../../../contracts/chat.ts';
import type { BuiltinChat } from './builtin-chat-service.ts';
import { conversationFrom, groupFrom, messageFrom, profileFrom } from './tencent-chat-mapping.ts';
import type { SdkChat, SdkMessage, SdkModule } from './tencent-sdk.ts';

/** What the page hears of the SDK beyond chat itself: ready, the network, errors. */
export type TencentStatus =
  | { kind: 'ready' }
  | { kind: 'notReady' }
  | { kind: 'net'; state: string }
  | { kind: 'error'; code: number; message: string };

/** The Tencent Cloud IM service: the same face as the built-in one, plus the SDK's state. */
export interface TencentChat extends BuiltinChat {
  onStatus(listener: (status: TencentStatus) => void): () => void;
}

export interface TencentChatOptions {
  sdkAppId: number;
  /** The tourist account a logout goes back to (`Universal/imTouristAccount`). */
  tourist: () => Promise<{ id: string; sig: string }>;
  /** Reads an upload of ours (a picture or file to send) as bytes. */
  fetchFile?: (url: string) => Promise<Blob>;
}

type Listeners = { [E in keyof ChatServiceEvents]: Set<ChatServiceEvents[E]> };

const GROUP_MEMBERS_PAGE = 100;

const fail = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String((error as { message?: unknown })?.message ?? error));

/**
 * The chat service over Tencent Cloud IM (`@tencentcloud/chat`), loaded only when the system
 * settings name Tencent: the SDK comes in by a dynamic import, so it is never part of a first visit.
 * Pages of 15 go by the SDK's `nextReqMessageID`; calls that need a signed-in SDK wait for ready.
 */
export async function createTencentChatService(options: TencentChatOptions): Promise<TencentChat> {
  const { default: imported } = await import('@tencentcloud/chat');
  // IMPORTANT: the SDK's declarations type payloads as `any`; tencent-sdk.ts is the shape we rely on.
  const sdkModule = imported as unknown as SdkModule;
  const { EVENT, TYPES } = sdkModule;
  const sdk: SdkChat = sdkModule.create({ SDKAppID: options.sdkAppId });
  const fetchFile = options.fetchFile ?? ((url: string) => fetch(url).then((r) => r.blob()));

  const listeners: Listeners = {
    message: new Set(),
    read: new Set(),
    receipt: new Set(),
    group: new Set(),
    kicked: new Set(),
  };
  const statuses = new Set<(status: TencentStatus) => void>();
  const sounds = new Set<Parameters<BuiltinChat['onSound']>[0]>();
  const unread = new Map<string, number>();
  /** Where the next older page starts, per conversation. */
  const cursors = new Map<string, string>();
  /** Sends by client id: a retry of a sent message returns it instead of sending again. */
  const sent = new Map<string, Promise<ChatMessage>>();
  let markReady: () => void = () => undefined;
  let ready = new Promise<void>((resolve) => (markReady = resolve));
  const status = (s: TencentStatus) => {
    for (const l of statuses) l(s);
  };

  const handlers: [string, (event: { data: unknown }) => void][] = [
    [
      EVENT.SDK_READY,
      () => {
        markReady();
        status({ kind: 'ready' });
      },
    ],
    [EVENT.SDK_NOT_READY, () => status({ kind: 'notReady' })],
    [
      EVENT.MESSAGE_RECEIVED,
      (event) => {
        for (const raw of event.data as SdkMessage[]) {
          const message = messageFrom(TYPES, raw);
          if (!message) continue;
          const count = message.flow === 'out' ? (unread.get(message.conversationID) ?? 0) + 1 : 0;
          if (message.flow === 'out') unread.set(message.conversationID, count);
          for (const l of listeners.message) l(message, count);
          // Played ids are shared by the browser's tabs (message-sound-rules.ts): each tab may try, one plays.
          for (const l of sounds) l({ kind: 'message', message, unreadCount: count }, true);
        }
      },
    ],
    [
      EVENT.KICKED_OUT,
      () => {
        ready = new Promise<void>((resolve) => (markReady = resolve));
        for (const l of listeners.kicked) l();
      },
    ],
    [
      EVENT.NET_STATE_CHANGE,
      (event) => status({ kind: 'net', state: String((event.data as { state?: unknown })?.state ?? '') }),
    ],
    [
      EVENT.ERROR,
      (event) => {
        const data = event.data as { code?: unknown; message?: unknown } | undefined;
        status({ kind: 'error', code: Number(data?.code ?? 0), message: String(data?.message ?? '') });
      },
    ],
  ];
  for (const [name, handler] of handlers) sdk.on(name, handler);

  /** Runs an SDK call once the SDK is ready, its failure as an Error. */
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    await ready;
    try {
      return await run();
    } catch (error) {
      throw fail(error);
    }
  };

  const target = (conversationID: ConversationID) =>
    conversationID.startsWith('GROUP')
      ? { to: conversationID.slice(5), conversationType: TYPES.CONV_GROUP }
      : { to: conversationID.slice(3), conversationType: TYPES.CONV_C2C };

  async function create(conversationID: ConversationID, content: ChatContent): Promise<SdkMessage> {
    const to = target(conversationID);
    switch (content.type) {
      case 'text':
        return sdk.createTextMessage({ ...to, payload: { text: content.payload.text } });
      case 'image': {
        const blob = await fetchFile(content.payload.url);
        return sdk.createImageMessage({ ...to, payload: { file: new File([blob], 'image', { type: blob.type }) } });
      }
      case 'file': {
        const blob = await fetchFile(content.payload.url);
        return sdk.createFileMessage({ ...to, payload: { file: new File([blob], content.payload.name) } });
      }
      case 'custom':
        return sdk.createCustomMessage({
          ...to,
          payload: { data: JSON.stringify(content.payload), description: content.payload.words, extension: '' },
        });
    }
  }

  async function send(conversationID: ConversationID, content: ChatContent): Promise<ChatMessage> {
    const message = await create(conversationID, content);
    const answer = await sdk.sendMessage(message);
    const mapped = messageFrom(TYPES, answer.data.message);
    if (!mapped) throw new Error('unsupported message');
    return mapped;
  }

  return {
    kind: 'tencent',
    async login(userID, userSig) {
      try {
        await sdk.login({ userID, userSig });
      } catch (error) {
        throw fail(error);
      }
    },
    async logout() {
      try {
        await sdk.logout();
        ready = new Promise<void>((resolve) => (markReady = resolve));
        unread.clear();
        cursors.clear();
        // Spec section 4: after a logout the app goes on as the tourist account.
        const tourist = await options.tourist();
        await sdk.login({ userID: tourist.id, userSig: tourist.sig });
      } catch (error) {
        throw fail(error);
      }
    },
    conversations: () =>
      call(async () => {
        const list = (await sdk.getConversationList()).data.conversationList.map((c) => conversationFrom(TYPES, c));
        for (const c of list) unread.set(c.conversationID, c.unreadCount);
        return list;
      }),
    messages: (conversationID, before, count = CHAT_PAGE_SIZE) =>
      call(async () => {
        // The newest page when no `before`; else the page older than the last one read.
        const nextReqMessageID = before === undefined ? undefined : cursors.get(conversationID);
        const { data } = await sdk.getMessageList({
          conversationID,
          count,
          ...(nextReqMessageID ? { nextReqMessageID } : {}),
        });
        cursors.set(conversationID, data.nextReqMessageID);
        const list = data.messageList.flatMap((m) => messageFrom(TYPES, m) ?? []);
        return { list, complete: data.isCompleted };
      }),
    send: (conversationID, content, clientId) => {
      const known = sent.get(clientId);
      if (known) return known;
      const sending = call(() => send(conversationID, content));
      sent.set(clientId, sending);
      // A failed send may be retried with the same client id.
      sending.catch(() => sent.delete(clientId));
      return sending;
    },
    markRead: (conversationID) =>
      call(async () => {
        await sdk.setMessageRead({ conversationID });
        unread.set(conversationID, 0);
        for (const l of listeners.read) l(conversationID, 0, 0);
      }),
    updateProfile: (profile) =>
      call(async () => {
        await sdk.updateMyProfile({ ...profile });
      }),
    createGroup: (name, userIDs) =>
      call(async () => {
        const { data } = await sdk.createGroup({
          name,
          type: TYPES.GRP_WORK,
          // Numeric ids, as the app's group ids are numbers.
          groupID: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)),
          memberList: userIDs.map((userID) => ({ userID })),
        });
        return groupFrom(data.group);
      }),
    addUsers: (groupId, userIDs) =>
      call(async () => {
        await sdk.addGroupMember({ groupID: String(groupId), userIDList: userIDs });
      }),
    joinGroup: (groupId) =>
      call(async () => {
        await sdk.joinGroup({ groupID: String(groupId) });
      }),
    leaveGroup: (groupId) =>
      call(async () => {
        await sdk.quitGroup(String(groupId));
      }),
    destroyGroup: (groupId) =>
      call(async () => {
        await sdk.dismissGroup(String(groupId));
      }),
    groups: () => call(async () => (await sdk.getGroupList()).data.groupList.map(groupFrom)),
    groupMembers: (groupId) =>
      call(async () => {
        const { data } = await sdk.getGroupMemberList({
          groupID: String(groupId),
          count: GROUP_MEMBERS_PAGE,
          offset: 0,
        });
        return data.memberList.map((m) => profileFrom(m));
      }),
    contacts: () =>
      call(async () => (await sdk.getFriendList()).data.map((f) => ({ profile: profileFrom(f.profile, f.userID) }))),
    block: (userID) =>
      call(async () => {
        await sdk.addToBlacklist({ userIDList: [userID] });
      }),
    unblock: (userID) =>
      call(async () => {
        await sdk.removeFromBlacklist({ userIDList: [userID] });
      }),
    blocked: () =>
      call(async () => (await sdk.getBlacklist()).data.map((userID) => ({ userID, nick: '', avatar: '' }))),
    // Tencent keeps no reports of ours: a report needs the built-in service.
    report: () => Promise.reject(new Error('Reports are not available with this chat service')),
    on(event, listener) {
      const set = listeners[event] as Set<ChatServiceEvents[typeof event]>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    onSound(listener) {
      sounds.add(listener);
      return () => void sounds.delete(listener);
    },
    onStatus(listener) {
      statuses.add(listener);
      return () => void statuses.delete(listener);
    },
    close() {
      for (const [name, handler] of handlers) sdk.off(name, handler);
    },
  };
}
