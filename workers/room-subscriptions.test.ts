import { afterEach, describe, expect, it } from 'vitest';
import type { RoomSignal, ServerNotice } from '../contracts/engine-api.ts';
import { SOCKET_CLOSE_REVOKED, type RoomEvent } from '../contracts/live-protocol.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { settle, startEngine } from './test-support/engine-harness.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

function recordSignals() {
  const signals: RoomSignal[] = [];
  return { signals, callback: (signal: RoomSignal) => void signals.push(signal) };
}

const barrage = (text: string): RoomEvent => ({
  kind: 'barrage',
  barrage: {
    id: 1,
    room_id: 7,
    user: { id: 9, nickname: 'n', avatar: '', level: 1, guard: 0, noble: 0, is_manager: false, is_owner: false },
    kind: 'text',
    text,
    count: 1,
    created_at: 1,
  },
});
const roomFrame = (roomId: number, event: RoomEvent) => ({ code: 100, data: { type: 'room', room_id: roomId, event } });

describe('rooms on the one socket', () => {
  it('joins a room once for two tabs and leaves when the last tab leaves', async () => {
    h = await startEngine();
    h.connect();
    const a = recordSignals();
    const b = recordSignals();
    const first = h.engine.joinRoom('tab-a', 7, a.callback);
    const second = h.engine.joinRoom('tab-b', 7, b.callback);
    expect(h.socket.sentOf('room_join')).toEqual([{ type: 'room_join', room_id: 7 }]);

    h.engine.leaveRoom(first);
    expect(h.socket.sentOf('room_leave')).toEqual([]);
    h.engine.leaveRoom(second);
    expect(h.socket.sentOf('room_leave')).toEqual([{ type: 'room_leave', room_id: 7 }]);
  });

  it("passes a room's events only to that room's tabs, and the answer to a tab that comes later", async () => {
    h = await startEngine();
    h.connect();
    const inSeven = recordSignals();
    const inEight = recordSignals();
    h.engine.joinRoom('tab-a', 7, inSeven.callback);
    h.engine.joinRoom('tab-b', 8, inEight.callback);
    h.socket.serve({ code: 0, type: 'room', room_id: 7, joined: true });
    h.socket.serve(roomFrame(7, barrage('hello')));
    h.socket.serve(roomFrame(8, { kind: 'online', online: 3 }));
    await settle(1);
    expect(inSeven.signals).toEqual([
      { kind: 'joined', joined: true },
      { kind: 'event', event: barrage('hello') },
    ]);
    expect(inEight.signals).toEqual([{ kind: 'event', event: { kind: 'online', online: 3 } }]);

    const late = recordSignals();
    h.engine.joinRoom('tab-c', 7, late.callback);
    await settle(1);
    expect(late.signals).toEqual([{ kind: 'joined', joined: true }]);
  });

  it('pauses rooms on a drop and joins them again after the reconnect, after auth', async () => {
    h = await startEngine();
    h.engine.setToken('tok-1');
    h.connect();
    const tab = recordSignals();
    h.engine.joinRoom('tab-a', 7, tab.callback);
    h.socket.serve({ code: 0, type: 'auth', user_id: 5 });
    h.socket.serve({ code: 0, type: 'room', room_id: 7, joined: true });
    h.socket.drop();
    h.socket.clearSent();
    h.connect();
    // The server checks kick-outs for the user the socket speaks for: auth goes first.
    expect(h.socket.sent.filter((f) => f.type === 'auth' || f.type === 'room_join')).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'room_join', room_id: 7 },
    ]);
    h.socket.serve({ code: 0, type: 'room', room_id: 7, joined: false, reason: 'kicked' });
    await settle(1);
    expect(tab.signals).toEqual([
      { kind: 'joined', joined: true },
      { kind: 'paused' },
      { kind: 'joined', joined: false, reason: 'kicked' },
    ]);
  });

  it('drops the rooms of a tab that went away', async () => {
    h = await startEngine();
    h.connect();
    h.engine.attach({ tabId: 'tab-a', visible: true });
    h.engine.joinRoom('tab-a', 7, recordSignals().callback);
    h.killTab('tab-a');
    await settle(2);
    expect(h.socket.sentOf('room_leave')).toEqual([{ type: 'room_leave', room_id: 7 }]);
  });

  it('tells the room tabs of a kicked viewer that they are out', async () => {
    h = await startEngine();
    h.connect();
    const tab = recordSignals();
    h.engine.joinRoom('tab-a', 7, tab.callback);
    h.socket.serve({ code: 100, data: { type: 'liveKickout', room_id: 7, user_id: 5 } });
    await settle(1);
    expect(tab.signals).toEqual([{ kind: 'joined', joined: false, reason: 'kicked' }]);
  });
});

