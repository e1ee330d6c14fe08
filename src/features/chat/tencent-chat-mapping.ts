import type {
  ChatContent,
  ChatConversation,
  ChatGroup,
  ChatMessage,
  ChatMessageStatus,
  ChatProfile,
  ConversationID,
} from '../../../contracts/chat.ts';
import type { SdkConversation, SdkGroup, SdkMessage, SdkModule, SdkProfile } from './tencent-sdk.ts';

/** From Tencent Cloud IM's shapes to the chat service's (contracts/chat.ts). */

type Types = SdkModule['TYPES'];

const STATUSES: readonly ChatMessageStatus[] = ['success', 'fail', 'unSend'];

export function profileFrom(profile: SdkProfile | undefined, fallbackID = ''): ChatProfile {
  return { userID: profile?.userID ?? fallbackID, nick: profile?.nick ?? '', avatar: profile?.avatar ?? '' };
}

/** A card's fields from a custom message's JSON `data`; any other data is a plain line (`words`). */
function customContent(payload: SdkMessage['payload']): ChatContent {
  const card = { title: '', image: '', price: '', words: '' };
  try {
    const data: unknown = JSON.parse(payload.data ?? '');
    if (typeof data === 'object' && data !== null) {
      for (const key of ['title', 'image', 'price', 'words'] as const) {
        const value = (data as Record<string, unknown>)[key];
        if (typeof value === 'string') card[key] = value;
      }
      return { type: 'custom', payload: card };
    }
  } catch {
    // Not JSON: a line of words.
  }
  return { type: 'custom', payload: { ...card, words: payload.description || payload.data || '' } };
}

/** A message body by type; null for the kinds the app does not show (tips, sounds, locations...). */
export function contentFrom(
  types: Types,
  type: string | undefined,
  payload: SdkMessage['payload'],
): ChatContent | null {
  switch (type) {
    case types.MSG_TEXT:
      return { type: 'text', payload: { text: payload.text ?? '' } };
    case types.MSG_IMAGE: {
      const images = payload.imageInfoArray ?? [];
      const original = images.find((i) => i.type === 0) ?? images[0];
      if (!original) return null;
      const small = images.find((i) => i.type === 2) ?? original;
      return {
        type: 'image',
        payload: { url: original.url, thumb_url: small.url, width: original.width, height: original.height },
      };
    }
    case types.MSG_FILE:
      return {
        type: 'file',
        payload: { name: payload.fileName ?? '', size: payload.fileSize ?? 0, url: payload.fileUrl ?? '' },
      };
    case types.MSG_CUSTOM:
      return customContent(payload);
    default:
      return null;
  }
}

/**
 * A message as the app speaks of it. IMPORTANT: the SDK's `flow` is the opposite of the seed's:
 * Tencent says `out` for the user's own message, the seed `in` (contracts/chat.ts).
 */
export function messageFrom(types: Types, message: SdkMessage): ChatMessage | null {
  const content = contentFrom(types, message.type, message.payload);
  if (!content) return null;
  const own = message.flow === 'out';
  return {
    ...content,
    id: message.sequence,
    client_id: message.ID,
    conversationID: message.conversationID as ConversationID,
    seq: message.sequence,
    from: message.from,
    nick: message.nick,
    avatar: message.avatar,
    time: message.time,
    flow: own ? 'in' : 'out',
    isRead: own ? message.isPeerRead : (message.isRead ?? false),
    status: (STATUSES as readonly string[]).includes(message.status)
      ? (message.status as ChatMessageStatus)
      : 'success',
  };
}

export function conversationFrom(types: Types, conversation: SdkConversation): ChatConversation {
  const group = conversation.type === types.CONV_GROUP;
  const last = conversation.lastMessage;
  const content = last ? contentFrom(types, last.type, last.payload ?? {}) : null;
  return {
    conversationID: conversation.conversationID as ConversationID,
    type: group ? 'GROUP' : 'C2C',
    userProfile: group
      ? {
          userID: conversation.groupProfile?.groupID ?? '',
          nick: conversation.groupProfile?.name ?? '',
          avatar: conversation.groupProfile?.avatar ?? '',
        }
      : profileFrom(conversation.userProfile, conversation.conversationID.replace(/^C2C/, '')),
    lastMessage:
      last && content
        ? { type: content.type, payload: content.payload, time: last.lastTime ?? 0, from: last.fromAccount ?? '' }
        : null,
    unreadCount: conversation.unreadCount,
    time: last?.lastTime ?? 0,
  };
}

export function groupFrom(group: SdkGroup): ChatGroup {
  const id = Number(group.groupID);
  return {
    id,
    conversationID: `GROUP${id}`,
    name: group.name,
    owner: Number(group.ownerID),
    members: group.memberCount ?? 0,
    // Tencent's online counts are a paid feature; not asked here.
    online: null,
    room_id: null,
    joined: true,
  };
}
