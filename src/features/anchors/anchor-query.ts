import { RANK_PERIODS, type RankPeriod } from '../../../contracts/room-economy.ts';
import { ANCHOR_LIST_TYPES, type AnchorListType, type LiveCategory, type RoomCard } from '../../../contracts/room.ts';

/** Rooms one page of `/anchor` asks for. */
export const ANCHOR_PAGE_SIZE = 24;

/** What `/anchor?type=&id=&name=` asks for. Type 3 without a category id falls back to all. */
export interface AnchorListQuery {
  type: AnchorListType;
  categoryId: number | null;
  /** The category's name as the link carried it (shown until the category list arrives). */
  categoryName: string;
}

export function parseAnchorQuery(query: URLSearchParams): AnchorListQuery {
  const n = Number(query.get('type') ?? 0);
  const type = (ANCHOR_LIST_TYPES as readonly number[]).includes(n) ? (n as AnchorListType) : 0;
  if (type !== 3) return { type, categoryId: null, categoryName: '' };
  const id = Number(query.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return { type: 0, categoryId: null, categoryName: '' };
  return { type, categoryId: id, categoryName: (query.get('name') ?? '').slice(0, 40) };
}

/** The `live_streaming/getLiveList` parameters of a page. */
export function liveListParams(q: AnchorListQuery, page: number): Record<string, number> {
  return {
    type: q.type,
    ...(q.categoryId !== null ? { category_id: q.categoryId } : {}),
    page,
    limit: ANCHOR_PAGE_SIZE,
  };
}

/** Rooms live now in a tab: all, one sport, or one category. */
export function liveCountOf(categories: readonly LiveCategory[], type: AnchorListType, categoryId?: number): number {
  return categories
    .filter((c) =>
      type === 0
        ? true
        : type === 1
          ? c.sport === 'football'
          : type === 2
            ? c.sport === 'basketball'
            : c.id === categoryId,
    )
    .reduce((sum, c) => sum + c.live_count, 0);
}

/** The sport tab (1 football, 2 basketball) that lists exactly this category's rooms, else null. */
export function sportTabOf(categories: readonly LiveCategory[], categoryId: number | null): 1 | 2 | null {
  const category = categories.find((c) => c.id === categoryId);
  if (!category || (category.sport !== 'football' && category.sport !== 'basketball')) return null;
  const alone = categories.filter((c) => c.sport === category.sport).length === 1;
  return alone ? (category.sport === 'football' ? 1 : 2) : null;
}

/** The categories that get a tab of their own: not one a sport tab already lists alone. */
export function ownTabCategories(categories: readonly LiveCategory[]): LiveCategory[] {
  return categories.filter((c) => sportTabOf(categories, c.id) === null);
}

/** Appends a page to what is shown, once per room (a room may move between pages as lives change). */
export function appendRooms(shown: readonly RoomCard[], next: readonly RoomCard[]): RoomCard[] {
  const seen = new Set(shown.map((r) => r.id));
  return [...shown, ...next.filter((r) => !seen.has(r.id))];
}

export type RankKind = 'anchor' | 'wealth';

/** `/rank?kind=&period=`: anchors by day unless told otherwise. */
export function parseRankQuery(query: URLSearchParams): { kind: RankKind; period: RankPeriod } {
  const kind = query.get('kind') === 'wealth' ? 'wealth' : 'anchor';
  const p = query.get('period') ?? '';
  const period = (RANK_PERIODS as readonly string[]).includes(p) ? (p as RankPeriod) : 'day';
  return { kind, period };
}
