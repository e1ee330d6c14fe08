import type { Selectable } from 'kysely';
import type { Comment } from '../../contracts/comments.ts';
import type { DynamicComment } from '../../contracts/dynamics.ts';
import type { RoomUser } from '../../contracts/room.ts';
import type { CommentsTable } from '../db/comments-tables.ts';
import { roomUsers } from '../rooms/room-repository.ts';
import type { Db } from '../wallet/ledger.ts';

/** Comment rows turned into what the app shows, for one viewer (null: a visitor). */

export type CommentRow = Selectable<CommentsTable>;

const unknownUser = (id: number): RoomUser => ({ id, nickname: '', avatar: '', level: 0 });

export async function toComments(db: Db, rows: CommentRow[], viewerId: number | null): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const userIds = rows.flatMap((r) => (r.reply_user_id === null ? [r.user_id] : [r.user_id, r.reply_user_id]));
  const [users, liked] = await Promise.all([
    roomUsers(db, userIds),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('comment_likes')
          .select('comment_id')
          .where('user_id', '=', viewerId)
          .where(
            'comment_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute(),
  ]);
  const likedIds = new Set(liked.map((l) => l.comment_id));
  return rows.map((row) => ({
    id: row.id,
    type: row.kind,
    subject_id: row.subject_id,
    user: users.get(row.user_id) ?? unknownUser(row.user_id),
    content: row.content,
    parent_id: row.parent_id,
    reply_to: row.reply_user_id === null ? null : (users.get(row.reply_user_id) ?? unknownUser(row.reply_user_id)),
    replies: Number(row.replies),
    likes: Number(row.likes),
    liked: likedIds.has(row.id),
    created_at: Number(row.created_at),
  }));
}

/** A comment as the dynamics' calls have always answered it. */
export function toDynamicComment(comment: Comment): DynamicComment {
  return {
    id: comment.id,
    dynamic_id: Number(comment.subject_id),
    user: comment.user,
    content: comment.content,
    reply_to: comment.reply_to,
    likes: comment.likes,
    liked: comment.liked,
    created_at: comment.created_at,
  };
}
