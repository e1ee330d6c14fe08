import { describe, expect, it } from 'vitest';
import type { BusFrame } from './live-bus.ts';
import { blankFixture } from '../feed/simulator/blank-fixture.ts';
import { createLiveStore } from './live-store.ts';

describe('the live store', () => {
  it('versions every change and keeps the room a rescheduled fixture is watched in', () => {
    const frames: BusFrame[] = [];
    const store = createLiveStore({ matches: [], odds: [] }, { now: () => 1000, publish: (f) => frames.push(f) });
    const fixture = blankFixture('football', 7, 36);
    const batch = { fixtures: [], changes: [], odds: [], removed: [] };
    store.apply({ ...batch, fixtures: [fixture] });
    store.apply({ ...batch, changes: [{ id: 7, fields: { room_id: 12 } }] });
    expect(store.matches().get(7)).toMatchObject({ v: 2, room_id: 12 });

    // The feed moves the kick-off: it sends the whole fixture again, knowing nothing of rooms.
    store.apply({ ...batch, fixtures: [{ ...fixture, match_time: 3600 }] });
    expect(store.matches().get(7)).toMatchObject({ v: 3, match_time: 3600, room_id: 12 });
    expect(frames.map((f) => f.frame.seq)).toEqual([1, 2, 3]);

    store.apply({ ...batch, changes: [{ id: 7, fields: { room_id: 0 } }] });
    store.apply({ ...batch, fixtures: [fixture] });
    expect(store.matches().get(7)?.room_id).toBeUndefined();
  });
});
