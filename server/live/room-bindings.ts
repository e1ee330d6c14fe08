import type { Kysely } from 'kysely';
import { LIVE_STATUS } from '../../contracts/room.ts';
import type { DB } from '../db/schema.ts';
import type { FeedChange } from '../feed/feed-provider.ts';
import type { LiveStore } from './live-store.ts';

/** How often the leader looks for rooms that went live or ended (ms). */
const ROOM_BINDING_INTERVAL_MS = 3_000;

/**
 * The live room each match is watched in: among the live rooms bound to a match, the most
 * followed (then the oldest). Read from the database, so a broadcast that started on any process
 * is seen by the leader.
 */
export async function liveRoomsByMatch(db: Kysely<DB>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('rooms')
    .select(['id', 'match_id'])
    .where('live_status', '=', LIVE_STATUS.live)
    .where('match_id', 'is not', null)
    .orderBy('followers', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const rooms = new Map<number, number>();
  for (const row of rows) if (row.match_id !== null && !rooms.has(row.match_id)) rooms.set(row.match_id, row.id);
  return rooms;
}

/** The changes that make every live match's `room_id` the room it is watched in (0: none). */
export function roomChanges(matches: Iterable<{ id: number; room_id?: number }>, rooms: Map<number, number>) {
  const changes: FeedChange[] = [];
  for (const match of matches) {
    const room = rooms.get(match.id) ?? 0;
    if ((match.room_id ?? 0) !== room) changes.push({ id: match.id, fields: { room_id: room } });
  }
  return changes;
}

/**
 * Streams meet scores: the feed leader stamps each live match with the room it can be watched
 * in, as an ordinary versioned change, so every tab's engine, IndexedDB and score row learn it
 * from the socket like a goal. Polled: a room going live or ending shows within one interval.
 */
export function startRoomBindings(options: {
  db: Kysely<DB>;
  store: LiveStore;
  timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval };
  intervalMs?: number;
  onError: (error: unknown) => void;
}) {
  let last: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  async function sync(): Promise<void> {
    const rooms = await liveRoomsByMatch(options.db);
    const changes = roomChanges(options.store.matches().values(), rooms);
    if (changes.length > 0) options.store.apply({ fixtures: [], changes, odds: [], removed: [] });
  }
  /**
   * A pass that reads the rooms after this call (passes run one at a time; calls while one waits
   * to start share it). Resolves when it is done.
   */
  function refresh(): Promise<void> {
    if (next) return next;
    const pass = last.then(() => {
      next = null;
      return sync().catch(options.onError);
    });
    next = pass;
    last = pass;
    return pass;
  }
  const timer = options.timers.setInterval(() => void refresh(), options.intervalMs ?? ROOM_BINDING_INTERVAL_MS);
  void refresh();
  return {
    refresh,
    stop(): Promise<void> {
      options.timers.clearInterval(timer);
      return last;
    },
  };
}

export type RoomBindings = ReturnType<typeof startRoomBindings>;
