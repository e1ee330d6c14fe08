import type { Kysely } from 'kysely';
import {
  MAX_ROOMS_PER_SOCKET,
  SOCKET_CLOSE_REVOKED,
  type ControlFrame,
  type ServerFrame,
} from '../../contracts/live-protocol.ts';
import { userIdForToken } from '../accounts/tokens.ts';
import type { DB } from '../db/schema.ts';
import type { HubMessage, RoomHub } from '../rooms/room-hub.ts';
import { createRoomPresence } from './room-presence.ts';
import { createWatchTask } from './watch-task.ts';

/** What a hub counts: sockets per room on this gateway. */
export interface PresenceSource {
  count(roomId: number): number;
  counts(): ReadonlyMap<number, number>;
  /** Whether the user has a socket on this gateway now. */
  hasUser(userId: number): boolean;
  /** The users with a socket on this gateway now. */
  users(): number[];
}

/** A hub that asks the gateway for its counts (in-process and Redis hubs both do). */
export type PresenceHub = RoomHub & { setPresence(source: PresenceSource): void };

/** How the room layer reaches one socket. */
export interface SocketLink {
  send(raw: string): void;
  close(code: number, reason: string): void;
}

/** A socket as the room layer sees it. */
export interface RoomMember {
  readonly link: SocketLink;
  /** Who the socket speaks for; null for a visitor. */
  userId: number | null;
  token: string | null;
  readonly rooms: Set<number>;
  /** Per room the socket is in, the end of its watch-task stay. */
  readonly stays: Map<number, () => void>;
  /** Rooms whose join is being checked, each with the check's number (a leave cancels it). */
  readonly joining: Map<number, number>;
  /** Frames of one socket run in order even though they wait on the database. */
  queue: Promise<void>;
  closed: boolean;
}

export interface RoomSocketsDeps {
  db: Kysely<DB>;
  hub: PresenceHub;
  now: () => number;
  onError: (error: unknown) => void;
  /** Stay that completes the watch task (tests shorten it). */
  watchTaskMs?: number;
  onlineThrottleMs?: number;
}

/**
 * Who each socket speaks for (`auth`) and which rooms it hears (`room_join`, `room_leave`), and
 * delivery of the hub's messages to the sockets they concern: the room's, the user's, or all.
 */
