import {
  c2cConversationId,
  groupConversationId,
  type ChatContent,
  type ChatMessage,
  type ChatProfile,
  type ConversationID,
} from '../../contracts/chat.ts';
import type { Db } from '../wallet/ledger.ts';

/** A stored message with its sender's face. */
export interface MessageRow {
  id: number;
  conversation_id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  type: ChatContent['type'];
  payload: string;
  created_at: number;
  nickname: string;
  avatar: string;
}

/** Who a conversation is, as one of its members sees it. */
export type ConversationFace = { kind: 'c2c'; other: number } | { kind: 'group'; group_id: number };

export function conversationIdFor(face: ConversationFace): ConversationID {
  return face.kind === 'c2c' ? c2cConversationId(face.other) : groupConversationId(face.group_id);
}

export function profileOf(user: { id: number; nickname: string; avatar: string }): ChatProfile {
  return { userID: String(user.id), nick: user.nickname, avatar: user.avatar };
}

export async function profilesOf(db: Db, ids: readonly number[]): Promise<Map<number, ChatProfile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, profileOf(row)]));
}

/** Message rows of a conversation with their senders, by seq. */
export function messageQuery(db: Db, conversationId: number) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.seq',
      'm.sender_id',
      'm.client_id',
      'm.type',
      'm.payload',
      'm.created_at',
      'u.nickname',
      'u.avatar',
    ])
    .where('m.conversation_id', '=', conversationId);
}

/**
 * A message as one member sees it. `readSeq` is how far the viewer has read; `otherReadSeq` how
 * far the other party of a private chat has (null in groups: no receipts there).
 */
export function messageFor(
  row: MessageRow,
  viewer: number | null,
  face: ConversationFace,
  reads: { readSeq: number; otherReadSeq: number | null },
): ChatMessage {
  const own = viewer !== null && row.sender_id === viewer;
  const isRead = own ? reads.otherReadSeq !== null && reads.otherReadSeq >= row.seq : reads.readSeq >= row.seq;
  return {
    id: Number(row.id),
    client_id: row.client_id,
    conversationID: conversationIdFor(face),
    seq: Number(row.seq),
    from: String(row.sender_id),
    nick: row.nickname,
    avatar: row.avatar,
    time: Number(row.created_at),
    flow: own ? 'in' : 'out',
    isRead,
    status: 'success',
    ...({ type: row.type, payload: JSON.parse(row.payload) as unknown } as ChatContent),
  };
}
