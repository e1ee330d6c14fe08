/**
 * Private chat and groups (issue 16): the entities every chat service speaks, the built-in
 * service's call paths and limits, and `ChatService`, the interface a page talks to. The built-in
 * service stores conversations in the server's database and delivers over the engine's one
 * socket (`chat` notices, see live-protocol.ts); a Tencent Cloud IM adapter implements the same
 * interface over `@tencentcloud/chat`.
 */

/** Messages a page loads at a time (seed constant). */
export const CHAT_PAGE_SIZE = 15;
/**
 * A time divider shows between messages this many seconds apart or more (seed constant; for the chat page).
 * @public
 */
export const CHAT_DIVIDER_S = 120;
/** Messages one user may send per minute, over all conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Private conversations one user may start per day. */
export const CHAT_NEW_CONVERSATIONS_PER_DAY = 50;
/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 2_000;
/** Longest client message id. */
export const CHAT_CLIENT_ID_MAX = 64;
/** Longest group name, in characters. */
export const CHAT_GROUP_NAME_MAX = 30;
/** Members a group may hold (owner included). */
export const CHAT_GROUP_MEMBERS_MAX = 500;
/** Groups one user may own. */
export const CHAT_GROUPS_OWNED_MAX = 20;
/** Largest file a chat file message may carry. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Where a chat file is uploaded: the raw bytes under an upload grant (`upload-token`), its name in `?name=`. */
export const CHAT_FILE_UPLOAD_PATH = '/api/upload/chatFile';
/** Where chat files are downloaded: `/chat-files/<id>/<name>`, always as an attachment. */
export const CHAT_FILE_URL_PREFIX = '/chat-files/';
/** Longest report reason, in characters. */
export const CHAT_REPORT_REASON_MAX = 200;

/** The chat services a deployment may run (system settings `chat.service`). */
export type ChatServiceKind = 'builtin' | 'tencent';

/** What the system settings say about chat: which service, and Tencent's app id when it is Tencent. */
export interface ChatSettings {
  service: ChatServiceKind;
  /** Tencent Cloud IM's SDKAppID (only with `service: 'tencent'`). */
  sdk_app_id?: number;
}

/** `C2C<other user id>` (a private conversation, named from the caller's side) or `GROUP<group id>`. */
export type ConversationID = `C2C${number}` | `GROUP${number}`;

export function c2cConversationId(userId: number): ConversationID {
  return `C2C${userId}`;
}

export function groupConversationId(groupId: number): ConversationID {
  return `GROUP${groupId}`;
}

/** The conversation an id names, or null when it names none. */
export function parseConversationId(value: string): { kind: 'c2c' | 'group'; id: number } | null {
  const match = /^(C2C|GROUP)([1-9]\d{0,15})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { kind: match[1] === 'C2C' ? 'c2c' : 'group', id };
}

/** A chat user's public face. */
export interface ChatProfile {
  userID: string;
  nick: string;
  avatar: string;
}

export type ChatMessageType = 'text' | 'image' | 'file' | 'custom';

export interface TextPayload {
  /** Plain text, shown as text (never HTML); may hold emoji codes in square brackets. */
  text: string;
}
export interface ImagePayload {
  url: string;
  /** A smaller picture for the list (the original where no resizing is done). */
  thumb_url: string;
  width: number;
  height: number;
}
export interface FilePayload {
  name: string;
  size: number;
  url: string;
}
/** A card: a goods or scheme offer, or (`words`) a plain text line. */
export interface CustomPayload {
  title: string;
  image: string;
  price: string;
  words: string;
}

/** The payload of each message type. */
export interface ChatPayloads {
  text: TextPayload;
  image: ImagePayload;
  file: FilePayload;
  custom: CustomPayload;
}

/** What a sender sends: a type and its payload. */
export type ChatContent = { [T in ChatMessageType]: { type: T; payload: ChatPayloads[T] } }[ChatMessageType];

export type ChatMessageStatus = 'success' | 'fail' | 'unSend';

export type ChatMessage = ChatContent & {
  /** Server id. */
  id: number;
  /** The sender's id for this message: a retry with the same one returns the first message. */
  client_id: string;
  conversationID: ConversationID;
  /** Order within the conversation, assigned by the server (1, 2, 3, ... without gaps). */
  seq: number;
  /** Sender's user id. */
  from: string;
  nick: string;
  avatar: string;
  /** Unix seconds. */
  time: number;
  /** IMPORTANT: as the seed defines it, `in` is the caller's own message and `out` one received. */
  flow: 'in' | 'out';
  /** Own message: the other party has read it (private chats); received: the caller has read it. */
  isRead: boolean;
  status: ChatMessageStatus;
};

export interface ChatConversation {
  conversationID: ConversationID;
  type: 'C2C' | 'GROUP';
  /** The other party (private chats), or the group as a profile (`userID` is the group id). */
  userProfile: ChatProfile;
  lastMessage: { type: ChatMessageType; payload: ChatContent['payload']; time: number; from: string } | null;
  unreadCount: number;
  /** Unix seconds of the last message (or of the conversation's start). */
  time: number;
}

