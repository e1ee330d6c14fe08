import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CHAT_GROUP_MEMBERS_MAX,
  CHAT_GROUPS_OWNED_MAX,
  groupConversationId,
  type ChatGroup,
  type ChatProfile,
} from '../../contracts/chat.ts';
import { userError } from '../http/messages.ts';
import type { Db } from '../wallet/ledger.ts';
import { openConversation, requireGroup, type GroupRow } from './chat-access.ts';
import { deliver, type ChatContext } from './chat-context.ts';
import { profileOf } from './chat-views.ts';

/** Groups listed at most by the recommendation and room calls. */
const LIST_MAX = 50;

const groupColumns = ['g.id', 'g.conversation_id', 'g.name', 'g.owner_id', 'g.room_id'] as const;

type GroupViewContext = Pick<ChatContext, 'db' | 'onlineOf'>;

/** Groups as a viewer sees them, with their member counts and how many members are online now. */
async function groupViews(
  ctx: GroupViewContext,
  rows: readonly GroupRow[],
  viewer: number | null,
): Promise<ChatGroup[]> {
  if (rows.length === 0) return [];
  const conversations = rows.map((r) => r.conversation_id);
  const members = await ctx.db
    .selectFrom('chat_members')
    .select(['conversation_id', 'user_id'])
    .where('conversation_id', 'in', conversations)
    .execute();
  const byConversation = new Map<number, number[]>();
  for (const m of members) {
    const list = byConversation.get(m.conversation_id) ?? [];
    list.push(m.user_id);
    byConversation.set(m.conversation_id, list);
  }
  return rows.map((row) => {
    const ids = byConversation.get(row.conversation_id) ?? [];
    return {
      id: row.id,
      conversationID: groupConversationId(row.id),
      name: row.name,
      owner: row.owner_id,
      members: ids.length,
      // Members with a socket open now on any server process (the hub's presence reports).
      online: ctx.onlineOf(ids),
      room_id: row.room_id,
      joined: viewer !== null && ids.includes(viewer),
    };
  });
}

async function groupView(ctx: GroupViewContext, groupId: number, viewer: number | null): Promise<ChatGroup> {
  const row = await ctx.db
    .selectFrom('chat_groups as g')
    .select(groupColumns)
    .where('g.id', '=', groupId)
    .executeTakeFirstOrThrow();
  const [view] = await groupViews(ctx, [row], viewer);
  return view!;
}

async function requireUsers(request: FastifyRequest, db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('users').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw userError(request, 'chat-service:conversation.userMissing');
  return unique;
}

/** Adds members (those already in stay), within the size limit; each new member's tabs hear it. */
async function addMembers(request: FastifyRequest, ctx: ChatContext, group: GroupRow, ids: readonly number[]) {
  const nowS = ctx.nowS();
  const added = await ctx.db.transaction().execute(async (trx) => {
    // Serialises additions to one group (a row lock on PostgreSQL), so the limit holds under races.
    await trx
      .updateTable('chat_conversations')
      .set((eb) => ({ last_seq: eb.ref('last_seq') }))
      .where('id', '=', group.conversation_id)
      .execute();
    const inserted =
      ids.length === 0
        ? []
        : await trx
            .insertInto('chat_members')
            .values(ids.map((user_id) => ({ conversation_id: group.conversation_id, user_id, joined_at: nowS })))
            .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
            .returning('user_id')
            .execute();
    const { n } = await trx
      .selectFrom('chat_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', group.conversation_id)
      .executeTakeFirstOrThrow();
    if (Number(n) > CHAT_GROUP_MEMBERS_MAX) {
      throw userError(request, 'chat-service:group.full', { max: CHAT_GROUP_MEMBERS_MAX });
    }
    return inserted.map((r) => r.user_id);
  });
  for (const userId of added) {
    deliver(ctx, userId, {
      kind: 'group',
      action: 'joined',
      group_id: group.id,
      conversationID: groupConversationId(group.id),
    });
  }
}

export async function createGroup(
  request: FastifyRequest,
  ctx: ChatContext,
  owner: number,
  input: { name: string; user_ids: number[] },
): Promise<ChatGroup> {
  const { n } = await ctx.db
    .selectFrom('chat_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', owner)
    .executeTakeFirstOrThrow();
  if (Number(n) >= CHAT_GROUPS_OWNED_MAX) {
    throw userError(request, 'chat-service:group.tooMany', { max: CHAT_GROUPS_OWNED_MAX });
  }
  const members = await requireUsers(request, ctx.db, [owner, ...input.user_ids]);
  if (members.length > CHAT_GROUP_MEMBERS_MAX) {
    throw userError(request, 'chat-service:group.full', { max: CHAT_GROUP_MEMBERS_MAX });
  }
  const nowS = ctx.nowS();
  const name = await ctx.mask(input.name);
  const group = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await trx
      .insertInto('chat_conversations')
      .values({ kind: 'group', key: `group:${randomUUID()}`, created_at: nowS, updated_at: nowS })
      .returning('id')
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('chat_groups')
      .values({ conversation_id: conversation.id, name, owner_id: owner, created_at: nowS })
      .returning(['id', 'conversation_id', 'name', 'owner_id', 'room_id'])
      .executeTakeFirstOrThrow();
  });
  await addMembers(request, ctx, group, members);
  return groupView(ctx, group.id, owner);
}

