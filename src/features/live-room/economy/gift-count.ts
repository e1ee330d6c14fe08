import { GIFT_MAX_COUNT, type Gift } from '../../../../contracts/room-economy.ts';
import type { Lang } from '../../../../contracts/match.ts';

/** The count presets of the gift bar (the usual "1, 10, 66, 188, 520, 1314" of Chinese live rooms). */
export const GIFT_COUNT_PRESETS = [1, 10, 66, 188, 520, 1314] as const;

export type CountCheck = { ok: true; count: number } | { ok: false; error: 'empty' | 'whole' | 'range' };

/** A count typed into the custom field: a whole number 1..GIFT_MAX_COUNT. */
export function parseGiftCount(text: string): CountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'whole' };
  const count = Number(trimmed);
  if (count < 1 || count > GIFT_MAX_COUNT) return { ok: false, error: 'range' };
  return { ok: true, count };
}

/** A gift's name in the page's language. */
export function giftName(gift: Pick<Gift, 'name_zh' | 'name_en' | 'name_vi'>, lang: Lang): string {
  return gift[`name_${lang}`];
}

/** What one press of "send" asks for. */
export interface SendIntent {
  gift_id: number;
  count: number;
  source: 'wallet' | 'backpack';
}

/** The client id of a pending send, kept while its outcome is unknown. */
export interface PendingSend {
  intent: SendIntent;
  clientId: string;
}

function sameIntent(a: SendIntent, b: SendIntent): boolean {
  return a.gift_id === b.gift_id && a.count === b.count && a.source === b.source;
}

/**
 * The client id for a send. A send whose answer never came (the network failed) may have been
 * applied, so pressing send again for the same gift and count reuses its id and the server
 * replays it instead of charging twice; anything else is a new intent with a fresh id.
 */
export function clientIdFor(pending: PendingSend | null, intent: SendIntent, fresh: () => string): PendingSend {
  if (pending && sameIntent(pending.intent, intent)) return pending;
  return { intent, clientId: fresh() };
}

/** A fresh idempotency key for one purchase or send. */
export function newClientId(kind: string): string {
  return `${kind}-${crypto.randomUUID()}`;
}

/** Whether the caller can pay `diamonds` with the balance they are known to have. */
export function canAfford(balance: number | null | undefined, diamonds: number): boolean {
  return typeof balance === 'number' && balance >= diamonds;
}

export type SendStep = 'login' | 'self' | 'recharge' | 'send';

/**
 * What pressing send does before any call: a visitor logs in, the room's anchor is refused
 * (the seed's rule), a wallet send the known balance cannot cover offers recharge.
 */
export function sendStep(
  user: { id: number; balance: number } | null,
  room: { anchor_id: number; me: { is_owner: boolean } | null },
  price: number,
  source: SendIntent['source'],
): SendStep {
  if (!user) return 'login';
  if (room.me?.is_owner || user.id === room.anchor_id) return 'self';
  if (source === 'wallet' && !canAfford(user.balance, price)) return 'recharge';
  return 'send';
}