export interface ChatGroup {
  id: number;
  conversationID: ConversationID;
  name: string;
  /** The owner's user id. */
  owner: number;
  members: number;
  /** Members with an open socket now; null where the service does not know. */
  online: number | null;
  /** The room whose fan group this is (shown there), or null. */
  room_id: number | null;
  /** Whether the caller is a member. */
  joined: boolean;
}

export interface ChatMessagePage {
  /** Oldest first. */
  list: ChatMessage[];
  /** No older messages remain. */
  complete: boolean;
}

export interface ChatContact {
  profile: ChatProfile;
}

/** What happens in chat, as every socket (every tab) of a user hears it. */
export type ChatEvent =
  /** A new message in one of the user's conversations (their own too: every tab shows it). */
  | { kind: 'message'; message: ChatMessage; unreadCount: number }
  /** The user read a conversation (in some tab): every tab's badge follows. */
  | { kind: 'read'; conversationID: ConversationID; seq: number; unreadCount: number }
  /** The other party of a private chat read up to `seq`: the user's own messages show as read. */
  | { kind: 'receipt'; conversationID: ConversationID; seq: number }
  /** The user joined, left or was removed from a group, or it was destroyed. */
  | { kind: 'group'; action: 'joined' | 'left' | 'destroyed'; group_id: number; conversationID: ConversationID };

/** Call paths of the built-in service and the seed's group calls. */
export const CHAT_PATHS = {
  conversationList: 'chat/conversationList',
  messageList: 'chat/messageList',
  send: 'chat/send',
  read: 'chat/read',
  block: 'chat/block',
  unblock: 'chat/unblock',
  blockList: 'chat/blockList',
  report: 'chat/report',
  leaveGroup: 'chat/leaveGroup',
  groupMembers: 'chat/groupMembers',
  recommendUsers: 'group/getRecommendUserList',
  recommendGroups: 'group/getRecommendGroupList',
  addressBook: 'group/addressBook',
  createGroup: 'group/addgroup',
  addGroupUser: 'group/addGroupUser',
  joinGroup: 'group/crossCorrelation',
  destroyGroup: 'group/destroyGroupNew',
  anchorGroups: 'live/groupList',
  roomGroups: 'live/getLiveGroupList',
  showGroup: 'live/addshowGroup',
} as const;

/** Unsubscribes a listener. */
export type ChatUnsubscribe = () => void;

export interface ChatServiceEvents {
  message: (message: ChatMessage, unreadCount: number) => void;
  read: (conversationID: ConversationID, seq: number, unreadCount: number) => void;
  receipt: (conversationID: ConversationID, seq: number) => void;
  group: (event: Extract<ChatEvent, { kind: 'group' }>) => void;
  /** Logged out elsewhere, or signed in on another device (Tencent): go on as a tourist. */
  kicked: () => void;
}

/**
 * What a chat page needs from a chat service. Both the built-in service (HTTP calls of
 * `CHAT_PATHS` + `chat` notices on the live socket) and a Tencent Cloud IM adapter implement it.
 * Every method rejects with an `Error` whose message can be shown to the user.
 * @public (implemented in the app: the built-in client and the Tencent adapter)
 */
export interface ChatService {
  readonly kind: ChatServiceKind;
  /** Signs in as a user (`userSig` from `userInfo`) or a tourist (`Universal/imTouristAccount`). */
  login(userID: string, userSig: string): Promise<void>;
  logout(): Promise<void>;
  conversations(): Promise<ChatConversation[]>;
  /** Up to `count` messages before `before` (a seq; newest when absent), oldest first. */
  messages(conversationID: ConversationID, before?: number, count?: number): Promise<ChatMessagePage>;
  /** Sends once: a retry with the same `client_id` returns the first message. */
  send(conversationID: ConversationID, content: ChatContent, client_id: string): Promise<ChatMessage>;
  /** Marks the conversation read (up to `seq`, or all of it). */
  markRead(conversationID: ConversationID, seq?: number): Promise<void>;
  updateProfile(profile: Partial<Pick<ChatProfile, 'nick' | 'avatar'>>): Promise<void>;
  createGroup(name: string, userIDs: string[]): Promise<ChatGroup>;
  addUsers(groupId: number, userIDs: string[]): Promise<void>;
  joinGroup(groupId: number): Promise<void>;
  leaveGroup(groupId: number): Promise<void>;
  destroyGroup(groupId: number): Promise<void>;
  groups(): Promise<ChatGroup[]>;
  groupMembers(groupId: number): Promise<ChatProfile[]>;
  contacts(): Promise<ChatContact[]>;
  block(userID: string): Promise<void>;
  unblock(userID: string): Promise<void>;
  report(messageId: number, reason: string): Promise<void>;
  on<E extends keyof ChatServiceEvents>(event: E, listener: ChatServiceEvents[E]): ChatUnsubscribe;
}
