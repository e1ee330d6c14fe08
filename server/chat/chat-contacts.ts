import { sql } from 'kysely';
import type { ChatContact, ChatProfile } from '../../contracts/chat.ts';
import type { ChatContext } from './chat-context.ts';
import { profileOf } from './chat-views.ts';

/** People listed at most. */
const LIST_MAX = 100;

/** The address book: everyone the user has a private conversation with, the most recent first. */
export async function addressBook(ctx: ChatContext, userId: number): Promise<ChatContact[]> {
  const rows = await ctx.db
    .selectFrom('chat_members as me')
    .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
    .innerJoin('chat_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'c.id').onRef('other.user_id', '!=', 'me.user_id'),
    )
    .innerJoin('users as u', 'u.id', 'other.user_id')
    .select(['u.id', 'u.nickname', 'u.avatar'])
    .where('me.user_id', '=', userId)
    .where('c.kind', '=', 'c2c')
    .orderBy('c.updated_at', 'desc')
    .limit(LIST_MAX)
    .execute();
  return rows.map((row) => ({ profile: profileOf(row) }));
}

/** People to talk to: anchors (live ones first), leaving out the user and whoever they blocked. */
export async function recommendedUsers(ctx: ChatContext, userId: number): Promise<ChatProfile[]> {
  const rows = await ctx.db
    .selectFrom('users as u')
    .leftJoin('rooms as r', 'r.anchor_id', 'u.id')
    .select(['u.id', 'u.nickname', 'u.avatar'])
    .where('u.is_anchor', '=', 1)
    .where('u.id', '!=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_blocks as b')
            .select('b.user_id')
            .where('b.user_id', '=', userId)
            .whereRef('b.blocked_id', '=', 'u.id'),
        ),
      ),
    )
    // Rooms that are live (status 1) first.
    .orderBy(sql`case when r.live_status = 1 then 0 else 1 end`)
    .orderBy('u.id', 'desc')
    .limit(LIST_MAX)
    .execute();
  return rows.map(profileOf);
}
