import type { Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { EngineBatch, EngineQuery, MatchAlert, RoomSignal, TabInfo } from '../../../contracts/engine-api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { createEngineClient } from './engine-client.ts';
import type { EngineApi } from '../../../contracts/engine-api.ts';

type AnyBatch = EngineBatch<LiveMatch> | EngineBatch<OddsLine>;

/** An engine double recording what the client asks, with manual control of `subscribe` answers. */
function fakeEngine() {
  let nextId = 1;
  const calls: string[] = [];
  const subs = new Map<number, { query: EngineQuery; cb: (batch: AnyBatch) => unknown }>();
  const alertTabs = new Map<string, (alerts: MatchAlert[]) => unknown>();
  const rooms = new Map<number, (signal: RoomSignal) => unknown>();
  const held: (() => void)[] = [];
  let holdAnswers = false;
  const remote = {
    ping: async () => ({ protocol: 1, tier: 'shared-worker' as const, startedAt: 1 }),
    attach: async (tab: TabInfo) => void calls.push(`attach ${tab.tabId} ${tab.visible}`),
    setVisible: async () => undefined,
    detach: async (tabId: string) => void calls.push(`detach ${tabId}`),
    subscribe: (_tabId: string, query: EngineQuery, cb: (batch: AnyBatch) => unknown) => {
      const id = nextId++;
      subs.set(id, { query, cb });
      calls.push(`subscribe ${query.kind} ${query.sport} -> ${id}`);
      if (!holdAnswers) return Promise.resolve(id);
      return new Promise<number>((resolve) => held.push(() => resolve(id)));
    },
    unsubscribe: async (id: number) => {
      subs.delete(id);
      calls.push(`unsubscribe ${id}`);
    },
    onAlert: async (tabId: string, cb: (alerts: MatchAlert[]) => unknown) => {
      alertTabs.set(tabId, cb);
      calls.push(`onAlert ${tabId}`);
    },
    offAlert: async (tabId: string) => {
      alertTabs.delete(tabId);
      calls.push(`offAlert ${tabId}`);
    },
    onNotice: async () => undefined,
    setAlertFilter: async () => undefined,
    follow: async () => undefined,
    onFollows: async () => undefined,
    setCompany: async (companyId: number) => void calls.push(`setCompany ${companyId}`),
    setToken: async (token: string | null) => void calls.push(`setToken ${token}`),
    joinRoom: async (_tabId: string, roomId: number, cb: (signal: RoomSignal) => unknown) => {
      const id = nextId++;
      rooms.set(id, cb);
      calls.push(`joinRoom ${roomId} -> ${id}`);
      return id;
    },
    leaveRoom: async (id: number) => {
      rooms.delete(id);
      calls.push(`leaveRoom ${id}`);
    },
    status: async () => {
      throw new Error('not used');
    },
  };
  return {
    // The double has the remote's shape (every call async); Comlink's extra members are unused.
    remote: remote as unknown as Remote<EngineApi>,
    calls,
    subs,
    alertTabs,
    rooms,
    hold(on: boolean) {
      holdAnswers = on;
    },
    answerHeld() {
      for (const answer of held.splice(0)) answer();
    },
  };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function client(engine: ReturnType<typeof fakeEngine>, tier: 'shared-worker' | 'leader-worker' = 'leader-worker') {
  let paint = (): void => undefined;
  const c = createEngineClient({
    remote: engine.remote,
    tier,
    tabId: 't1',
    isVisible: () => true,
    afterPaint: () =>
      new Promise<void>((resolve) => {
        paint = resolve;
      }),
  });
  return { c, paint: () => paint() };
}

describe('engine client', () => {
  it('re-subscribes, re-registers alerts and re-selects the company after a new engine', async () => {
    const engine = fakeEngine();
    const { c } = client(engine);
    await c.reattach();
    c.subscribeMatches('football', () => undefined);
    const stop = c.subscribeOdds('football', 2, () => undefined);
    c.onAlert(() => undefined);
    await c.setCompany(2);
    stop();
    await tick();
    engine.calls.length = 0;
    await c.reattach();
    await tick();
    expect(engine.calls).toEqual(['attach t1 true', 'setCompany 2', 'onAlert t1', 'subscribe matches football -> 3']);
  });

  it('holds the next batch until the tab painted', async () => {
    const engine = fakeEngine();
    const { c, paint } = client(engine);
    const seen: AnyBatch[] = [];
    c.subscribeMatches('football', (batch) => seen.push(batch));
    await tick();
    const sub = engine.subs.get(1);
    let settled = false;
    const status = {} as AnyBatch['status'];
    void Promise.resolve(sub?.cb({ kind: 'reset', rows: [], status })).then(() => {
      settled = true;
    });
    await tick();
    expect(seen).toHaveLength(1);
    expect(settled).toBe(false);
    paint();
    await tick();
    expect(settled).toBe(true);
  });

  it('drops a tier-1 subscription answered after a re-attach overtook it', async () => {
    const engine = fakeEngine();
    const { c } = client(engine, 'shared-worker');
    engine.hold(true);
    c.subscribeMatches('football', () => undefined);
    engine.hold(false);
    await c.reattach();
    await tick();
    engine.answerHeld();
    await tick();
    expect([...engine.subs.keys()]).toEqual([2]);
  });

  it('stops alerts for the tab once its last listener is gone', async () => {
    const engine = fakeEngine();
    const { c } = client(engine);
    const a = c.onAlert(() => undefined);
    const b = c.onAlert(() => undefined);
    a();
    await tick();
    expect(engine.alertTabs.has('t1')).toBe(true);
    b();
    await tick();
    expect(engine.alertTabs.has('t1')).toBe(false);
  });

  it("hands each alert of the engine's one call to every alert listener, in order", async () => {
    const engine = fakeEngine();
    const { c } = client(engine);
    const heard: string[] = [];
    c.onAlert((alert) => heard.push(`a ${alert.key}`));
    c.onAlert((alert) => heard.push(`b ${alert.key}`));
    await tick();
    const alert = (key: string) => ({ key }) as MatchAlert;
    await engine.alertTabs.get('t1')?.([alert('1:2'), alert('3:4')]);
    expect(heard).toEqual(['a 1:2', 'b 1:2', 'a 3:4', 'b 3:4']);
  });

  it('joins its rooms again, as the same login, after a new engine', async () => {
    const engine = fakeEngine();
    const { c } = client(engine);
    await c.reattach();
    await c.setToken('tok');
    const heard: RoomSignal[] = [];
    c.joinRoom(7, (signal) => heard.push(signal));
    const left = c.joinRoom(8, () => undefined);
    await tick();
    left();
    await tick();
    engine.calls.length = 0;
    await c.reattach();
    await tick();
    expect(engine.calls).toEqual(['attach t1 true', 'setToken tok', 'joinRoom 7 -> 3']);
    await engine.rooms.get(3)?.({ kind: 'paused' });
    expect(heard).toEqual([{ kind: 'paused' }]);
  });
});
