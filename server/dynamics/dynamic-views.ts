import type { Selectable } from 'kysely';
import type { Dynamic } from '../../contracts/dynamics.ts';
import type { RoomUser } from '../../contracts/room.ts';
import type { DynamicsTable } from '../db/dynamics-tables.ts';
import { roomUsers } from '../rooms/room-repository.ts';
import type { Db } from '../wallet/ledger.ts';

/** Rows of the dynamics tables turned into what the app shows, for one viewer (null: a visitor). */

export type DynamicRow = Selectable<DynamicsTable>;

const unknownUser = (id: number): RoomUser => ({ id, nickname: '', avatar: '', level: 0 });

function imagesOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((i): i is string => typeof i === 'string') : [];
  } catch {
    return [];
  }
}

export async function toDynamics(db: Db, rows: DynamicRow[], viewerId: number | null): Promise<Dynamic[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.user_id))];
  const ids = rows.map((r) => r.id);
  const [authors, rooms, liked] = await Promise.all([
    roomUsers(db, authorIds),
    db.selectFrom('rooms').select(['id', 'anchor_id']).where('anchor_id', 'in', authorIds).execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('dynamic_likes')
          .select('dynamic_id')
          .where('user_id', '=', viewerId)
          .where('dynamic_id', 'in', ids)
          .execute(),
  ]);
  const roomOf = new Map(rooms.map((r) => [r.anchor_id, r.id]));
  const likedIds = new Set(liked.map((l) => l.dynamic_id));
  return rows.map((row) => ({
    id: row.id,
    anchor_id: row.user_id,
    room_id: roomOf.get(row.user_id) ?? null,
    author: authors.get(row.user_id) ?? unknownUser(row.user_id),
    content: row.content,
    images: imagesOf(row.images),
    likes: Number(row.likes),
    comments: Number(row.comments),
    liked: likedIds.has(row.id),
    mine: viewerId === row.user_id,
    created_at: Number(row.created_at),
  }));
}
