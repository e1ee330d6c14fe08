import { describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../contracts/engine-api.ts';
import { changesIn, freshnessOf } from './freshness-mark.tsx';

const base: EngineStatus = {
  connected: false,
  link: 'connecting',
  syncing: false,
  epoch: null,
  lastMessageAt: 0,
  storedAt: 1_000,
  connects: 0,
  tabs: 1,
  subscriptions: 1,
  tier: 'shared-worker',
};

describe('freshness mark', () => {
  it('says loading, not offline, while the first connection is made over stored rows', () => {
    expect(freshnessOf(null, 5_000).kind).toBe('loading');
    expect(freshnessOf(base, 500_000).kind).toBe('loading');
  });

  it('says loading while the open socket catches up, and live once it has', () => {
    const open = { ...base, connected: true, link: 'open' as const, lastMessageAt: 10_000 };
    expect(freshnessOf({ ...open, syncing: true }, 11_000).kind).toBe('loading');
    expect(freshnessOf(open, 11_000).kind).toBe('live');
  });

  it('is offline when the socket is down, as of the last frame heard', () => {
    expect(freshnessOf({ ...base, link: 'down', lastMessageAt: 9_000 }, 10_000)).toEqual({
      kind: 'offline',
      asOf: 9_000,
    });
    expect(freshnessOf({ ...base, link: 'down' }, 10_000)).toEqual({ kind: 'offline', asOf: 1_000 });
  });

  it('is offline when nothing was heard for longer than the heartbeat window', () => {
    const open = { ...base, connected: true, link: 'open' as const, lastMessageAt: 10_000 };
    expect(freshnessOf(open, 10_000 + 40_000).kind).toBe('live');
    expect(freshnessOf(open, 10_000 + 40_001).kind).toBe('offline');
  });

  it('changes on its own only when an open socket falls silent, at the end of the heartbeat window', () => {
    const open = { ...base, connected: true, link: 'open' as const, lastMessageAt: 10_000 };
    const due = changesIn(open, 12_000);
    expect(due).toBe(40_000 - 2_000 + 1);
    expect(freshnessOf(open, 12_000 + due! - 1).kind).toBe('live');
    expect(freshnessOf(open, 12_000 + due!).kind).toBe('offline');
    // Already stale, connecting, down: only a new status changes what it says.
    expect(changesIn(open, 60_000)).toBeNull();
    expect(changesIn(base, 12_000)).toBeNull();
    expect(changesIn({ ...base, link: 'down', lastMessageAt: 10_000 }, 12_000)).toBeNull();
    expect(changesIn(null, 12_000)).toBeNull();
  });
});
