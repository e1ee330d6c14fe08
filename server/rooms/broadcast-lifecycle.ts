import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { LIVE_STATUS } from '../../contracts/room.ts';
import type { DB } from '../db/schema.ts';
import type { MediaLinks } from './room-context.ts';
import type { RoomHub } from './room-hub.ts';
import { STREAM_APP } from './stream-keys.ts';

/**
 * A room goes live when its stream arrives and ends when it stops: the room's status, a broadcast
 * record (with its recording), the room's sockets and the users who reserved it hear of it.
 * Whatever the media node is (embedded or separate), it reports here.
 */

/** A recording kept of a broadcast: a path under `<dataDir>/recordings`, and its size. */
export interface Recording {
  file: string;
  bytes: number;
}

export interface BroadcastLifecycle {
  started(roomId: number): Promise<void>;
  /** The stream stopped (or the anchor ended the room); the recording when one was kept. */
  stopped(roomId: number, recording: Recording | null): Promise<void>;
  /** A recording of the room's latest broadcast, reported apart from its end (nginx-rtmp's `on_record_done`). */
  recorded(roomId: number, recording: Recording): Promise<void>;
  /** Rooms a crash left live are ended (their last recording on disk is attached). */
  recoverCrashed(recordingsDir: string | null): Promise<number>;
}

/** Reservations of a broadcast planned this close to the start count as "this one". */
const RESERVE_WINDOW_S = 60 * 60;
/** A match's reservers hear once per room and match in this long (OBS reconnects restart streams). */
const MATCH_REMINDER_EVERY_MS = 2 * 60 * 60 * 1000;

