import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_LIMITS } from '../../server/live/socket-limits.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** Opens a socket; resolves with it open, or with the HTTP status the upgrade was refused with. */
function connect(url: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) =>
    socket.readyState === WebSocket.CLOSED ? resolve(0) : socket.once('close', (code) => resolve(code)),
  );

async function metric(server: TestServer, name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(name));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('live socket abuse', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WS_MAX_PER_ADDRESS: '40' } });
  });
  afterAll(async () => server.close());

  it('250,000 toggles with random company ids leave the heap within 10 % of its start', async () => {
    const send = async (frames: number) => {
      // Seed clients (no protocol): a toggle moves them to the odds channel of the company.
      const socket = (await connect(server.wsUrl)) as WebSocket;
      socket.send(JSON.stringify({ type: 'register', info: 'web' }));
      for (let i = 0; i < frames && socket.readyState === WebSocket.OPEN; i++) {
        socket.send(JSON.stringify({ type: 'toggle', company_id: 1 + Math.floor(Math.random() * 1e9) }));
      }
      // Every frame it could send is written before it goes; the server's refusals close it.
      await new Promise<void>((resolve) => (socket.bufferedAmount === 0 ? resolve() : setImmediate(resolve)));
      socket.close();
      await closed(socket);
    };
    await send(100); // warm up every code path before the first measure
    const start = heapAfterGc();
    let sent = 0;
    while (sent < 250_000) {
      // Eight sockets at a time, each as many frames as a socket can send before it is cut off.
      await Promise.all(Array.from({ length: 8 }, () => send(170)));
      sent += 8 * 170;
    }
    const end = heapAfterGc();
    expect(end / start).toBeLessThan(1.1);
  }, 180_000);

  it('refuses sockets over the per-address cap, and closes unregistered ones after the register timeout', async () => {
    // The cap's 40 places held by registered browsers (unregistered ones would be closed and free
    // their places while the flood below is still connecting on a busy machine).
    const held = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const socket = (await connect(server.wsUrl)) as WebSocket;
        socket.send(JSON.stringify({ type: 'register', info: 'web', protocol: 1 }));
        await new Promise((resolve) => socket.once('message', resolve));
        return socket;
      }),
    );
    expect(held.every((s) => s.readyState === WebSocket.OPEN)).toBe(true);
    const tries = await Promise.all(Array.from({ length: 2000 }, () => connect(server.wsUrl)));
    expect(tries.filter((t) => t === 429)).toHaveLength(2000);
    await Promise.all(held.map((s) => (s.close(), closed(s))));

    // Their places are free again; a socket that never registers is closed by the server (policy
    // violation), once its register time is up and not before.
    const t0 = Date.now();
    const idle = (await Promise.all(Array.from({ length: 5 }, () => connect(server.wsUrl)))) as WebSocket[];
    expect(idle.every((s) => typeof s !== 'number')).toBe(true);
    const codes = await Promise.all(idle.map(closed));
    expect(new Set(codes)).toEqual(new Set([1008]));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(SOCKET_LIMITS.registerTimeoutMs - 100);

    // A browser that registers stays.
    const next = (await connect(server.wsUrl)) as WebSocket;
    next.send(JSON.stringify({ type: 'register', info: 'web', protocol: 1 }));
    await new Promise((resolve) => next.once('message', resolve));
    expect(next.readyState).toBe(WebSocket.OPEN);
    next.close();
  }, 60_000);

  it('counts one drop for a socket that goes on sending after the abuse limit', async () => {
    const before = await metric(server, 'live_sockets_dropped_total{reason="abuse"}');
    const socket = (await connect(server.wsUrl)) as WebSocket;
    for (let i = 0; i < 500; i++) socket.send('not json');
    await closed(socket);
    expect(await metric(server, 'live_sockets_dropped_total{reason="abuse"}')).toBe(before + 1);
  });
});