describe('login token on the socket', () => {
  it('sends auth on open and on every change', async () => {
    h = await startEngine();
    h.connect();
    expect(h.socket.sentOf('auth')).toEqual([]);
    h.engine.setToken('tok-1');
    h.engine.setToken('tok-1');
    h.engine.setToken(null);
    expect(h.socket.sentOf('auth')).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'auth', token: null },
    ]);
    expect(() => h.engine.setToken('')).toThrow();
  });

  it('closes the session when the server revokes the token in use, and comes back as a visitor', async () => {
    h = await startEngine();
    const notices: ServerNotice[] = [];
    h.engine.onNotice('tab', (notice) => void notices.push(notice));
    h.engine.setToken('tok-1');
    h.connect();
    h.socket.serve({ code: 0, type: 'auth', user_id: 5 });
    h.socket.drop(SOCKET_CLOSE_REVOKED);
    await settle(1);
    expect(notices).toEqual([{ type: 'sessionRevoked' }]);
    h.socket.clearSent();
    h.connect();
    expect(h.socket.sentOf('auth')).toEqual([]);
  });

  it('does not log out when the revoked token was already replaced by a new login', async () => {
    h = await startEngine();
    const notices: ServerNotice[] = [];
    h.engine.onNotice('tab', (notice) => void notices.push(notice));
    h.engine.setToken('old');
    h.connect();
    h.socket.serve({ code: 0, type: 'auth', user_id: 5 });
    h.engine.setToken('new');
    h.socket.drop(SOCKET_CLOSE_REVOKED);
    h.socket.clearSent();
    h.connect();
    await settle(1);
    expect(notices).toEqual([]);
    expect(h.socket.sentOf('auth')).toEqual([{ type: 'auth', token: 'new' }]);
  });

  it('treats a token the server refuses on connect as revoked, but not a plain drop', async () => {
    h = await startEngine();
    const notices: ServerNotice[] = [];
    h.engine.onNotice('tab', (notice) => void notices.push(notice));
    h.engine.setToken('tok-1');
    h.connect();
    h.socket.serve({ code: 0, type: 'auth', user_id: 5 });
    h.socket.drop();
    h.connect();
    await settle(1);
    expect(notices).toEqual([]);
    h.socket.serve({ code: 0, type: 'auth', user_id: null });
    await settle(1);
    expect(notices).toEqual([{ type: 'sessionRevoked' }]);
  });

  it('logs out when the session cookie the socket opened with is revoked, not after a visitor socket closes', async () => {
    h = await startEngine();
    const notices: ServerNotice[] = [];
    h.engine.onNotice('tab', (notice) => void notices.push(notice));
    h.connect();
    // The page cannot read its HttpOnly cookie: the server says whom the socket speaks for.
    h.socket.serve({ code: 0, type: 'session', user_id: 5 });
    expect(h.socket.sentOf('auth')).toEqual([]);
    h.socket.drop(SOCKET_CLOSE_REVOKED);
    await settle(1);
    expect(notices).toEqual([{ type: 'sessionRevoked' }]);

    h.connect();
    h.socket.serve({ code: 0, type: 'session', user_id: null });
    h.socket.drop(SOCKET_CLOSE_REVOKED);
    await settle(1);
    expect(notices).toHaveLength(1);
  });
});
