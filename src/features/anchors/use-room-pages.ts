import { useCallback, useEffect, useState } from 'react';
import { ROOM_PATHS, type Page, type RoomCard } from '../../../contracts/room.ts';
import { apiGet } from '../../lib/api-client.ts';
import { appendRooms, liveListParams, type AnchorListQuery } from './anchor-query.ts';

export interface RoomPages {
  rooms: RoomCard[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  more: boolean;
  loadMore: () => void;
}

/** The rooms of an `/anchor` tab, a page at a time; a new tab starts over. */
export function useRoomPages(query: AnchorListQuery): RoomPages {
  const key = `${query.type}:${query.categoryId ?? ''}`;
  const [cursor, setCursor] = useState({ key, page: 1 });
  // A new tab starts at its first page without a stale fetch of the old tab's page.
  const page = cursor.key === key ? cursor.page : 1;
  const [state, setState] = useState<{
    key: string;
    rooms: RoomCard[] | null;
    total: number;
    error: string | null;
    /** The `key:page` last answered (or refused). */
    settled: string;
  }>({ key: '', rooms: null, total: 0, error: null, settled: '' });

  useEffect(() => {
    let cancelled = false;
    const params = liveListParams(query, page);
    apiGet<Page<RoomCard>>(ROOM_PATHS.liveList, params, { quiet: true }).then(
      (answer) => {
        if (cancelled) return;
        setState((s) => ({
          key,
          rooms: page === 1 || s.key !== key ? answer.list : appendRooms(s.rooms ?? [], answer.list),
          total: answer.total,
          error: null,
          settled: `${key}:${page}`,
        }));
      },
      (error: unknown) => {
        if (cancelled) return;
        setState((s) => ({
          ...s,
          error: error instanceof Error ? error.message : String(error),
          settled: `${key}:${page}`,
        }));
      },
    );
    return () => {
      cancelled = true;
    };
    // `query` is described completely by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page]);

  const loadMore = useCallback(() => setCursor((c) => ({ key, page: (c.key === key ? c.page : 1) + 1 })), [key]);
  const current = state.key === key ? state.rooms : null;
  return {
    rooms: current,
    total: state.total,
    loading: state.settled !== `${key}:${page}`,
    error: state.error,
    more: current !== null && current.length < state.total,
    loadMore,
  };
}
