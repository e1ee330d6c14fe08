import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { NoticePayload } from '../../contracts/live-protocol.ts';
import type { PresenceSource } from '../live/room-sockets.ts';
import type { HubMessage, RoomHub, RoomHubListener } from './room-hub.ts';

const MESSAGES = 'rooms:hub';
const PRESENCE = 'rooms:presence';
/** Each gateway reports its room counts this often. */
export const PRESENCE_REPORT_MS = 2_000;

interface PresenceReport {
  gateway: string;
  /** [room id, sockets] of rooms with sockets; null: the gateway is shutting down. */
  counts: [number, number][] | null;
  /** Users with a socket on the gateway (absent from an older gateway's report). */
  users?: number[];
}

function notice(payload: NoticePayload): string {
  return JSON.stringify({ code: 100, data: payload });
}

function isHubMessage(value: unknown): value is HubMessage {
  if (typeof value !== 'object' || value === null) return false;
  const to = (value as { to?: unknown }).to;
  return to === 'room' || to === 'user' || to === 'all' || to === 'kick' || to === 'revoked';
}

/**
 * The hub at scale: every message goes through Redis pub/sub and comes back to every gateway
 * (this one included, so all gateways deliver in the same order). Online counts are the sum of
 * the counts each gateway reports every few seconds; a gateway that stops reporting (crashed)
 * drops out after a few missed reports.
 */
export function createRedisRoomHub(
  url: string,
  options: { prefix?: string; reportMs?: number; now?: () => number } = {},
): RoomHub & { setPresence(source: PresenceSource): void; ready: Promise<unknown> } {
  const prefix = options.prefix ?? '';
  const reportMs = options.reportMs ?? PRESENCE_REPORT_MS;
  const staleMs = reportMs * 3 + 500;
  const now = options.now ?? Date.now;
  const messages = `${prefix}${MESSAGES}`;
  const presence = `${prefix}${PRESENCE}`;
  const gateway = randomUUID();
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; errors arrive as events, never thrown.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  const listeners = new Set<RoomHubListener>();
  const others = new Map<string, { at: number; counts: Map<number, number>; users: Set<number> }>();
  let local: PresenceSource = { count: () => 0, counts: () => new Map(), hasUser: () => false, users: () => [] };

  const ready = sub.subscribe(messages, presence);
  sub.on('message', (channel: string, text: string) => {
    try {
      if (channel === messages) {
        const message: unknown = JSON.parse(text);
        if (!isHubMessage(message)) return;
        for (const listener of listeners) listener(message);
      } else if (channel === presence) {
        const report = JSON.parse(text) as PresenceReport;
        if (report.gateway === gateway) return;
        if (report.counts === null) others.delete(report.gateway);
        // Stamped with our own clock: gateways' clocks may disagree.
        else {
          others.set(report.gateway, { at: now(), counts: new Map(report.counts), users: new Set(report.users ?? []) });
        }
      }
    } catch {
      // A malformed message is dropped; the next report corrects any count.
    }
  });

  const publish = (message: HubMessage) => void pub.publish(messages, JSON.stringify(message)).catch(() => undefined);
  const report = (counts: PresenceReport['counts'], users: number[] = []) =>
    pub.publish(presence, JSON.stringify({ gateway, counts, users } satisfies PresenceReport)).catch(() => undefined);
  const reporter = setInterval(
    () =>
      void report(
        [...local.counts()].filter(([, n]) => n > 0),
        local.users(),
      ),
    reportMs,
  );
  /** The other gateways that reported lately (the stale ones are dropped). */
  const fresh = () => {
    const t = now();
    for (const [id, other] of others) if (t - other.at > staleMs) others.delete(id);
    return [...others.values()];
  };
  reporter.unref();

  return {
    ready,
    toRoom: (roomId, event) =>
      publish({ to: 'room', room_id: roomId, raw: notice({ type: 'room', room_id: roomId, event }) }),
    toUser: (userId, payload) => publish({ to: 'user', user_id: userId, raw: notice(payload) }),
    toAll: (payload) => publish({ to: 'all', raw: notice(payload) }),
    kick: (roomId, userId) =>
      publish({
        to: 'kick',
        room_id: roomId,
        user_id: userId,
        raw: notice({ type: 'liveKickout', room_id: roomId, user_id: userId }),
      }),
    revoked: (userId) => publish({ to: 'revoked', user_id: userId }),
    online(roomId) {
      return fresh().reduce((total, other) => total + (other.counts.get(roomId) ?? 0), local.count(roomId));
    },
    onlineOf(userIds) {
      const gateways = fresh();
      return userIds.filter((id) => local.hasUser(id) || gateways.some((other) => other.users.has(id))).length;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPresence(source) {
      local = source;
    },
    async close() {
      clearInterval(reporter);
      listeners.clear();
      await report(null);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
