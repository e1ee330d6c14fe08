/**
 * What the chat views show, as plain data: the chat service fills these from the instant-messaging
 * contract when it lands; until then the page's store holds them. Times are unix seconds.
 */

/** The seed's message direction: `in` marks the user's own message (SPEC section 3). */
export type MessageFlow = 'in' | 'out';

/** Delivery of a message: `sending` until the service confirms, `failed` offers a retry. */
export type MessageStatus = 'sending' | 'sent' | 'failed';

/** One size of a sent image (the seed's image info array: url and width). */
export interface ImageInfo {
  url: string;
  width: number;
  height?: number;
}

/** A custom message's card (the extension JSON: title, imageUrl, id, type, price). */
export interface ChatCard {
  id: string;
  title: string;
  imageUrl: string;
  cardType: string;
  price: string;
}

/** What a message carries, by kind. `words` is the custom message that is one plain line. */
export type MessageBody =
  | { type: 'text'; text: string }
  | { type: 'image'; images: readonly ImageInfo[] }
  | { type: 'file'; fileName: string; fileUrl: string; fileSize?: number }
  | { type: 'card'; card: ChatCard }
  | { type: 'words'; text: string };

export type MessageType = MessageBody['type'];

/** One chat message as the message list shows it. */
export interface ChatMessage {
  id: string;
  /** Order in the conversation, once the service stored it (paging asks for what is before it). */
  seq?: number;
  /** The service's id, once stored (reports name it). */
  serverId?: number;
  conversationID: string;
  flow: MessageFlow;
  /** Sent at, unix seconds. */
  time: number;
  nick: string;
  avatar: string;
  /** Whether the other side has read it (shown on the user's own messages). */
  isRead: boolean;
  status: MessageStatus;
  body: MessageBody;
}

/** A conversation in the conversation list: one-to-one, or a group (named by the group). */
export interface ConversationSummary {
  conversationID: string;
  kind: 'c2c' | 'group';
  /** The other party's user id, or the group's id. */
  userID: string;
  /** The other party's nickname, or the group's name. */
  nick: string;
  avatar: string;
  /** The last message's kind and text (a text message's words, else its description). */
  lastMessage: { type: MessageType; text: string; time: number } | null;
  unread: number;
}

/** Someone in the contact list. */
export interface Contact {
  userID: string;
  nick: string;
  avatar: string;
}

/** A letter bucket of the contact list (`A`-`Z`, or `#` for the rest). */
export interface ContactGroup {
  letter: string;
  contacts: readonly Contact[];
}

/** Whether a message is the user's own (the seed's `flow` rule). */
export function isOwnMessage(message: Pick<ChatMessage, 'flow'>): boolean {
  return message.flow === 'in';
}
