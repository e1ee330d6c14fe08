import type { Barrage } from '../../../contracts/room.ts';

/** A text barrage for tests: `m<id>` by user `u<userId>`, sent at `at`. */
export function testBarrage(id: number, at: number, count = 1, userId = 7): Barrage {
  return {
    id,
    room_id: 1,
    user: {
      id: userId,
      nickname: `u${userId}`,
      avatar: '',
      level: 1,
      guard: 0,
      noble: 0,
      is_manager: false,
      is_owner: false,
    },
    kind: 'text',
    text: `m${id}`,
    count,
    created_at: at,
  };
}
