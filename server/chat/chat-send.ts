import type { FastifyRequest } from 'fastify';
import { type ChatContent, type ChatMessage, type ConversationID } from '../../contracts/chat.ts';
import { userError } from '../http/messages.ts';
import type { Db } from '../wallet/ledger.ts';
import { c2cKey, openConversation, type OpenConversation } from './chat-access.ts';
import { CHAT_NEW_CONVERSATION_RULE, CHAT_SEND_RULE, deliver, type ChatContext } from './chat-context.ts';
import { imageSize } from './image-size.ts';
import { safeFileName } from './chat-files.ts';
import { messageFor, messageQuery, type ConversationFace, type MessageRow } from './chat-views.ts';

/** Thrown inside the send transaction when the client id was stored meanwhile: undoes the seq taken. */
class AlreadySent extends Error {}

/** A link a card may show: an upload of ours (a path) or an https address. */
const CARD_IMAGE = /^(\/uploads\/[\w.-]+|https:\/\/[^\s"'<>]+)$/;

async function findSent(db: Db, sender: number, clientId: string): Promise<MessageRow | undefined> {
  const found = await db
    .selectFrom('chat_messages')
    .select('conversation_id')
    .where('sender_id', '=', sender)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!found) return undefined;
  return messageQuery(db, found.conversation_id)
    .where('m.sender_id', '=', sender)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
}

/** The sender's view of a message already stored (a retry's answer). */
async function viewOfSent(ctx: ChatContext, sender: number, row: MessageRow): Promise<ChatMessage> {
  const members = await ctx.db
    .selectFrom('chat_members as me')
    .leftJoin('chat_groups as g', 'g.conversation_id', 'me.conversation_id')
    .select(['me.user_id', 'me.read_seq', 'g.id as group_id'])
    .where('me.conversation_id', '=', row.conversation_id)
    .execute();
  const group = members.find((m) => m.group_id !== null)?.group_id ?? null;
  const other = members.find((m) => m.user_id !== sender);
  const face: ConversationFace =
    group !== null ? { kind: 'group', group_id: group } : { kind: 'c2c', other: other?.user_id ?? sender };
  return messageFor(row, sender, face, {
    readSeq: Number(members.find((m) => m.user_id === sender)?.read_seq ?? 0),
    otherReadSeq: group === null ? Number(other?.read_seq ?? 0) : null,
  });
}

/** An image upload of the sender's, by its content: its size, or null when it is not theirs or not an image. */
async function ownImageSize(ctx: ChatContext, sender: number, url: string) {
  if (!ctx.ownUpload(sender, url)) return null;
  return imageSize(await ctx.readUpload(url));
}

/** Checks a message's content and makes it storable: banned words masked, uploads the sender's own. */
async function storable(
  request: FastifyRequest,
  ctx: ChatContext,
  sender: number,
  content: ChatContent,
): Promise<ChatContent> {
  switch (content.type) {
    case 'text':
      if (content.payload.text.trim() === '') throw userError(request, 'chat-service:send.empty');
      // Stored as typed (masked), never escaped or turned into HTML: the app shows it as text.
      return { type: 'text', payload: { text: await ctx.mask(content.payload.text) } };
    case 'image': {
      const { url, thumb_url } = content.payload;
      const size = await ownImageSize(ctx, sender, url);
      if (!size) throw userError(request, 'chat-service:send.imageNotOwn');
      // The sender's browser makes the thumbnail (no resizer here); without one the original serves.
      const thumb =
        thumb_url !== '' && thumb_url !== url && (await ownImageSize(ctx, sender, thumb_url)) ? thumb_url : url;
      return { type: 'image', payload: { url, thumb_url: thumb, ...size } };
    }
    case 'file': {
      const { url, name } = content.payload;
      // The size is the stored file's, not what the sender says.
      const size = await ctx.ownFileSize(sender, url);
      if (size === null) throw userError(request, 'chat-service:send.fileNotOwn');
      return { type: 'file', payload: { url, size, name: await ctx.mask(safeFileName(name)) } };
    }
    case 'custom': {
      const { image } = content.payload;
      if (image !== '' && !CARD_IMAGE.test(image)) throw userError(request, 'chat-service:send.badLink');
      const payload = content.payload;
      return {
        type: 'custom',
        payload: { ...payload, title: await ctx.mask(payload.title), words: await ctx.mask(payload.words) },
      };
    }
  }
}

async function refuseBlocked(request: FastifyRequest, db: Db, sender: number, other: number): Promise<void> {
  const blocks = await db
    .selectFrom('chat_blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', sender), eb('blocked_id', '=', other)]),
        eb.and([eb('user_id', '=', other), eb('blocked_id', '=', sender)]),
      ]),
    )
    .execute();
  if (blocks.some((b) => b.user_id === sender)) throw userError(request, 'chat-service:block.byYou');
  if (blocks.length > 0) throw userError(request, 'chat-service:block.byThem');
}

