import type { ParseKeys } from 'i18next';
import { ANNOUNCEMENT_MAX, TITLE_MAX } from '../../../../contracts/room-rules.ts';
import { LIVE_STATUS, type MyRoom, type RevenueDay, type RoomInfo } from '../../../../contracts/room.ts';

/** A rule's message: a key of the anchor centre's catalogue. */
export type CentreRuleKey = ParseKeys<'anchor-centre'>;

/** Characters as a person counts them (an emoji is one). */
export function textLength(text: string): number {
  return [...text].length;
}

export interface LiveSettingsForm {
  title: string;
  category_id: number | null;
  match_id: number | null;
  cover: string;
}

/** The go-live settings' first broken rule as an `anchor-centre` message key; null when they may be saved. */
export function checkLiveSettings(form: LiveSettingsForm): CentreRuleKey | null {
  const title = form.title.trim();
  if (title.length === 0) return 'settings.titleRequired';
  if (textLength(title) > TITLE_MAX) return 'settings.titleTooLong';
  if (form.category_id === null) return 'settings.categoryRequired';
  return null;
}

export function checkAnnouncement(text: string): CentreRuleKey | null {
  return textLength(text.trim()) > ANNOUNCEMENT_MAX ? 'announcement.tooLong' : null;
}

/** A user id typed by hand: a positive whole number, or null. */
export function parseUserId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** `datetime-local` input value (the browser's local time) as unix seconds; null when unreadable. */
export function localDateTimeToUnix(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export interface PlanForm {
  title: string;
  startsAt: string;
  match_id: number | null;
}

/** A planned broadcast's first broken rule (it must start in the future); null when it may be added. */
export function checkPlan(form: PlanForm, nowS: number): CentreRuleKey | null {
  const title = form.title.trim();
  if (title.length === 0) return 'planned.titleRequired';
  if (textLength(title) > TITLE_MAX) return 'planned.titleTooLong';
  const at = localDateTimeToUnix(form.startsAt);
  if (at === null) return 'planned.timeRequired';
  if (at <= nowS) return 'planned.timePast';
  return null;
}

/** The match list with a match added at the end (once; nothing past `max`). */
export function addToLiveList(list: readonly number[], matchId: number, max: number): number[] {
  if (list.includes(matchId) || list.length >= max) return [...list];
  return [...list, matchId];
}

/** The match list with the entry at `index` moved by `by` places (kept within the list). */
export function moveInLiveList(list: readonly number[], index: number, by: number): number[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  if (index < 0 || index >= list.length || to === index) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

export type RevenueSums = Omit<RevenueDay, 'day'>;

export function revenueTotal(days: readonly RevenueDay[]): RevenueSums {
  const sum: RevenueSums = { diamonds: 0, gifts: 0, gift_diamonds: 0, guards: 0, guard_diamonds: 0 };
  for (const d of days) {
    sum.diamonds += d.diamonds;
    sum.gifts += d.gifts;
    sum.gift_diamonds += d.gift_diamonds;
    sum.guards += d.guards;
    sum.guard_diamonds += d.guard_diamonds;
  }
  return sum;
}

/** The anchor centre reads a live room again this often (its audience, a push that stopped). */
export const LIVE_POLL_MS = 15_000;
/** A room not live is read again this often: a push from OBS or a phone shows as live within seconds. */
export const WAITING_POLL_MS = 3_000;

/** How long the anchor centre waits before reading the room again (before the first read too). */
export function roomPollMs(room: Pick<MyRoom, 'live_status'> | undefined): number {
  return room?.live_status === LIVE_STATUS.live ? LIVE_POLL_MS : WAITING_POLL_MS;
}

/** What the timed read of the room (`Live_streaming/getRoomInfo`) brings to the centre: its live state. */
export function liveFields(
  info: RoomInfo | undefined,
): Partial<Pick<MyRoom, 'live_status' | 'online' | 'started_at' | 'play_url' | 'frame'>> {
  if (!info) return {};
  const { live_status, online, started_at, play_url, frame } = info;
  return { live_status, online, started_at, play_url, frame };
}
