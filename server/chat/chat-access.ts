import type { FastifyRequest } from 'fastify';
import { parseConversationId, type ConversationID } from '../../contracts/chat.ts';
import { userError } from '../http/messages.ts';
import type { Db } from '../wallet/ledger.ts';
import type { ConversationFace } from './chat-views.ts';

/**
 * Who may touch a conversation. A private conversation is named from the caller's side
 * (`C2C<other>`), so a caller can only ever name their own; a group's needs a member (reading a
 * group shown as a room's fan group is open to visitors too).
 */

export function c2cKey(a: number, b: number): string {
  return `c2c:${Math.min(a, b)}:${Math.max(a, b)}`;
}

export interface OpenConversation {
  face: ConversationFace;
  /** Null: a private conversation not started yet. */
  conversationId: number | null;
  lastSeq: number;
  /** The caller's read mark, or null when the caller is not a member. */
  readSeq: number | null;
  /** The other party's read mark (private chats), else null. */
  otherReadSeq: number | null;
}

export interface GroupRow {
  id: number;
  conversation_id: number;
  name: string;
  owner_id: number;
  room_id: number | null;
}

export async function requireGroup(request: FastifyRequest, db: Db, groupId: number): Promise<GroupRow> {
  const group = await db
    .selectFrom('chat_groups')
    .select(['id', 'conversation_id', 'name', 'owner_id', 'room_id'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw userError(request, 'chat-service:group.missing');
  return group;
}

async function readMarks(db: Db, conversationId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('chat_members')
    .select(['user_id', 'read_seq'])
    .where('conversation_id', '=', conversationId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.read_seq)]));
}

/**
 * Opens a conversation for a caller (null: a visitor). Refuses, with the message a user reads,
 * what the caller may not see: `write` also refuses a visitor of a shown group.
 */
export async function openConversation(
  request: FastifyRequest,
  db: Db,
  caller: number | null,
  id: ConversationID,
  mode: 'read' | 'write',
): Promise<OpenConversation> {
  const target = parseConversationId(id);
  if (!target) throw userError(request, 'chat-service:conversation.invalid');
  if (target.kind === 'c2c') {
    if (caller === null) throw userError(request, 'chat-service:conversation.loginNeeded');
    if (target.id === caller) throw userError(request, 'chat-service:conversation.self');
    const other = await db.selectFrom('users').select('id').where('id', '=', target.id).executeTakeFirst();
    if (!other) throw userError(request, 'chat-service:conversation.userMissing');
    const face: ConversationFace = { kind: 'c2c', other: target.id };
    const row = await db
      .selectFrom('chat_conversations')
      .select(['id', 'last_seq'])
      .where('key', '=', c2cKey(caller, target.id))
      .executeTakeFirst();
    if (!row) return { face, conversationId: null, lastSeq: 0, readSeq: 0, otherReadSeq: 0 };
    const marks = await readMarks(db, row.id);
    return {
      face,
      conversationId: row.id,
      lastSeq: Number(row.last_seq),
      readSeq: marks.get(caller) ?? 0,
      otherReadSeq: marks.get(target.id) ?? 0,
    };
  }
  const group = await requireGroup(request, db, target.id);
  const conversation = await db
    .selectFrom('chat_conversations')
    .select('last_seq')
    .where('id', '=', group.conversation_id)
    .executeTakeFirstOrThrow();
  const member =
    caller === null
      ? undefined
      : await db
          .selectFrom('chat_members')
          .select('read_seq')
          .where('conversation_id', '=', group.conversation_id)
          .where('user_id', '=', caller)
          .executeTakeFirst();
  // A fan group shown in a room is open to read for anyone who may see the room.
  const shown = group.room_id !== null;
  if (!member && !(mode === 'read' && shown)) throw userError(request, 'chat-service:conversation.notMember');
  return {
    face: { kind: 'group', group_id: group.id },
    conversationId: group.conversation_id,
    lastSeq: Number(conversation.last_seq),
    readSeq: member ? Number(member.read_seq) : null,
    otherReadSeq: null,
  };
}
