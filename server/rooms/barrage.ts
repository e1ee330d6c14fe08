import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Barrage, BarrageKind } from '../../contracts/room.ts';
import {
  BARRAGE_HISTORY,
  BARRAGE_MAX_LENGTH,
  BARRAGE_MERGE_MS,
  BARRAGE_RATE,
  BARRAGE_REPEAT_MS,
  checkBarrageText,
} from '../../contracts/room-rules.ts';
import type { LimitRule } from '../accounts/rate-limit.ts';
import { userError } from '../http/messages.ts';
import { recordTaskEvent } from '../rewards/task-events.ts';
import type { Db } from '../wallet/ledger.ts';
import type { BannedWords } from './banned-words.ts';
import { isKicked, mutedUntil } from './moderation.ts';
import type { RoomContext } from './room-context.ts';
import { requireRoom, roomRole, roomUsers, type RoomRow } from './room-repository.ts';

/**
 * Barrage: checks, masking, storage, merging of floods and fan-out. Counters live in the shared
 * key-value store, so the limits hold across gateway processes.
 */

const RATE_RULE = (max: number): LimitRule => ({ name: 'barrage', max, windowMs: BARRAGE_RATE.windowMs });

/** How long a sender waits for the first line of a flood to be stored before writing its own. */
const MERGE_WAIT_MS = 250;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface BarrageRow {
  id: number;
  room_id: number;
  user_id: number;
  kind: BarrageKind;
  text: string;
  count: number;
  created_at: number;
}

/** Senders as the chat list shows them: level, guard and noble (unexpired), role in the room. */
async function barrageUsers(db: Db, room: RoomRow, ids: number[], nowS: number) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Barrage['user']>();
  const [users, guards, nobles, managers] = await Promise.all([
    roomUsers(db, unique),
    db
      .selectFrom('room_guards')
      .select(['user_id', 'level'])
      .where('room_id', '=', room.id)
      .where('user_id', 'in', unique)
      .where('expires_at', '>', nowS)
      .execute(),
    db
      .selectFrom('user_nobles')
      .select(['user_id', 'level'])
      .where('user_id', 'in', unique)
      .where('expires_at', '>', nowS)
      .execute(),
    db
      .selectFrom('room_managers')
      .select('user_id')
      .where('room_id', '=', room.id)
      .where('user_id', 'in', unique)
      .execute(),
  ]);
  const guardOf = new Map(guards.map((g) => [g.user_id, Number(g.level)]));
  const nobleOf = new Map(nobles.map((n) => [n.user_id, Number(n.level)]));
  const isManager = new Set(managers.map((m) => m.user_id));
  const result = new Map<number, Barrage['user']>();
  for (const id of unique) {
    const user = users.get(id) ?? { id, nickname: '', avatar: '', level: 0 };
    result.set(id, {
      ...user,
      guard: guardOf.get(id) ?? 0,
      noble: nobleOf.get(id) ?? 0,
      is_manager: isManager.has(id),
      is_owner: id === room.anchor_id,
    });
  }
  return result;
}

function toBarrage(row: BarrageRow, user: Barrage['user']): Barrage {
  return {
    id: row.id,
    room_id: row.room_id,
    user,
    kind: row.kind,
    text: row.text,
    count: Number(row.count),
    created_at: Number(row.created_at),
  };
}

/** The latest BARRAGE_HISTORY lines of a room, oldest first. */
export async function barrageHistory(ctx: RoomContext, room: RoomRow): Promise<Barrage[]> {
  const db = ctx.accounts.db;
  const rows = (
    await db
      .selectFrom('barrages')
      .selectAll()
      .where('room_id', '=', room.id)
      .orderBy('id', 'desc')
      .limit(BARRAGE_HISTORY)
      .execute()
  ).reverse();
  const users = await barrageUsers(
    db,
    room,
    rows.map((r) => r.user_id),
    ctx.accounts.nowS(),
  );
  return rows.map((row) => toBarrage(row, users.get(row.user_id)!));
}

