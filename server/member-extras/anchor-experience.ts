import { sql, type Kysely } from 'kysely';
import {
  ANCHOR_LEVEL_THRESHOLDS,
  ANCHOR_POINTS_PER_LIVE_MINUTE,
  anchorLevelFor,
  levelIcon,
} from '../../contracts/levels.ts';
import type { AnchorExperience, AnchorExperienceDay } from '../../contracts/member-extras.ts';
import type { DB } from '../db/schema.ts';

/**
 * An anchor's experience (`User/anchorExperienceList`), read from what happened: the diamonds of
 * gifts and guards received (gift_records, guard_purchases) and the minutes of each broadcast
 * (counted on the day it started, China time). Nothing is stored twice, so the records always
 * agree with the revenue and broadcast records of the anchor centre.
 */

const OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Day number (days since 1970-01-01, China time) of a unix time. */
export function chinaDayNumber(unixS: number): number {
  return Math.floor((unixS + OFFSET_S) / DAY_S);
}

function dayName(dayNumber: number): string {
  return new Date(dayNumber * DAY_S * 1000).toISOString().slice(0, 10);
}

/**
 * Per-day records, newest first, each with the running total at its end. `gifts` maps day
 * numbers to diamonds received; `lives` are broadcasts (an unfinished one counts up to `nowS`).
 */
export function experienceDays(
  gifts: ReadonlyMap<number, number>,
  lives: readonly { started_at: number; ended_at: number | null }[],
  nowS: number,
): AnchorExperienceDay[] {
  const minutes = new Map<number, number>();
  for (const live of lives) {
    const seconds = Math.max(0, (live.ended_at ?? nowS) - live.started_at);
    const day = chinaDayNumber(live.started_at);
    minutes.set(day, (minutes.get(day) ?? 0) + Math.floor(seconds / 60));
  }
  const days = [...new Set([...gifts.keys(), ...minutes.keys()])].sort((a, b) => a - b);
  let total = 0;
  const records: AnchorExperienceDay[] = [];
  for (const day of days) {
    const giftPoints = gifts.get(day) ?? 0;
    const liveMinutes = minutes.get(day) ?? 0;
    const livePoints = liveMinutes * ANCHOR_POINTS_PER_LIVE_MINUTE;
    const points = giftPoints + livePoints;
    if (points === 0) continue;
    total += points;
    records.push({
      day: dayName(day),
      gift_points: giftPoints,
      live_minutes: liveMinutes,
      live_points: livePoints,
      points,
      total,
    });
  }
  return records.reverse();
}

/** The level an amount of experience reaches, and how far it is to the next. */
export function anchorProgress(points: number): Omit<AnchorExperience, 'days'> {
  const level = anchorLevelFor(points);
  const current = ANCHOR_LEVEL_THRESHOLDS[level - 1] ?? 0;
  const next = ANCHOR_LEVEL_THRESHOLDS[level] ?? null;
  const progress = next === null ? 1 : Math.min(1, Math.max(0, (points - current) / (next - current)));
  return { level, points, current, next, progress, level_icon: levelIcon(level) };
}

export async function anchorExperience(
  db: Kysely<DB>,
  anchorId: number,
  page: number,
  limit: number,
  nowS: number,
): Promise<AnchorExperience> {
  // Literals, not parameters: PostgreSQL matches the grouped expression with the selected one.
  const day = sql<number>`(created_at + ${sql.lit(OFFSET_S)}) / ${sql.lit(DAY_S)}`;
  const [giftRows, guardRows, lives] = await Promise.all([
    db
      .selectFrom('gift_records')
      .select([day.as('day'), (eb) => eb.fn.sum<number>('diamonds').as('diamonds')])
      .where('anchor_id', '=', anchorId)
      .groupBy(day)
      .execute(),
    db
      .selectFrom('guard_purchases')
      .select([day.as('day'), (eb) => eb.fn.sum<number>('diamonds').as('diamonds')])
      .where('anchor_id', '=', anchorId)
      .groupBy(day)
      .execute(),
    db
      .selectFrom('broadcasts')
      .innerJoin('rooms', 'rooms.id', 'broadcasts.room_id')
      .select(['broadcasts.started_at', 'broadcasts.ended_at'])
      .where('rooms.anchor_id', '=', anchorId)
      .execute(),
  ]);
  const gifts = new Map<number, number>();
  for (const row of [...giftRows, ...guardRows]) {
    const d = Math.floor(Number(row.day));
    gifts.set(d, (gifts.get(d) ?? 0) + Number(row.diamonds));
  }
  const days = experienceDays(
    gifts,
    lives.map((l) => ({
      started_at: Number(l.started_at),
      ended_at: l.ended_at === null ? null : Number(l.ended_at),
    })),
    nowS,
  );
  const points = days[0]?.total ?? 0;
  return {
    ...anchorProgress(points),
    days: { list: days.slice((page - 1) * limit, page * limit), total: days.length, page, page_size: limit },
  };
}
