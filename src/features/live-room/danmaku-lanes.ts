import type { DanmakuSettings } from '../../../contracts/room-rules.ts';

/**
 * Where barrage messages fly: horizontal lanes over the top `area` quarters of the video. Every
 * message moves right to left at the same speed, so a message may enter a lane once the tail of
 * the lane's last message has fully entered the screen (plus a gap): from then on the two keep
 * their distance and never overlap. Messages that find no free lane wait for one. Pure: time and
 * text widths come from the caller.
 */

/** Font size (px) per size setting 1..3. */
export const DANMAKU_FONT_PX = { 1: 16, 2: 22, 3: 28 } as const;
/** Lane height as a multiple of the font size. */
const LINE_FACTOR = 1.4;
/** Messages waiting for a lane beyond this many drop the oldest. */
const MAX_WAITING = 60;
/** A waiting message older than this (ms) is dropped: it would no longer mean anything. */
const MAX_WAIT_MS = 4_000;

export function laneHeight(size: DanmakuSettings['size']): number {
  return Math.round(DANMAKU_FONT_PX[size] * LINE_FACTOR);
}

/** Lanes that fit in `area` quarters of a `height`-px video (at least one). */
export function laneCount(height: number, area: DanmakuSettings['area'], size: DanmakuSettings['size']): number {
  return Math.max(1, Math.floor((height * area) / 4 / laneHeight(size)));
}

export interface DanmakuItem {
  /** The barrage id (a merged flood keeps its id). */
  id: number;
  text: string;
  /** Measured text width, px. */
  width: number;
}

export interface FlyingItem extends DanmakuItem {
  lane: number;
  /** x of the left edge when it entered. */
  startX: number;
  /** ms */
  startedAt: number;
}

export interface TrackOptions {
  /** px per ms */
  speed: number;
  /** Minimum px between two messages of a lane. */
  gap: number;
}

interface Waiting extends DanmakuItem {
  queuedAt: number;
}

export class DanmakuTrack {
  private width = 0;
  private lanes = 1;
  private flying: FlyingItem[] = [];
  private waiting: Waiting[] = [];

  constructor(private readonly options: TrackOptions) {}

  /** The video's width and the lanes that fit; messages in lanes that no longer exist go. */
  resize(width: number, lanes: number): void {
    this.width = width;
    this.lanes = Math.max(1, lanes);
    this.flying = this.flying.filter((f) => f.lane < this.lanes);
  }

  /** x of an item's left edge at `now`. */
  xOf(item: FlyingItem, now: number): number {
    return item.startX - (now - item.startedAt) * this.options.speed;
  }

  /** The last message of each lane (the one entering last), or undefined for an empty lane. */
  private lastInLanes(): (FlyingItem | undefined)[] {
    const last: (FlyingItem | undefined)[] = Array.from({ length: this.lanes });
    for (const f of this.flying) {
      const cur = last[f.lane];
      if (!cur || f.startedAt >= cur.startedAt) last[f.lane] = f;
    }
    return last;
  }

  /** The lowest lane a new message may enter now, or -1 when all are busy. */
  freeLane(now: number): number {
    const last = this.lastInLanes();
    for (let lane = 0; lane < this.lanes; lane++) {
      const tail = last[lane];
      if (!tail || this.xOf(tail, now) + tail.width + this.options.gap <= this.width) return lane;
    }
    return -1;
  }

  /**
   * A new message, or a flood's bigger count. A bigger count rewrites the flying message when
   * nothing follows it in its lane (its longer tail can hit no one); otherwise it flies anew.
   */
  add(item: DanmakuItem, now: number): void {
    const flying = this.flying.find((f) => f.id === item.id);
    if (flying && this.lastInLanes()[flying.lane] === flying) {
      flying.text = item.text;
      flying.width = item.width;
      return;
    }
    const queued = this.waiting.find((w) => w.id === item.id);
    if (queued) {
      queued.text = item.text;
      queued.width = item.width;
      return;
    }
    this.waiting.push({ ...item, queuedAt: now });
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /**
   * Advance to `now`: gone messages leave, waiting ones take free lanes. Returns what is on screen
   * with x positions, and the items that entered in this frame.
   */
  frame(now: number): { items: { item: FlyingItem; x: number }[]; entered: FlyingItem[] } {
    this.flying = this.flying.filter((f) => this.xOf(f, now) + f.width > 0);
    this.waiting = this.waiting.filter((w) => now - w.queuedAt <= MAX_WAIT_MS);
    const entered: FlyingItem[] = [];
    while (this.waiting.length > 0) {
      const lane = this.freeLane(now);
      if (lane < 0) break;
      const next = this.waiting.shift()!;
      const item: FlyingItem = {
        id: next.id,
        text: next.text,
        width: next.width,
        lane,
        startX: this.width,
        startedAt: now,
      };
      this.flying.push(item);
      entered.push(item);
    }
    return { items: this.flying.map((item) => ({ item, x: this.xOf(item, now) })), entered };
  }

  /** Whether anything is on screen or waiting (the draw loop may sleep otherwise). */
  busy(): boolean {
    return this.flying.length > 0 || this.waiting.length > 0;
  }

  clear(): void {
    this.flying = [];
    this.waiting = [];
  }
}

/** What the canvas shows for a barrage: its text, and `×N` for a merged flood. */
export function danmakuText(text: string, count: number): string {
  return count > 1 ? `${text} ×${count}` : text;
}