export function createBroadcastLifecycle(deps: {
  db: Kysely<DB>;
  hub: RoomHub;
  links: Pick<MediaLinks, 'playUrl'>;
  now: () => number;
  onError: (error: unknown) => void;
}): BroadcastLifecycle {
  const { db, hub, links } = deps;
  const nowS = () => Math.floor(deps.now() / 1000);
  // One change at a time per room: a stop right after a start must see the broadcast it made.
  const queues = new Map<number, Promise<void>>();
  const matchReminders = new Map<string, number>();

  const serial = (roomId: number, job: () => Promise<void>): Promise<void> => {
    const previous = queues.get(roomId) ?? Promise.resolve();
    const next = previous.then(job, job);
    const tail = next.catch(deps.onError);
    queues.set(roomId, tail);
    void tail.then(() => {
      if (queues.get(roomId) === tail) queues.delete(roomId);
    });
    return next;
  };

  async function remind(roomId: number, title: string, anchorId: number, matchId: number | null): Promise<void> {
    const now = nowS();
    const planned = await db
      .selectFrom('planned_broadcasts')
      .select('id')
      .where('room_id', '=', roomId)
      .where('notified_at', 'is', null)
      .where('starts_at', '>=', now - RESERVE_WINDOW_S)
      .where('starts_at', '<=', now + RESERVE_WINDOW_S)
      .execute();
    const users = new Set<number>();
    if (planned.length > 0) {
      const ids = planned.map((p) => p.id);
      await db.updateTable('planned_broadcasts').set({ notified_at: now }).where('id', 'in', ids).execute();
      const rows = await db
        .selectFrom('broadcast_reservations')
        .select('user_id')
        .where('planned_id', 'in', ids)
        .execute();
      for (const row of rows) users.add(row.user_id);
    }
    if (matchId !== null) {
      const reminderKey = `${roomId}:${matchId}`;
      const last = matchReminders.get(reminderKey) ?? 0;
      if (deps.now() - last >= MATCH_REMINDER_EVERY_MS) {
        matchReminders.set(reminderKey, deps.now());
        const rows = await db
          .selectFrom('match_reservations')
          .select('user_id')
          .where('match_id', '=', matchId)
          .execute();
        for (const row of rows) users.add(row.user_id);
      }
    }
    users.delete(anchorId);
    if (users.size === 0) return;
    const anchor = await db.selectFrom('users').select('nickname').where('id', '=', anchorId).executeTakeFirst();
    for (const userId of users) {
      hub.toUser(userId, {
        type: 'reserveStart',
        room_id: roomId,
        title,
        nickname: anchor?.nickname ?? '',
        match_id: matchId,
      });
    }
  }

  async function start(roomId: number): Promise<void> {
    const room = await db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
    if (!room) return;
    const now = nowS();
    if (Number(room.live_status) === LIVE_STATUS.live && room.broadcast_id !== null) {
      // The encoder came back within the grace window: the same broadcast goes on.
      hub.toRoom(roomId, statusEvent(roomId, LIVE_STATUS.live, Number(room.started_at ?? now)));
      return;
    }
    const inserted = await db
      .insertInto('broadcasts')
      .values({
        room_id: roomId,
        title: room.title,
        match_id: room.match_id,
        cover: room.cover,
        started_at: now,
        ended_at: null,
        recording: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('rooms')
      .set({
        live_status: LIVE_STATUS.live,
        started_at: now,
        ended_at: null,
        broadcast_id: inserted.id,
        updated_at: now,
      })
      .where('id', '=', roomId)
      .execute();
    hub.toRoom(roomId, statusEvent(roomId, LIVE_STATUS.live, now));
    await remind(roomId, room.title, room.anchor_id, room.match_id);
  }

  /** Keeps the recording with the room's latest broadcast, unless it has one. */
  async function attach(broadcastId: number | null, recording: Recording | null): Promise<void> {
    if (broadcastId === null || !recording) return;
    await db
      .updateTable('broadcasts')
      .set({ recording: recording.file, recording_bytes: recording.bytes })
      .where('id', '=', broadcastId)
      .where('recording', 'is', null)
      .execute();
  }

  async function stop(roomId: number, recording: Recording | null): Promise<void> {
    const room = await db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
    if (!room) return;
    const now = nowS();
    await attach(room.broadcast_id, recording);
    if (Number(room.live_status) !== LIVE_STATUS.live) return;
    if (room.broadcast_id !== null) {
      const broadcast = await db
        .selectFrom('broadcasts')
        .select('peak_online')
        .where('id', '=', room.broadcast_id)
        .executeTakeFirst();
      await db
        .updateTable('broadcasts')
        .set({ ended_at: now, peak_online: Math.max(Number(broadcast?.peak_online ?? 0), hub.online(roomId)) })
        .where('id', '=', room.broadcast_id)
        .execute();
    }
    await db
      .updateTable('rooms')
      .set({ live_status: LIVE_STATUS.ended, ended_at: now, updated_at: now })
      .where('id', '=', roomId)
      .execute();
    hub.toRoom(
      roomId,
      statusEvent(roomId, LIVE_STATUS.ended, room.started_at === null ? null : Number(room.started_at)),
    );
  }

  function statusEvent(roomId: number, liveStatus: 1 | 2, startedAt: number | null) {
    return { kind: 'status' as const, live_status: liveStatus, play_url: links.playUrl(roomId), started_at: startedAt };
  }

  return {
    started: (roomId) => serial(roomId, () => start(roomId)),
    stopped: (roomId, recording) => serial(roomId, () => stop(roomId, recording)),
    recorded: (roomId, recording) =>
      serial(roomId, async () => {
        const room = await db.selectFrom('rooms').select('broadcast_id').where('id', '=', roomId).executeTakeFirst();
        await attach(room?.broadcast_id ?? null, recording);
      }),
    async recoverCrashed(recordingsDir) {
      const rooms = await db
        .selectFrom('rooms')
        .select(['id', 'broadcast_id', 'started_at'])
        .where('live_status', '=', LIVE_STATUS.live)
        .execute();
      for (const room of rooms) {
        const recording =
          recordingsDir === null ? null : lastRecording(recordingsDir, room.id, Number(room.started_at ?? 0));
        await serial(room.id, () => stop(room.id, recording));
      }
      return rooms.length;
    },
  };
}

/** The newest recording of a room made since `sinceS` (the embedded node names files by start ms). */
function lastRecording(recordingsDir: string, roomId: number, sinceS: number): Recording | null {
  const dir = path.join(recordingsDir, STREAM_APP, String(roomId));
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const newest = names
    .filter((name) => /^\d+\.flv$/.test(name) && Number(name.slice(0, -4)) >= (sinceS - 5) * 1000)
    .sort((a, b) => Number(b.slice(0, -4)) - Number(a.slice(0, -4)))[0];
  if (!newest) return null;
  try {
    const bytes = statSync(path.join(dir, newest)).size;
    return bytes > 0 ? { file: `${STREAM_APP}/${roomId}/${newest}`, bytes } : null;
  } catch {
    return null;
  }
}
