import type { NoticePayload, RoomEvent } from '../../contracts/live-protocol.ts';

/**
 * How room features reach browsers: every call fans out to the live sockets of every gateway
 * process (in-process by default, over Redis at scale). Barrage, gifts, moderation and the media
 * node publish here; the socket gateway delivers.
 */
export interface RoomHub {
  /** An event to every socket in the room. */
  toRoom(roomId: number, event: RoomEvent): void;
  /** A notice to every socket speaking for this user (all their browsers and tabs). */
  toUser(userId: number, payload: NoticePayload): void;
  /** A notice to every socket (the global horn). */
  toAll(payload: NoticePayload): void;
  /** The user's sockets leave the room and hear `liveKickout` (their tabs go to /anchor?type=0). */
  kick(roomId: number, userId: number): void;
  /** A token of this user was revoked (logout, password reset): sockets speaking for it are closed. */
  revoked(userId: number): void;
  /** Sockets in the room now, over all gateways. */
  online(roomId: number): number;
  /** How many of these users have a socket now (a tab open anywhere on the site), over all gateways. */
  onlineOf(userIds: readonly number[]): number;
  /** Gateways subscribe here (socket-gateway.ts). */
  listen(listener: RoomHubListener): () => void;
  close(): Promise<void>;
}

/** What a gateway hears from the hub. */
export type HubMessage =
  | { to: 'room'; room_id: number; raw: string }
  | { to: 'user'; user_id: number; raw: string }
  | { to: 'all'; raw: string }
  | { to: 'kick'; room_id: number; user_id: number; raw: string }
  | { to: 'revoked'; user_id: number };

export type RoomHubListener = (message: HubMessage) => void;

function notice(payload: NoticePayload): string {
  return JSON.stringify({ code: 100, data: payload });
}

/**
 * The embedded default: delivery in this process. `presence` gives the gateway's own counts (one
 * process holds every socket); the Redis hub sums the counts of all gateways.
 */
type LocalPresence = { count(roomId: number): number; hasUser?(userId: number): boolean };

export function createInProcessRoomHub(presence: LocalPresence = { count: () => 0 }): RoomHub & {
  setPresence(source: LocalPresence): void;
} {
  const listeners = new Set<RoomHubListener>();
  let counts = presence;
  const emit = (message: HubMessage) => {
    for (const listener of listeners) listener(message);
  };
  return {
    toRoom: (roomId, event) =>
      emit({ to: 'room', room_id: roomId, raw: notice({ type: 'room', room_id: roomId, event }) }),
    toUser: (userId, payload) => emit({ to: 'user', user_id: userId, raw: notice(payload) }),
    toAll: (payload) => emit({ to: 'all', raw: notice(payload) }),
    kick: (roomId, userId) =>
      emit({
        to: 'kick',
        room_id: roomId,
        user_id: userId,
        raw: notice({ type: 'liveKickout', room_id: roomId, user_id: userId }),
      }),
    revoked: (userId) => emit({ to: 'revoked', user_id: userId }),
    online: (roomId) => counts.count(roomId),
    onlineOf: (userIds) => userIds.filter((id) => counts.hasUser?.(id) === true).length,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPresence(source) {
      counts = source;
    },
    async close() {
      listeners.clear();
    },
  };
}