/** Starts the private conversation of a pair (once, whoever asks first), counting it against the starter's daily limit. */
async function startConversation(request: FastifyRequest, ctx: ChatContext, sender: number, other: number) {
  const wait = await ctx.limiter.hit(CHAT_NEW_CONVERSATION_RULE, String(sender));
  if (wait > 0) throw userError(request, 'chat-service:send.tooManyConversations');
  const nowS = ctx.nowS();
  await ctx.db
    .insertInto('chat_conversations')
    .values({ kind: 'c2c', key: c2cKey(sender, other), created_at: nowS, updated_at: nowS })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await ctx.db
    .selectFrom('chat_conversations')
    .select('id')
    .where('key', '=', c2cKey(sender, other))
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('chat_members')
    .values([sender, other].map((user_id) => ({ conversation_id: row.id, user_id, joined_at: nowS })))
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  return row.id;
}

/**
 * Sends a message once. A retry with the same client id (even at the same moment) gets the
 * first message back: the unique (sender, client id) index decides, inside the transaction that
 * takes the conversation's next seq, so a refused duplicate gives its seq back (no gaps).
 * Then every socket of every member hears it (all tabs of sender and receivers).
 */
export async function sendMessage(
  request: FastifyRequest,
  ctx: ChatContext,
  sender: number,
  input: { conversationID: ConversationID; client_id: string; content: ChatContent },
): Promise<ChatMessage> {
  const earlier = await findSent(ctx.db, sender, input.client_id);
  if (earlier) return viewOfSent(ctx, sender, earlier);

  const open: OpenConversation = await openConversation(request, ctx.db, sender, input.conversationID, 'write');
  if (open.face.kind === 'c2c') await refuseBlocked(request, ctx.db, sender, open.face.other);
  const content = await storable(request, ctx, sender, input.content);
  const wait = await ctx.limiter.hit(CHAT_SEND_RULE, String(sender));
  if (wait > 0) throw userError(request, 'chat-service:send.tooFast', { seconds: Math.ceil(wait / 1000) });
  const conversationId =
    open.conversationId ??
    (open.face.kind === 'c2c' ? await startConversation(request, ctx, sender, open.face.other) : null);
  if (conversationId === null) throw userError(request, 'chat-service:conversation.invalid');

  const nowS = ctx.nowS();
  let stored: { id: number; seq: number };
  try {
    stored = await ctx.db.transaction().execute(async (trx) => {
      // IMPORTANT: the row update orders concurrent sends of one conversation (PostgreSQL locks
      // the row until commit; SQLite runs one write transaction at a time).
      const { last_seq: seq } = await trx
        .updateTable('chat_conversations')
        .set((eb) => ({ last_seq: eb('last_seq', '+', 1), updated_at: nowS }))
        .where('id', '=', conversationId)
        .returning('last_seq')
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('chat_messages')
        .values({
          conversation_id: conversationId,
          seq: Number(seq),
          sender_id: sender,
          client_id: input.client_id,
          type: content.type,
          payload: JSON.stringify(content.payload),
          created_at: nowS,
        })
        .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new AlreadySent();
      // Writing is reading: the sender has read everything up to their own message.
      await trx
        .updateTable('chat_members')
        .set({ read_seq: Number(seq) })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', sender)
        .execute();
      return { id: Number(inserted.id), seq: Number(seq) };
    });
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    const first = await findSent(ctx.db, sender, input.client_id);
    if (!first) throw error;
    return viewOfSent(ctx, sender, first);
  }
  return deliverNew(ctx, sender, conversationId, open.face, stored.id);
}

/** Tells every member's sockets of a new message; answers the sender's view of it. */
async function deliverNew(
  ctx: ChatContext,
  sender: number,
  conversationId: number,
  senderFace: ConversationFace,
  messageId: number,
): Promise<ChatMessage> {
  const row = await messageQuery(ctx.db, conversationId).where('m.id', '=', messageId).executeTakeFirstOrThrow();
  const members = await ctx.db
    .selectFrom('chat_members')
    .select(['user_id', 'read_seq'])
    .where('conversation_id', '=', conversationId)
    .execute();
  const last = Number(row.seq);
  const readOf = (userId: number) => Number(members.find((m) => m.user_id === userId)?.read_seq ?? 0);
  let own: ChatMessage | null = null;
  for (const member of members) {
    const face: ConversationFace =
      senderFace.kind === 'group'
        ? senderFace
        : { kind: 'c2c', other: member.user_id === sender ? senderFace.other : sender };
    const other = face.kind === 'c2c' ? face.other : null;
    const message = messageFor(row, member.user_id, face, {
      readSeq: Number(member.read_seq),
      otherReadSeq: other === null ? null : readOf(other),
    });
    if (member.user_id === sender) own = message;
    deliver(ctx, member.user_id, {
      kind: 'message',
      message,
      unreadCount: Math.max(0, last - Number(member.read_seq)),
    });
  }
  return (
    own ??
    messageFor(row, sender, senderFace, {
      readSeq: last,
      otherReadSeq: senderFace.kind === 'c2c' ? readOf(senderFace.other) : null,
    })
  );
}
