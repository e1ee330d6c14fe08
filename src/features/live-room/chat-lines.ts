import type { GiftEvent } from '../../../contracts/room-economy.ts';
import type { Barrage } from '../../../contracts/room.ts';

/**
 * The chat list's lines: barrage (a flood is one line whose count grows), gifts and system notes,
 * in time order, at most CHAT_MAX_LINES. Pure: the panel keeps the array, these make the next one.
 */
export const CHAT_MAX_LINES = 500;

export type SystemNote =
  | { note: 'entered' }
  | { note: 'muted'; user_id: number; name: string | null; until: number }
  | { note: 'unmuted'; user_id: number; name: string | null };

export type ChatLine =
  | { key: string; at: number; kind: 'barrage'; barrage: Barrage }
  | { key: string; at: number; kind: 'gift'; gift: GiftEvent }
  | ({ key: string; at: number; kind: 'system' } & SystemNote);

export function barrageLine(barrage: Barrage): ChatLine {
  return { key: `b${barrage.id}`, at: barrage.created_at, kind: 'barrage', barrage };
}

export function giftLine(gift: GiftEvent): ChatLine {
  return { key: `g${gift.id}`, at: gift.created_at, kind: 'gift', gift };
}

let systemSeq = 0;
export function systemLine(note: SystemNote, at: number): ChatLine {
  systemSeq += 1;
  return { key: `s${systemSeq}`, at, kind: 'system', ...note };
}

/** A line already there wins unless the new one is a flood's bigger count. */
function keepNewer(old: ChatLine, next: ChatLine): ChatLine {
  if (old.kind === 'barrage' && next.kind === 'barrage') return next.barrage.count > old.barrage.count ? next : old;
  return old;
}

/**
 * Adds lines (live events, or a history page after a (re)join) to the list: a known key updates
 * its line in place, new ones go in time order, the oldest go past the cap. Returns the same array
 * when nothing changed.
 */
export function mergeLines(
  lines: readonly ChatLine[],
  incoming: readonly ChatLine[],
  max = CHAT_MAX_LINES,
): ChatLine[] {
  if (incoming.length === 0) return lines as ChatLine[];
  const index = new Map(lines.map((l, i) => [l.key, i]));
  const next = [...lines];
  let changed = false;
  const added: ChatLine[] = [];
  for (const line of incoming) {
    const at = index.get(line.key);
    if (at === undefined) {
      added.push(line);
      index.set(line.key, -1);
      continue;
    }
    if (at < 0) {
      const pos = added.findIndex((l) => l.key === line.key);
      added[pos] = keepNewer(added[pos]!, line);
      continue;
    }
    const kept = keepNewer(next[at]!, line);
    if (kept !== next[at]) {
      next[at] = kept;
      changed = true;
    }
  }
  if (added.length === 0) return changed ? next : (lines as ChatLine[]);
  const last = next[next.length - 1];
  const inOrder = added.every((l, i) => l.at >= (i === 0 ? (last?.at ?? -Infinity) : added[i - 1]!.at));
  // Live events arrive in order: append. A history page may interleave: a stable sort by time.
  const merged = inOrder ? [...next, ...added] : [...next, ...added].sort((a, b) => a.at - b.at);
  return merged.length > max ? merged.slice(merged.length - max) : merged;
}

/** A user's name as the chat has seen it (a mute event carries only the id). */
export function nameOf(lines: readonly ChatLine[], userId: number): string | null {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.kind === 'barrage' && line.barrage.user.id === userId) return line.barrage.user.nickname;
    if (line.kind === 'gift' && line.gift.user.id === userId) return line.gift.user.nickname;
  }
  return null;
}
