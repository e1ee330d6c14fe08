import type { GiftEvent } from '../../../../contracts/room-economy.ts';

/** Small gifts shown at once in the left track. */
export const TRACK_LANES = 3;
/** How long a small gift stays in its lane after its last combo. */
export const SMALL_SHOW_MS = 4_000;
/** How long one big gift holds the stage. */
export const BIG_SHOW_MS = 4_000;
/** Small gifts waiting for a lane beyond this drop the oldest: a flood must not lag minutes behind. */
export const WAITING_MAX = 30;
/** Big gifts waiting for the stage beyond this drop the oldest. */
export const STAGE_QUEUE_MAX = 10;
/** Event ids remembered to drop repeats (a replayed send, a rejoin). */
const SEEN_MAX = 200;

/** One sender's streak of one gift in the track. */
export interface TrackItem {
  /** `<user id>:<gift id>`: later sends of the same gift by the same user join this streak. */
  key: string;
  /** The latest event of the streak. */
  event: GiftEvent;
  /** Gifts sent in the streak ("x N"). */
  total: number;
  /** Bumped on every combo: the view restarts its pop animation when it changes. */
  bumps: number;
  /** ms the item leaves its lane; 0 while waiting. */
  until: number;
}

export interface EffectsState {
  lanes: readonly (TrackItem | null)[];
  waiting: readonly TrackItem[];
  stage: { event: GiftEvent; until: number } | null;
  stageQueue: readonly GiftEvent[];
  seen: readonly number[];
}

export function emptyEffects(): EffectsState {
  return { lanes: Array.from({ length: TRACK_LANES }, () => null), waiting: [], stage: null, stageQueue: [], seen: [] };
}

function streakKey(event: GiftEvent): string {
  return `${event.user.id}:${event.gift_id}`;
}

function merge(item: TrackItem, event: GiftEvent, until: number): TrackItem {
  return { ...item, event, total: item.total + event.count, bumps: item.bumps + 1, until };
}

/**
 * A gift event arrives: it joins its sender's streak if that is shown or waiting (a combo),
 * else takes a free lane or waits; a big gift also queues for the stage.
 */
export function addGift(state: EffectsState, event: GiftEvent, effect: 'small' | 'big', now: number): EffectsState {
  if (state.seen.includes(event.id)) return state;
  const seen = [...state.seen, event.id].slice(-SEEN_MAX);
  const key = streakKey(event);
  let lanes = state.lanes;
  let waiting = state.waiting;
  const shown = lanes.findIndex((item) => item?.key === key);
  const queued = waiting.findIndex((item) => item.key === key);
  if (shown >= 0) {
    lanes = lanes.map((item, i) => (i === shown && item ? merge(item, event, now + SMALL_SHOW_MS) : item));
  } else if (queued >= 0) {
    waiting = waiting.map((item, i) => (i === queued ? merge(item, event, 0) : item));
  } else {
    const fresh: TrackItem = { key, event, total: event.count, bumps: 0, until: 0 };
    const free = lanes.indexOf(null);
    if (free >= 0) lanes = lanes.map((item, i) => (i === free ? { ...fresh, until: now + SMALL_SHOW_MS } : item));
    else waiting = [...waiting, fresh].slice(-WAITING_MAX);
  }
  let stage = state.stage;
  let stageQueue = state.stageQueue;
  if (effect === 'big') {
    if (stage === null) stage = { event, until: now + BIG_SHOW_MS };
    else stageQueue = [...stageQueue, event].slice(-STAGE_QUEUE_MAX);
  }
  return { lanes, waiting, stage, stageQueue, seen };
}

/** Time passes: finished items leave, waiting ones take the free lanes, the next big gift takes the stage. */
export function advance(state: EffectsState, now: number): EffectsState {
  const waiting = [...state.waiting];
  let changed = false;
  const lanes = state.lanes.map((item) => {
    if (item && item.until > now) return item;
    const next = waiting.shift();
    if (item || next) changed = true;
    return next ? { ...next, until: now + SMALL_SHOW_MS } : null;
  });
  let stage = state.stage;
  let stageQueue = state.stageQueue;
  if (stage && stage.until <= now) {
    const [next, ...rest] = stageQueue;
    stage = next ? { event: next, until: now + BIG_SHOW_MS } : null;
    stageQueue = rest;
    changed = true;
  }
  return changed ? { ...state, lanes, waiting, stage, stageQueue } : state;
}

/** When `advance` next has something to do (ms), or null when nothing is shown. */
export function nextChange(state: EffectsState): number | null {
  const times = state.lanes.flatMap((item) => (item ? [item.until] : []));
  if (state.stage) times.push(state.stage.until);
  return times.length > 0 ? Math.min(...times) : null;
}
