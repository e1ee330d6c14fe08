import { describe, expect, it } from 'vitest';
import { CATCH_UP_WAIT_MS, ShownCatchUp, type Wait } from './shown-catch-up.ts';

/** A gate over waits the test ends by hand, counting how often it rendered the held rows. */
function gateWithManualWaits() {
  const pending: { done: () => void; ms: number; cancelled: boolean }[] = [];
  const wait: Wait = (done, ms) => {
    const entry = { done, ms, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const gate = new ShownCatchUp(wait);
  let heldRenders = 0;
  return {
    gate,
    pending,
    shown: (held = true) => gate.shown(held, () => heldRenders++),
    elapse: () => {
      for (const entry of pending.splice(0)) if (!entry.cancelled) entry.done();
    },
    heldRenders: () => heldRenders,
  };
}

describe('a list brought to the front', () => {
  it('renders once, with the catch-up batch, instead of its held rows first', () => {
    const t = gateWithManualWaits();
    t.shown();
    expect(t.pending.map((p) => p.ms)).toEqual([CATCH_UP_WAIT_MS]);
    expect(t.gate.take(true)).toBe(true);
    t.elapse();
    expect(t.heldRenders()).toBe(0);
  });

  it('goes on waiting past a batch the engine sent before it heard the tab was shown', () => {
    const t = gateWithManualWaits();
    t.shown();
    // Key events sent while hidden, arriving after the tab was shown: not the current state.
    expect(t.gate.take(false)).toBe(false);
    expect(t.pending.filter((p) => !p.cancelled)).toHaveLength(1);
    expect(t.gate.take(true)).toBe(true);
    t.elapse();
    expect(t.heldRenders()).toBe(0);
  });

  it('renders the held rows when no batch comes in time', () => {
    const t = gateWithManualWaits();
    t.shown();
    t.elapse();
    expect(t.heldRenders()).toBe(1);
    expect(t.gate.take(false)).toBe(false);
  });

  it('waits for nothing when it held nothing, and once however often it is shown', () => {
    const t = gateWithManualWaits();
    t.shown(false);
    expect(t.pending).toHaveLength(0);
    expect(t.gate.take(false)).toBe(false);
    t.shown();
    t.shown();
    expect(t.pending).toHaveLength(1);
  });

  it('renders nothing after the view went away', () => {
    const t = gateWithManualWaits();
    t.shown();
    t.gate.dispose();
    t.elapse();
    expect(t.heldRenders()).toBe(0);
  });
});
