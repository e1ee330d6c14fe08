import type { RoomInfo } from '../../../contracts/room.ts';

/** Room-wide fields the room's events change (status, info, announcement). */
export type RoomEventPatch = Partial<
  Pick<
    RoomInfo,
    'live_status' | 'play_url' | 'started_at' | 'title' | 'match_id' | 'category_id' | 'cover' | 'announcement'
  >
>;

/**
 * The room's events laid over its info answer. An answer supersedes only what it is sure to be
 * newer than: the events before the socket's latest join (the socket may have missed some while it
 * was down, and the join asks for the info again). An event since the join stays over every answer,
 * because an answer that arrives after it may have been read before it (the answer and the event
 * come by different connections): a room that goes live while the page reads its info again must
 * not show the old status until its next event. Events come in order, so the latest of each field
 * is the room's state.
 */
export interface RoomEvents {
  /** Events since the latest join. */
  sinceJoin: RoomEventPatch;
  /** Events before it: shown until an answer that came after the join. */
  beforeJoin: RoomEventPatch;
  /** When the latest join came (ms since the epoch, as TanStack Query's `dataUpdatedAt`). */
  joinedAt: number;
}

export const NO_ROOM_EVENTS: RoomEvents = { sinceJoin: {}, beforeJoin: {}, joinedAt: 0 };

export function addRoomEvent(events: RoomEvents, change: RoomEventPatch): RoomEvents {
  return { ...events, sinceJoin: { ...events.sinceJoin, ...change } };
}

export function roomJoined(events: RoomEvents, at: number): RoomEvents {
  return { sinceJoin: {}, beforeJoin: { ...events.beforeJoin, ...events.sinceJoin }, joinedAt: at };
}

/** The fields to lay over an answer that came at `answeredAt`. */
export function roomEventFields(events: RoomEvents, answeredAt: number): RoomEventPatch {
  return answeredAt > events.joinedAt ? events.sinceJoin : { ...events.beforeJoin, ...events.sinceJoin };
}