function requireOwner(request: FastifyRequest, group: GroupRow, userId: number): void {
  if (group.owner_id !== userId) throw userError(request, 'chat-service:group.notOwner');
}

/** The owner adds users. */
export async function addGroupUsers(
  request: FastifyRequest,
  ctx: ChatContext,
  owner: number,
  input: { group_id: number; user_ids: number[] },
): Promise<ChatGroup> {
  const group = await requireGroup(request, ctx.db, input.group_id);
  requireOwner(request, group, owner);
  await addMembers(request, ctx, group, await requireUsers(request, ctx.db, input.user_ids));
  return groupView(ctx, group.id, owner);
}

/** A user joins a group shown in a room (a fan group); other groups take members from their owner. */
export async function joinGroup(request: FastifyRequest, ctx: ChatContext, userId: number, groupId: number) {
  const group = await requireGroup(request, ctx.db, groupId);
  if (group.room_id === null && group.owner_id !== userId) throw userError(request, 'chat-service:group.notShown');
  await addMembers(request, ctx, group, [userId]);
  return groupView(ctx, group.id, userId);
}

export async function leaveGroup(request: FastifyRequest, ctx: ChatContext, userId: number, groupId: number) {
  const group = await requireGroup(request, ctx.db, groupId);
  if (group.owner_id === userId) throw userError(request, 'chat-service:group.ownerLeaves');
  const left = await ctx.db
    .deleteFrom('chat_members')
    .where('conversation_id', '=', group.conversation_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(left.numDeletedRows) === 0) throw userError(request, 'chat-service:conversation.notMember');
  deliver(ctx, userId, {
    kind: 'group',
    action: 'left',
    group_id: group.id,
    conversationID: groupConversationId(group.id),
  });
}

/** The owner dissolves the group: its messages go with it; every member's tabs hear it. */
export async function destroyGroup(request: FastifyRequest, ctx: ChatContext, owner: number, groupId: number) {
  const group = await requireGroup(request, ctx.db, groupId);
  requireOwner(request, group, owner);
  const members = await ctx.db
    .selectFrom('chat_members')
    .select('user_id')
    .where('conversation_id', '=', group.conversation_id)
    .execute();
  // The group, its members and messages cascade from the conversation.
  await ctx.db.deleteFrom('chat_conversations').where('id', '=', group.conversation_id).execute();
  for (const { user_id } of members) {
    deliver(ctx, user_id, {
      kind: 'group',
      action: 'destroyed',
      group_id: group.id,
      conversationID: groupConversationId(group.id),
    });
  }
}

/** A group's members: for its members, or anyone when it is shown in a room. */
export async function groupMembers(
  request: FastifyRequest,
  ctx: ChatContext,
  viewer: number | null,
  groupId: number,
): Promise<ChatProfile[]> {
  const open = await openConversation(request, ctx.db, viewer, groupConversationId(groupId), 'read');
  const rows = await ctx.db
    .selectFrom('chat_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.nickname', 'u.avatar'])
    .where('m.conversation_id', '=', open.conversationId!)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .limit(CHAT_GROUP_MEMBERS_MAX)
    .execute();
  return rows.map(profileOf);
}

/** The groups a user is in. */
export async function groupsOf(ctx: ChatContext, userId: number): Promise<ChatGroup[]> {
  const rows = await ctx.db
    .selectFrom('chat_groups as g')
    .innerJoin('chat_members as m', 'm.conversation_id', 'g.conversation_id')
    .select(groupColumns)
    .where('m.user_id', '=', userId)
    .orderBy('g.id', 'desc')
    .execute();
  return groupViews(ctx, rows, userId);
}

/** The fan groups a room shows. */
export async function roomGroups(ctx: ChatContext, roomId: number, viewer: number | null): Promise<ChatGroup[]> {
  const rows = await ctx.db
    .selectFrom('chat_groups as g')
    .select(groupColumns)
    .where('g.room_id', '=', roomId)
    .orderBy('g.id')
    .limit(LIST_MAX)
    .execute();
  return groupViews(ctx, rows, viewer);
}

/** Groups open to join (shown in rooms), the newest first. */
export async function recommendedGroups(ctx: ChatContext, viewer: number | null): Promise<ChatGroup[]> {
  const rows = await ctx.db
    .selectFrom('chat_groups as g')
    .select(groupColumns)
    .where('g.room_id', 'is not', null)
    .orderBy('g.id', 'desc')
    .limit(LIST_MAX)
    .execute();
  return groupViews(ctx, rows, viewer);
}

/** The owner, an anchor, shows the group in their room (or stops showing it). */
export async function showGroup(
  request: FastifyRequest,
  ctx: ChatContext,
  owner: number,
  input: { group_id: number; show?: boolean | undefined },
): Promise<ChatGroup> {
  const group = await requireGroup(request, ctx.db, input.group_id);
  requireOwner(request, group, owner);
  const room = await ctx.db.selectFrom('rooms').select('id').where('anchor_id', '=', owner).executeTakeFirst();
  if (!room) throw userError(request, 'chat-service:group.notAnchor');
  const show = input.show ?? true;
  await ctx.db
    .updateTable('chat_groups')
    .set({ room_id: show ? room.id : null })
    .where('id', '=', group.id)
    .execute();
  return groupView(ctx, group.id, owner);
}
