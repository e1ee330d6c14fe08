import type { FastifyRequest } from 'fastify';
import type {
  ChatConversation,
  ChatMessagePage,
  ChatMessageType,
  ChatContent,
  ConversationID,
} from '../../contracts/chat.ts';
import { openConversation } from './chat-access.ts';
import { deliver, type ChatContext } from './chat-context.ts';
import { conversationIdFor, messageFor, messageQuery, profilesOf, type ConversationFace } from './chat-views.ts';

/** Conversations listed at most (the newest). */
const CONVERSATIONS_MAX = 200;

/** Up to `count` messages before seq `before` (the newest without it), oldest first. */
export async function messagePage(
  request: FastifyRequest,
  ctx: ChatContext,
  viewer: number | null,
  input: { conversationID: ConversationID; before?: number | undefined; count: number },
): Promise<ChatMessagePage> {
  const open = await openConversation(request, ctx.db, viewer, input.conversationID, 'read');
  if (open.conversationId === null) return { list: [], complete: true };
  const before = input.before ?? open.lastSeq + 1;
  const rows = await messageQuery(ctx.db, open.conversationId)
    .where('m.seq', '<', before)
    .orderBy('m.seq', 'desc')
    .limit(input.count)
    .execute();
  rows.reverse();
  const reads = { readSeq: open.readSeq ?? 0, otherReadSeq: open.otherReadSeq };
  const list = rows.map((row) => messageFor(row, viewer, open.face, reads));
  // Seqs run 1, 2, 3, ... without gaps: the page that reaches seq 1 is the last.
  const oldest = rows[0];
  return { list, complete: oldest === undefined || Number(oldest.seq) <= 1 };
}

/**
 * Marks a conversation read up to `seq` (all of it without one). Every tab of the reader hears
 * the new unread count; the other party of a private chat hears a receipt.
 */
export async function markRead(
  request: FastifyRequest,
  ctx: ChatContext,
  reader: number,
  input: { conversationID: ConversationID; seq?: number | undefined },
): Promise<{ unreadCount: number }> {
  const open = await openConversation(request, ctx.db, reader, input.conversationID, 'write');
  if (open.conversationId === null) return { unreadCount: 0 };
  const seq = Math.min(open.lastSeq, input.seq ?? open.lastSeq);
  await ctx.db
    .updateTable('chat_members')
    .set({ read_seq: seq })
    .where('conversation_id', '=', open.conversationId)
    .where('user_id', '=', reader)
    .where('read_seq', '<', seq)
    .execute();
  const mark = await ctx.db
    .selectFrom('chat_members as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.read_seq', 'c.last_seq'])
    .where('m.conversation_id', '=', open.conversationId)
    .where('m.user_id', '=', reader)
    .executeTakeFirstOrThrow();
  const readSeq = Number(mark.read_seq);
  const unreadCount = Math.max(0, Number(mark.last_seq) - readSeq);
  deliver(ctx, reader, { kind: 'read', conversationID: input.conversationID, seq: readSeq, unreadCount });
  if (open.face.kind === 'c2c') {
    deliver(ctx, open.face.other, {
      kind: 'receipt',
      conversationID: conversationIdFor({ kind: 'c2c', other: reader }),
      seq: readSeq,
    });
  }
  return { unreadCount };
}

/** The user's conversations, the most recent first, each with its last message and unread count. */
export async function conversationList(ctx: ChatContext, userId: number): Promise<ChatConversation[]> {
  const rows = await ctx.db
    .selectFrom('chat_members as me')
    .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
    .leftJoin('chat_groups as g', 'g.conversation_id', 'c.id')
    .leftJoin('chat_members as other', (join) =>
      join
        .onRef('other.conversation_id', '=', 'c.id')
        .on('c.kind', '=', 'c2c')
        .onRef('other.user_id', '!=', 'me.user_id'),
    )
    .leftJoin('chat_messages as last', (join) =>
      join.onRef('last.conversation_id', '=', 'c.id').onRef('last.seq', '=', 'c.last_seq'),
    )
    .select([
      'c.id',
      'c.kind',
      'c.last_seq',
      'c.updated_at',
      'me.read_seq',
      'g.id as group_id',
      'g.name as group_name',
      'other.user_id as other_id',
      'last.type as last_type',
      'last.payload as last_payload',
      'last.created_at as last_time',
      'last.sender_id as last_from',
    ])
    .where('me.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CONVERSATIONS_MAX)
    .execute();
  const profiles = await profilesOf(
    ctx.db,
    rows.flatMap((r) => (r.other_id === null ? [] : [r.other_id])),
  );
  const list: ChatConversation[] = [];
  for (const row of rows) {
    let face: ConversationFace;
    if (row.kind === 'group' && row.group_id !== null) face = { kind: 'group', group_id: row.group_id };
    else if (row.kind === 'c2c' && row.other_id !== null) face = { kind: 'c2c', other: row.other_id };
    else continue;
    const conversationID = conversationIdFor(face);
    list.push({
      conversationID,
      type: face.kind === 'c2c' ? 'C2C' : 'GROUP',
      userProfile:
        face.kind === 'c2c'
          ? (profiles.get(face.other) ?? { userID: String(face.other), nick: '', avatar: '' })
          : { userID: String(face.group_id), nick: row.group_name ?? '', avatar: '' },
      lastMessage:
        row.last_type === null || row.last_payload === null
          ? null
          : {
              type: row.last_type as ChatMessageType,
              payload: JSON.parse(row.last_payload) as ChatContent['payload'],
              time: Number(row.last_time),
              from: String(row.last_from),
            },
      unreadCount: Math.max(0, Number(row.last_seq) - Number(row.read_seq)),
      time: Number(row.updated_at),
    });
  }
  return list;
}
