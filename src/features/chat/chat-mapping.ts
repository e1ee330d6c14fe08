import type {
  ChatContact,
  ChatContent,
  ChatConversation,
  ChatMessage as ServiceMessage,
  ChatMessageStatus,
} from '../../../contracts/chat.ts';
import type { ChatMessage, Contact, ConversationSummary, MessageBody, MessageStatus } from './chat-view-model.ts';

/**
 * From the chat service's shapes (contracts/chat.ts) to what the views show. A message's view id
 * is its sender and client id: the same in every tab, for the pending copy and the stored one.
 */
export function viewMessageId(from: string, clientId: string): string {
  return `${from}:${clientId}`;
}

const STATUS: Record<ChatMessageStatus, MessageStatus> = { success: 'sent', fail: 'failed', unSend: 'sending' };

export function toBody(content: ChatContent): MessageBody {
  switch (content.type) {
    case 'text':
      return { type: 'text', text: content.payload.text };
    case 'image': {
      const { url, thumb_url, width, height } = content.payload;
      const full = { url, width, height };
      // The views take the smallest as the thumbnail and the largest to view.
      return { type: 'image', images: thumb_url && thumb_url !== url ? [{ url: thumb_url, width: 0 }, full] : [full] };
    }
    case 'file':
      return {
        type: 'file',
        fileName: content.payload.name,
        fileUrl: content.payload.url,
        fileSize: content.payload.size,
      };
    case 'custom': {
      const { title, image, price, words } = content.payload;
      if (title === '' && words !== '') return { type: 'words', text: words };
      return { type: 'card', card: { id: '', title, imageUrl: image, cardType: 'custom', price } };
    }
  }
}

export function toViewMessage(message: ServiceMessage): ChatMessage {
  return {
    id: viewMessageId(message.from, message.client_id),
    seq: message.seq,
    serverId: message.id,
    conversationID: message.conversationID,
    flow: message.flow,
    time: message.time,
    nick: message.nick,
    avatar: message.avatar,
    isRead: message.isRead,
    status: STATUS[message.status],
    body: toBody(message),
  };
}

function previewText(last: NonNullable<ChatConversation['lastMessage']>): ConversationSummary['lastMessage'] {
  const body = toBody({ type: last.type, payload: last.payload } as ChatContent);
  const text =
    body.type === 'text' || body.type === 'words'
      ? body.text
      : body.type === 'file'
        ? body.fileName
        : body.type === 'card'
          ? body.card.title
          : '';
  return { type: body.type, text, time: last.time };
}

export function toSummary(conversation: ChatConversation): ConversationSummary {
  const { userProfile, lastMessage } = conversation;
  return {
    conversationID: conversation.conversationID,
    kind: conversation.type === 'GROUP' ? 'group' : 'c2c',
    userID: userProfile.userID,
    nick: userProfile.nick,
    avatar: userProfile.avatar,
    lastMessage: lastMessage ? previewText(lastMessage) : null,
    unread: conversation.unreadCount,
  };
}

export function toContact({ profile }: ChatContact): Contact {
  return { userID: profile.userID, nick: profile.nick, avatar: profile.avatar };
}
