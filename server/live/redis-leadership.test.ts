import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadership, type Lease } from './redis-leadership.ts';

const LEASE_MS = 9_000;

function fakeLease() {
  const state = { free: true, mine: false, down: false };
  const check = () => {
    if (state.down) throw new Error('connection refused');
  };
  const lease: Lease = {
    claim: async () => {
      check();
      if (!state.free) return false;
      state.free = false;
      state.mine = true;
      return true;
    },
    renew: async () => {
      check();
      return state.mine;
    },
    release: async () => {
      state.mine = false;
      state.free = true;
    },
    close: () => undefined,
  };
  return { lease, state };
}

describe('leadership on a lease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(lease: Lease) {
    const events: string[] = [];
    const leadership = createLeadership(lease, { leaseMs: LEASE_MS, now: () => Date.now(), timers: globalThis });
    leadership.run(
      () => events.push('lead'),
      () => events.push('lose'),
    );
    return { events, leadership };
  }

  it('leads once it claims the free lease and stays leader while it renews', async () => {
    const { lease } = fakeLease();
    const { events, leadership } = start(lease);
    await vi.advanceTimersByTimeAsync(LEASE_MS * 3);
    expect(events).toEqual(['lead']);
    await leadership.close();
  });

  it('tries to claim a lease held by another process every second', async () => {
    const { lease, state } = fakeLease();
    state.free = false;
    const { events, leadership } = start(lease);
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    state.free = true; // the dead leader's lease expired
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual(['lead']);
    await leadership.close();
  });

  it('stops leading when another process holds the lease', async () => {
    const { lease, state } = fakeLease();
    const { events, leadership } = start(lease);
    await vi.advanceTimersByTimeAsync(1);
    state.mine = false; // the lease expired and someone else took it
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    expect(events).toEqual(['lead', 'lose']);
    await leadership.close();
  });

  it('stops leading after a whole lease without a renewal while the store is unreachable, and leads again after', async () => {
    const { lease, state } = fakeLease();
    const { events, leadership } = start(lease);
    await vi.advanceTimersByTimeAsync(1);
    state.down = true;
    await vi.advanceTimersByTimeAsync(LEASE_MS - LEASE_MS / 3);
    expect(events).toEqual(['lead']);
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    expect(events).toEqual(['lead', 'lose']);
    // The store comes back empty (a restart without persistence): the lease is free again.
    Object.assign(state, { down: false, free: true, mine: false });
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    expect(events).toEqual(['lead', 'lose', 'lead']);
    await leadership.close();
  });
});
