import type { RoomSignal } from '../contracts/engine-api.ts';
import type { ClientFrame, RoomEvent } from '../contracts/live-protocol.ts';

/** A tab's room callback (a Comlink proxy across the boundary). */
export type RoomCallback = (signal: RoomSignal) => unknown;

type Answer = Extract<RoomSignal, { kind: 'joined' }>;

interface Room {
  /** Subscription id -> its tab and callback. */
  subscribers: Map<number, { tabId: string; callback: RoomCallback }>;
  /** The server's answer on this connection; null while it is awaited or the socket is down. */
  answer: Answer | null;
}

export interface RoomSubscriptionDeps {
  send(frame: ClientFrame): void;
  release?(callback: unknown): void;
  onError(error: unknown, context: string): void;
}

/**
 * Rooms the tabs show, counted per room: the socket joins a room once for all tabs in it and
 * leaves when the last one goes. Every (re)connect joins again; a drop pauses every room.
 */
export function createRoomSubscriptions(deps: RoomSubscriptionDeps) {
  const rooms = new Map<number, Room>();
  const roomOf = new Map<number, number>();
  let nextId = 1;

  function deliver(callback: RoomCallback, signal: RoomSignal): void {
    try {
      Promise.resolve(callback(signal)).catch((error: unknown) => deps.onError(error, 'room callback'));
    } catch (error) {
      deps.onError(error, 'room callback');
    }
  }
  function tell(room: Room, signal: RoomSignal): void {
    for (const { callback } of room.subscribers.values()) deliver(callback, signal);
  }

  function remove(id: number): boolean {
    const roomId = roomOf.get(id);
    if (roomId === undefined) return false;
    roomOf.delete(id);
    const room = rooms.get(roomId);
    const held = room?.subscribers.get(id);
    room?.subscribers.delete(id);
    if (held) deps.release?.(held.callback);
    if (room && room.subscribers.size === 0) {
      rooms.delete(roomId);
      deps.send({ type: 'room_leave', room_id: roomId });
    }
    return true;
  }

  return {
    add(tabId: string, roomId: number, callback: RoomCallback): number {
      if (!Number.isInteger(roomId) || roomId <= 0) throw new Error(`bad room id: ${String(roomId)}`);
      const id = nextId++;
      let room = rooms.get(roomId);
      if (!room) {
        rooms.set(roomId, (room = { subscribers: new Map(), answer: null }));
        deps.send({ type: 'room_join', room_id: roomId });
      }
      room.subscribers.set(id, { tabId, callback });
      roomOf.set(id, roomId);
      // Another tab is in this room already: the newcomer hears where it stands at once.
      if (room.answer) deliver(callback, room.answer);
      return id;
    },
    remove,
    /** The tab is gone or started again: its rooms are dropped. */
    removeTab(tabId: string): void {
      for (const room of rooms.values()) {
        for (const [id, sub] of room.subscribers) if (sub.tabId === tabId) remove(id);
      }
    },
    opened(): void {
      for (const [roomId, room] of rooms) {
        room.answer = null;
        deps.send({ type: 'room_join', room_id: roomId });
      }
    },
    closed(): void {
      for (const room of rooms.values()) {
        room.answer = null;
        tell(room, { kind: 'paused' });
      }
    },
    answered(roomId: number, joined: boolean, reason?: Answer['reason']): void {
      const room = rooms.get(roomId);
      if (!room) return;
      room.answer = { kind: 'joined', joined, ...(reason ? { reason } : {}) };
      tell(room, room.answer);
    },
    event(roomId: number, event: RoomEvent): void {
      const room = rooms.get(roomId);
      if (room) tell(room, { kind: 'event', event });
    },
    count: () => roomOf.size,
    /** Each room the socket is in for some tab: the tabs, and the server's answer (null: awaited). */
    list: () =>
      [...rooms].map(([roomId, room]) => ({
        roomId,
        tabIds: [...room.subscribers.values()].map((sub) => sub.tabId),
        joined: room.answer?.joined ?? null,
      })),
    clear(): void {
      for (const id of [...roomOf.keys()]) remove(id);
    },
  };
}