export function createRoomSockets(deps: RoomSocketsDeps) {
  const { db } = deps;
  const members = new Set<RoomMember>();
  const byUser = new Map<number, Set<RoomMember>>();
  const byRoom = new Map<number, Set<RoomMember>>();
  const watch = createWatchTask({ db, now: deps.now, onError: deps.onError, watchMs: deps.watchTaskMs });
  const presence = createRoomPresence({
    db,
    hub: deps.hub,
    localRooms: () => byRoom.keys(),
    sendToRoom: (roomId, raw) => {
      for (const member of byRoom.get(roomId) ?? []) member.link.send(raw);
    },
    now: deps.now,
    onError: deps.onError,
    intervalMs: deps.onlineThrottleMs,
  });
  let joinChecks = 0;

  const nowS = () => Math.floor(deps.now() / 1000);
  const answer = (member: RoomMember, frame: ControlFrame | ServerFrame) => member.link.send(JSON.stringify(frame));

  function addTo<K>(map: Map<K, Set<RoomMember>>, key: K, member: RoomMember): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(member);
  }
  function removeFrom<K>(map: Map<K, Set<RoomMember>>, key: K, member: RoomMember): void {
    const set = map.get(key);
    if (!set) return;
    set.delete(member);
    if (set.size === 0) map.delete(key);
  }

  /** Runs after the socket's earlier frames; a failure is reported, never thrown at the socket. */
  function enqueue(member: RoomMember, task: () => Promise<void>): Promise<void> {
    member.queue = member.queue.then(task).catch(deps.onError);
    return member.queue;
  }

  function startStay(member: RoomMember, roomId: number): void {
    member.stays.get(roomId)?.();
    if (member.userId === null) member.stays.delete(roomId);
    else member.stays.set(roomId, watch.start(member.userId));
  }
  function endStay(member: RoomMember, roomId: number): void {
    member.stays.get(roomId)?.();
    member.stays.delete(roomId);
  }

  function enterRoom(member: RoomMember, roomId: number): void {
    member.rooms.add(roomId);
    addTo(byRoom, roomId, member);
    startStay(member, roomId);
    presence.touch();
  }
  function exitRoom(member: RoomMember, roomId: number): void {
    if (!member.rooms.delete(roomId)) return;
    removeFrom(byRoom, roomId, member);
    endStay(member, roomId);
    presence.touch();
  }

  function setUser(member: RoomMember, userId: number | null, token: string | null): void {
    const changed = member.userId !== userId;
    if (member.userId !== null) removeFrom(byUser, member.userId, member);
    member.userId = userId;
    member.token = token;
    if (userId !== null) addTo(byUser, userId, member);
    // A stay counts for the user who watched all of it.
    if (changed) for (const roomId of member.rooms) startStay(member, roomId);
  }

  async function kickedFrom(userId: number, roomIds: readonly number[]): Promise<Set<number>> {
    if (roomIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('room_kicks')
      .select('room_id')
      .where('user_id', '=', userId)
      .where('room_id', 'in', roomIds)
      .execute();
    return new Set(rows.map((row) => row.room_id));
  }

  /**
   * `auth` (a token the client sent, answered `auth`) and the session cookie the socket opened
   * with (answered `session`, so the client knows its socket speaks for a login it cannot read).
   */
  async function authenticate(member: RoomMember, token: string | null, via: 'auth' | 'session'): Promise<void> {
    const userId = token === null ? null : await userIdForToken(db, token, nowS());
    if (member.closed) return;
    setUser(member, userId, userId === null ? null : token);
    answer(member, { code: 0, type: via, user_id: userId });
    if (userId === null) return;
    // Rooms joined as a visitor that this user was kicked from are left at once.
    for (const roomId of await kickedFrom(userId, [...member.rooms])) {
      if (member.closed || member.userId !== userId) return;
      exitRoom(member, roomId);
      answer(member, { code: 0, type: 'room', room_id: roomId, joined: false, reason: 'kicked' });
    }
  }

  async function join(member: RoomMember, roomId: number, check: number): Promise<void> {
    if (member.joining.get(roomId) !== check) return; // left again before its turn
    if (member.rooms.has(roomId)) {
      member.joining.delete(roomId);
      answer(member, { code: 0, type: 'room', room_id: roomId, joined: true });
      return;
    }
    const refuse = (reason: 'kicked' | 'not_found' | 'too_many') => {
      member.joining.delete(roomId);
      answer(member, { code: 0, type: 'room', room_id: roomId, joined: false, reason });
    };
    if (member.rooms.size >= MAX_ROOMS_PER_SOCKET) return refuse('too_many');
    const room = await db.selectFrom('rooms').select('id').where('id', '=', roomId).executeTakeFirst();
    if (!room) return refuse('not_found');
    const userId = member.userId;
    if (userId !== null && (await kickedFrom(userId, [roomId])).has(roomId)) return refuse('kicked');
    if (member.closed || member.joining.get(roomId) !== check) return;
    member.joining.delete(roomId);
    enterRoom(member, roomId);
    answer(member, { code: 0, type: 'room', room_id: roomId, joined: true });
    const online = deps.hub.online(roomId);
    answer(member, { code: 100, data: { type: 'room', room_id: roomId, event: { kind: 'online', online } } });
  }

  async function recheck(member: RoomMember): Promise<void> {
    const token = member.token;
    const still = token === null ? null : await userIdForToken(db, token, nowS());
    if (member.closed || member.token !== token || still !== null) return;
    setUser(member, null, null);
    // DESIGN 8: the socket of a revoked token is closed; the engine comes back as a visitor.
    member.link.close(SOCKET_CLOSE_REVOKED, 'revoked');
  }

  function deliver(message: HubMessage): void {
    switch (message.to) {
      case 'room':
        for (const member of byRoom.get(message.room_id) ?? []) member.link.send(message.raw);
        return;
      case 'user':
        for (const member of byUser.get(message.user_id) ?? []) member.link.send(message.raw);
        return;
      case 'all':
        for (const member of members) member.link.send(message.raw);
        return;
      case 'kick':
        for (const member of [...(byUser.get(message.user_id) ?? [])]) {
          exitRoom(member, message.room_id);
          member.link.send(message.raw);
        }
        return;
      case 'revoked':
        for (const member of [...(byUser.get(message.user_id) ?? [])]) void enqueue(member, () => recheck(member));
        return;
    }
  }

  const source: PresenceSource = {
    count: (roomId) => byRoom.get(roomId)?.size ?? 0,
    counts: () => new Map([...byRoom].map(([roomId, set]) => [roomId, set.size])),
    hasUser: (userId) => byUser.has(userId),
    users: () => [...byUser.keys()],
  };
  deps.hub.setPresence(source);
  const stopListening = deps.hub.listen((message) => {
    try {
      deliver(message);
    } catch (error) {
      deps.onError(error);
    }
  });

  return {
    /** A new socket: a visitor in no room. */
    add(link: SocketLink): RoomMember {
      const member: RoomMember = {
        link,
        userId: null,
        token: null,
        rooms: new Set(),
        stays: new Map(),
        joining: new Map(),
        queue: Promise.resolve(),
        closed: false,
      };
      members.add(member);
      return member;
    },
    remove(member: RoomMember): void {
      member.closed = true;
      members.delete(member);
      for (const roomId of [...member.rooms]) exitRoom(member, roomId);
      member.joining.clear();
      setUser(member, null, null);
    },
    auth: (member: RoomMember, token: string | null) => enqueue(member, () => authenticate(member, token, 'auth')),
    /** The session cookie the socket's upgrade carried. */
    session: (member: RoomMember, token: string) => enqueue(member, () => authenticate(member, token, 'session')),
    join(member: RoomMember, roomId: number): Promise<void> {
      const check = ++joinChecks;
      member.joining.set(roomId, check);
      return enqueue(member, () => join(member, roomId, check));
    },
    leave(member: RoomMember, roomId: number): void {
      member.joining.delete(roomId);
      exitRoom(member, roomId);
    },
    presence: source,
    close(): void {
      stopListening();
      presence.close();
      watch.close();
    },
  };
}
