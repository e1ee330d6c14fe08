import type { Page, RoomCard } from '../../contracts/room.ts';
import type { SearchAnchor } from '../../contracts/search.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { compareCards } from '../rooms/room-lists.ts';
import { roomCards, type RoomRow } from '../rooms/room-repository.ts';
import { nameFit, normalizeSearchText } from './normalize.ts';

/**
 * Anchors and rooms are the small, fast-changing part (titles, nicknames, live status): they are
 * matched at query time, not indexed. Every room is read with its anchor's nickname and compared
 * in the normalized form, so a new room or a renamed anchor is found at once. One pass over the
 * rooms per query: fine for some thousands of rooms; past that they move into the index.
 */
const ROOM_SCAN_MAX = 20_000;

interface Found {
  row: RoomRow;
  /** How well the nickname fits (0 exact, 1 prefix, 2 inside), or null when only the title does. */
  nicknameFit: number | null;
}

async function matchingRooms(ctx: RoomContext, name: string): Promise<Found[]> {
  const q = normalizeSearchText(name);
  if (q === '') return [];
  const rows = await ctx.accounts.db
    .selectFrom('rooms')
    .innerJoin('users', 'users.id', 'rooms.anchor_id')
    .selectAll('rooms')
    .select('users.nickname as anchor_nickname')
    .limit(ROOM_SCAN_MAX)
    .execute();
  const found: Found[] = [];
  for (const { anchor_nickname, ...row } of rows) {
    const nicknameFit = nameFit(normalizeSearchText(anchor_nickname), q);
    if (nicknameFit !== null || normalizeSearchText(row.title).includes(q)) found.push({ row, nicknameFit });
  }
  return found;
}

function pageOf<T>(all: T[], page: number, limit: number): Page<T> {
  return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
}

/** Rooms whose title or anchor's nickname contains `name`: live first, then by online and followers. */
export async function searchRooms(ctx: RoomContext, name: string, page: number, limit: number) {
  const cards = await roomCards(
    ctx,
    (await matchingRooms(ctx, name)).map((f) => f.row),
  );
  return pageOf(cards.sort(compareCards), page, limit);
}

/** Anchors whose nickname contains `name`: exact, then prefix, then inside; live and followed first within. */
export async function searchAnchors(ctx: RoomContext, name: string, page: number, limit: number) {
  const found = (await matchingRooms(ctx, name)).filter((f) => f.nicknameFit !== null);
  const cards = await roomCards(
    ctx,
    found.map((f) => f.row),
  );
  const ranked = cards
    .map((card, i) => ({ card, fit: found[i]?.nicknameFit ?? 2 }))
    .sort((a, b) => a.fit - b.fit || compareCards(a.card, b.card))
    .map(({ card }): SearchAnchor => anchorOf(card));
  return pageOf(ranked, page, limit);
}

function anchorOf(card: RoomCard): SearchAnchor {
  return {
    id: card.anchor_id,
    nickname: card.nickname,
    avatar: card.avatar,
    room_id: card.id,
    live_status: card.live_status,
    followers: card.followers,
  };
}