/** Refuses what may not be sent, with the reason in the caller's language. */
async function checkSender(request: FastifyRequest, ctx: RoomContext, room: RoomRow, userId: number, text: string) {
  const { kv, limiter, db } = ctx.accounts;
  const nowS = ctx.accounts.nowS();
  if (await isKicked(db, room.id, userId)) throw userError(request, 'rooms:common.kicked');
  const until = await mutedUntil(db, room.id, userId, nowS);
  if (until === 0) throw userError(request, 'rooms:chat.muted');
  if (until !== null) throw userError(request, 'rooms:chat.mutedFor', { minutes: Math.ceil((until - nowS) / 60) });

  const checked = checkBarrageText(text);
  if (checked.refusal === 'empty') throw userError(request, 'rooms:chat.empty');
  if (checked.refusal === 'too_long') throw userError(request, 'rooms:chat.tooLong', { max: BARRAGE_MAX_LENGTH });

  const staff = (await roomRole(db, room, userId)) !== 'viewer';
  const max = staff ? BARRAGE_RATE.staff : BARRAGE_RATE.viewer;
  const blocked = await limiter.hit(RATE_RULE(max), `${userId}:${room.id}`);
  if (blocked > 0) {
    throw userError(request, 'rooms:chat.tooFast', {
      max,
      seconds: BARRAGE_RATE.windowMs / 1000,
      wait: Math.ceil(blocked / 1000),
    });
  }
  const repeats = await kv.incr(`barrage-repeat:${userId}:${room.id}:${digest(checked.text)}`, BARRAGE_REPEAT_MS);
  if (repeats > 1) throw userError(request, 'rooms:chat.repeated', { seconds: BARRAGE_REPEAT_MS / 1000 });
  return checked.text;
}

/**
 * Identical lines from different users within BARRAGE_MERGE_MS become one line with a count: the
 * first sender of a window (an atomic counter says who) stores the line and names it; the others
 * add one to its count. A sender who cannot see the first line in time writes its own.
 */
async function storeOrMerge(ctx: RoomContext, room: RoomRow, userId: number, text: string): Promise<BarrageRow> {
  const { kv, db } = ctx.accounts;
  const key = `barrage-merge:${room.id}:${digest(text)}`;
  const position = await kv.incr(key, BARRAGE_MERGE_MS);
  if (position > 1) {
    for (let waited = 0; waited <= MERGE_WAIT_MS; waited += 10) {
      const id = Number(await kv.get(`${key}:id`));
      if (id > 0) {
        const merged = await db
          .updateTable('barrages')
          .set((eb) => ({ count: eb('count', '+', 1) }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (merged) return merged;
        break;
      }
      await sleep(10);
    }
  }
  const row = await db
    .insertInto('barrages')
    .values({ room_id: room.id, user_id: userId, kind: 'text', text, created_at: ctx.accounts.now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (position === 1) await kv.set(`${key}:id`, String(row.id), BARRAGE_MERGE_MS);
  return row;
}

export async function sendBarrage(
  request: FastifyRequest,
  ctx: RoomContext,
  words: BannedWords,
  userId: number,
  roomId: number,
  rawText: string,
): Promise<Barrage> {
  const db = ctx.accounts.db;
  const room = await requireRoom(request, db, roomId);
  const text = await words.mask(await checkSender(request, ctx, room, userId, rawText));
  const row = await storeOrMerge(ctx, room, userId, text);
  const nowS = ctx.accounts.nowS();
  const users = await barrageUsers(db, room, [row.user_id], nowS);
  const barrage = toBarrage(row, users.get(row.user_id)!);
  ctx.hub.toRoom(room.id, { kind: 'barrage', barrage });
  await recordTaskEvent(db, userId, 'barrage', nowS);
  return barrage;
}
