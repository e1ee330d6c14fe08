import type { Selectable } from 'kysely';
import type { Circle, CirclePost, CircleRef } from '../../contracts/circles.ts';
import type { RoomUser } from '../../contracts/room.ts';
import type { CirclePostsTable, CirclesTable } from '../db/circle-tables.ts';
import { roomUsers } from '../rooms/room-repository.ts';
import type { Db } from '../wallet/ledger.ts';
import { circleVideoUrl, videoFormatOf } from './circle-videos.ts';

/** Rows of the circle tables turned into what the app shows, for one viewer (null: a visitor). */

export type CircleRow = Selectable<CirclesTable>;
export type CirclePostRow = Selectable<CirclePostsTable>;

const unknownUser = (id: number): RoomUser => ({ id, nickname: '', avatar: '', level: 0 });

function imagesOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((i): i is string => typeof i === 'string') : [];
  } catch {
    return [];
  }
}

function refOf(row: Pick<CircleRow, 'id' | 'kind' | 'name_zh' | 'name_en' | 'name_vi'>): CircleRef {
  return { id: row.id, kind: row.kind, name: { zh: row.name_zh, en: row.name_en, vi: row.name_vi } };
}

export function toCircle(row: CircleRow, joined: boolean): Circle {
  const team = row.kind === 'club' || row.kind === 'nation';
  return {
    ...refOf(row),
    sport: row.sport,
    team_id: team ? row.ref_id : null,
    league_id: row.kind === 'league' ? row.ref_id : null,
    members: Number(row.members),
    posts: Number(row.posts),
    joined,
  };
}

/** The circles among `ids` the viewer joined. */
export async function joinedOf(db: Db, ids: readonly number[], viewerId: number | null): Promise<Set<number>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('circle_members')
    .select('circle_id')
    .where('user_id', '=', viewerId)
    .where('circle_id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.circle_id));
}

export async function toCircles(db: Db, rows: CircleRow[], viewerId: number | null): Promise<Circle[]> {
  const joined = await joinedOf(
    db,
    rows.map((r) => r.id),
    viewerId,
  );
  return rows.map((row) => toCircle(row, joined.has(row.id)));
}

export async function toPosts(db: Db, rows: CirclePostRow[], viewerId: number | null): Promise<CirclePost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, circles, liked] = await Promise.all([
    roomUsers(
      db,
      rows.map((r) => r.user_id),
    ),
    db
      .selectFrom('circles')
      .select(['id', 'kind', 'name_zh', 'name_en', 'name_vi'])
      .where('id', 'in', [...new Set(rows.map((r) => r.circle_id))])
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('circle_post_likes')
          .select('post_id')
          .where('user_id', '=', viewerId)
          .where('post_id', 'in', ids)
          .execute(),
  ]);
  const circleOf = new Map(circles.map((c) => [c.id, refOf(c)]));
  const likedIds = new Set(liked.map((l) => l.post_id));
  return rows.map((row) => ({
    id: row.id,
    circle: circleOf.get(row.circle_id) ?? { id: row.circle_id, kind: 'topic', name: { zh: '', en: '', vi: '' } },
    author: authors.get(row.user_id) ?? unknownUser(row.user_id),
    content: row.content,
    images: imagesOf(row.images),
    video:
      row.video === null
        ? null
        : { url: circleVideoUrl(row.video), cover: row.cover ?? '', format: videoFormatOf(row.video) },
    likes: Number(row.likes),
    comments: Number(row.comments),
    liked: likedIds.has(row.id),
    mine: viewerId === row.user_id,
    created_at: Number(row.created_at),
  }));
}
