import { describe, expect, it } from 'vitest';
import type { ServerNotice } from '../contracts/engine-api.ts';
import { LOGIN_WAIT_MS } from './live-connection.ts';
import { settle, startEngine } from './test-support/engine-harness.ts';

describe('QR login through the engine', () => {
  it('sends login on the socket, again after a reconnect, and passes progress to tabs', async () => {
    const h = await startEngine();
    const notices: ServerNotice[] = [];
    h.engine.onNotice('tab', (notice) => void notices.push(notice));
    h.connect();
    h.engine.login('code-1');
    expect(h.socket.sentOf('login')).toEqual([{ type: 'login', code: 'code-1' }]);

    h.socket.drop();
    h.socket.clearSent();
    h.connect();
    expect(h.socket.sentOf('login')).toEqual([{ type: 'login', code: 'code-1' }]);

    h.socket.serve({ code: 200, data: { type: 'scanCode_Login' } });
    h.socket.serve({ code: 200, data: { type: 'webLoginSuccess', token: 't', user: { id: 1 } } });
    await settle(1);
    expect(notices.map((n) => n.type)).toEqual(['scanCode_Login', 'webLoginSuccess']);

    // After success the code is not sent again.
    h.socket.drop();
    h.socket.clearSent();
    h.connect();
    expect(h.socket.sentOf('login')).toEqual([]);
    await h.engine.dispose();
  });

  it('keeps a code asked for while offline, and forgets it once it expired', async () => {
    const h = await startEngine();
    h.engine.login('early');
    expect(h.socket.sentOf('login')).toEqual([]);
    h.connect();
    expect(h.socket.sentOf('login')).toEqual([{ type: 'login', code: 'early' }]);

    h.clock.advance(LOGIN_WAIT_MS + 1);
    h.socket.drop();
    h.socket.clearSent();
    h.connect();
    expect(h.socket.sentOf('login')).toEqual([]);
    expect(() => h.engine.login('')).toThrow();
    await h.engine.dispose();
  });
});
