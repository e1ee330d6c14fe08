import type { FastifyRequest } from 'fastify';
import type { ChatProfile } from '../../contracts/chat.ts';
import { userError } from '../http/messages.ts';
import { openConversation } from './chat-access.ts';
import type { ChatContext } from './chat-context.ts';
import { conversationIdFor, profileOf, type ConversationFace } from './chat-views.ts';

/** Blocks a user: no private messages either way until unblocked (asking twice changes nothing). */
export async function blockUser(request: FastifyRequest, ctx: ChatContext, userId: number, blocked: number) {
  if (blocked === userId) throw userError(request, 'chat-service:block.self');
  const exists = await ctx.db.selectFrom('users').select('id').where('id', '=', blocked).executeTakeFirst();
  if (!exists) throw userError(request, 'chat-service:conversation.userMissing');
  await ctx.db
    .insertInto('chat_blocks')
    .values({ user_id: userId, blocked_id: blocked, created_at: ctx.nowS() })
    .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblockUser(ctx: ChatContext, userId: number, blocked: number): Promise<void> {
  await ctx.db.deleteFrom('chat_blocks').where('user_id', '=', userId).where('blocked_id', '=', blocked).execute();
}

export async function blockList(ctx: ChatContext, userId: number): Promise<ChatProfile[]> {
  const rows = await ctx.db
    .selectFrom('chat_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.nickname', 'u.avatar'])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map(profileOf);
}

/** Reports a message the reporter can read (once per message and reporter), for the moderators. */
export async function reportMessage(
  request: FastifyRequest,
  ctx: ChatContext,
  reporter: number,
  input: { message_id: number; reason: string },
): Promise<void> {
  const message = await ctx.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('chat_groups as g', 'g.conversation_id', 'c.id')
    .select(['m.id', 'm.sender_id', 'c.id as conversation_id', 'c.kind', 'g.id as group_id'])
    .where('m.id', '=', input.message_id)
    .executeTakeFirst();
  if (!message) throw userError(request, 'chat-service:report.missing');
  let face: ConversationFace;
  if (message.group_id !== null) {
    face = { kind: 'group', group_id: message.group_id };
  } else {
    const other = await ctx.db
      .selectFrom('chat_members')
      .select('user_id')
      .where('conversation_id', '=', message.conversation_id)
      .where('user_id', '!=', reporter)
      .executeTakeFirst();
    const party = await ctx.db
      .selectFrom('chat_members')
      .select('user_id')
      .where('conversation_id', '=', message.conversation_id)
      .where('user_id', '=', reporter)
      .executeTakeFirst();
    if (!other || !party) throw userError(request, 'chat-service:report.notVisible');
    face = { kind: 'c2c', other: other.user_id };
  }
  // The same check as reading: only what the reporter may read can be reported.
  await openConversation(request, ctx.db, reporter, conversationIdFor(face), 'read');
  const inserted = await ctx.db
    .insertInto('chat_reports')
    .values({ message_id: message.id, reporter_id: reporter, reason: input.reason, created_at: ctx.nowS() })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw userError(request, 'chat-service:report.twice');
}
