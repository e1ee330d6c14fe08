import { describe, expect, it } from 'vitest';
import { GIFT_MAX_COUNT } from '../../../../contracts/room-economy.ts';
import { canAfford, clientIdFor, GIFT_COUNT_PRESETS, parseGiftCount, sendStep, type SendIntent } from './gift-count.ts';

describe('gift count', () => {
  it('accepts whole numbers from 1 to the limit', () => {
    expect(parseGiftCount('1')).toEqual({ ok: true, count: 1 });
    expect(parseGiftCount(' 520 ')).toEqual({ ok: true, count: 520 });
    expect(parseGiftCount(String(GIFT_MAX_COUNT))).toEqual({ ok: true, count: GIFT_MAX_COUNT });
  });

  it('refuses empty, fractional, negative, zero and too large counts', () => {
    expect(parseGiftCount('')).toEqual({ ok: false, error: 'empty' });
    expect(parseGiftCount('2.5')).toEqual({ ok: false, error: 'whole' });
    expect(parseGiftCount('-3')).toEqual({ ok: false, error: 'whole' });
    expect(parseGiftCount('1e3')).toEqual({ ok: false, error: 'whole' });
    expect(parseGiftCount('0')).toEqual({ ok: false, error: 'range' });
    expect(parseGiftCount(String(GIFT_MAX_COUNT + 1))).toEqual({ ok: false, error: 'range' });
  });

  it('offers only presets a send accepts', () => {
    for (const preset of GIFT_COUNT_PRESETS) expect(parseGiftCount(String(preset)).ok).toBe(true);
  });

  it('knows when the balance covers a price', () => {
    expect(canAfford(100, 100)).toBe(true);
    expect(canAfford(99, 100)).toBe(false);
    expect(canAfford(undefined, 1)).toBe(false);
  });
});

describe('send client ids', () => {
  const rose: SendIntent = { gift_id: 1, count: 10, source: 'wallet' };
  let n = 0;
  const fresh = () => `id-${++n}`;

  it('reuses the id of an unanswered send when the same send is retried', () => {
    const first = clientIdFor(null, rose, fresh);
    const retry = clientIdFor(first, { ...rose }, fresh);
    expect(retry.clientId).toBe(first.clientId);
  });

  it('gives a new send of another gift, count or source a fresh id', () => {
    const first = clientIdFor(null, rose, fresh);
    expect(clientIdFor(first, { ...rose, count: 11 }, fresh).clientId).not.toBe(first.clientId);
    expect(clientIdFor(first, { ...rose, gift_id: 2 }, fresh).clientId).not.toBe(first.clientId);
    expect(clientIdFor(first, { ...rose, source: 'backpack' }, fresh).clientId).not.toBe(first.clientId);
  });
});

describe('before a send', () => {
  const room = { anchor_id: 9, me: { is_owner: false } };
  const viewer = { id: 2, balance: 100 };

  it('asks a visitor to log in', () => {
    expect(sendStep(null, { anchor_id: 9, me: null }, 10, 'wallet')).toBe('login');
  });

  it("refuses the anchor's gift to their own room", () => {
    expect(sendStep({ id: 9, balance: 1_000 }, { anchor_id: 9, me: { is_owner: true } }, 10, 'wallet')).toBe('self');
    expect(sendStep({ id: 9, balance: 1_000 }, { anchor_id: 9, me: null }, 10, 'backpack')).toBe('self');
  });

  it('offers recharge when the balance does not cover a wallet send', () => {
    expect(sendStep(viewer, room, 101, 'wallet')).toBe('recharge');
    expect(sendStep(viewer, room, 100, 'wallet')).toBe('send');
  });

  it('sends backpack gifts whatever the balance', () => {
    expect(sendStep({ id: 2, balance: 0 }, room, 500, 'backpack')).toBe('send');
  });
});
