import { proxy } from 'valtio';
import { ROOM_PATHS } from '../../contracts/room.ts';
import { callRoute } from './api-client.ts';

/** Rooms the logged-in user was kicked from (seed start-up step): the room page refuses them. */
export const kickedRooms = proxy({ rooms: [] as number[] });

/** Loads the list for the caller (empty for a visitor); quiet: a failure leaves the list as it was. */
export async function loadKickedRooms(loggedIn: boolean): Promise<void> {
  if (!loggedIn) {
    kickedRooms.rooms = [];
    return;
  }
  try {
    // Without a room the call answers the caller's own list (with one, a streamer's kicked users).
    const data = await callRoute('GET', ROOM_PATHS.kickoutList, {}, { quiet: true });
    kickedRooms.rooms =
      'rooms' in data && Array.isArray(data.rooms) ? data.rooms.filter((id) => typeof id === 'number') : [];
  } catch {
    // Loaded again at the next login or start-up; the server refuses a kicked viewer anyway.
  }
}

export function addKickedRoom(roomId: number): void {
  if (!kickedRooms.rooms.includes(roomId)) kickedRooms.rooms.push(roomId);
}
