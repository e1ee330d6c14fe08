import { LIVE_STATUS, type RoomCard } from '../../contracts/room.ts';

/** Live rooms first, keeping the server's order otherwise. */
export function liveFirst(rooms: readonly RoomCard[]): RoomCard[] {
  const live = rooms.filter((r) => r.live_status === LIVE_STATUS.live);
  return [...live, ...rooms.filter((r) => r.live_status !== LIVE_STATUS.live)];
}
