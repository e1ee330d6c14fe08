import { useInfiniteQuery } from '@tanstack/react-query';
import { ROOM_PATHS, type RoomCard } from '../../../contracts/room.ts';
import { callRoute } from '../../lib/api-client.ts';
import { noteFreshAnswer } from '../../lib/connectivity.ts';
import { apiKey, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';
import { appendRooms, liveListParams, type AnchorListQuery } from './anchor-query.ts';

export interface RoomPages {
  rooms: RoomCard[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  more: boolean;
  loadMore: () => void;
}

/** The rooms of an `/anchor` tab, a page at a time; each tab is its own list and starts at page 1. */
export function useRoomPages(query: AnchorListQuery): RoomPages {
  const pages = useInfiniteQuery({
    queryKey: [...apiKey(ROOM_PATHS.liveList), { type: query.type, category: query.categoryId }],
    queryFn: async ({ pageParam }) => {
      const page = await callRoute('GET', ROOM_PATHS.liveList, liveListParams(query, pageParam), {
        quiet: true,
      });
      noteFreshAnswer();
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? all.length + 1 : undefined,
    staleTime: STALE_MS.standard,
  });
  const rooms = pages.data?.pages.reduce<RoomCard[]>((shown, page) => appendRooms(shown, page.list), []) ?? null;
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  return {
    rooms,
    total,
    loading: pages.isPending || pages.isFetchingNextPage,
    // A page that failed to load more says so under the rooms shown.
    error: pages.isFetchNextPageError ? pages.error.message : queryErrorText(pages),
    more: rooms !== null && rooms.length < total,
    loadMore: () => void pages.fetchNextPage(),
  };
}
