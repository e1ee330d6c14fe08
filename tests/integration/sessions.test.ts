import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '../../contracts/account.ts';
import { startMetricsServer } from '../../server/metrics-server.ts';
import { captchaPass, registerUser } from '../support/accounts.ts';
import { makeAnchor, quickUser } from './support/room-users.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

/** A raw HTTP call, so the test can send what a browser (or an attacker) would: any Host, any cookie. */
function call(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: () => unknown;
  text: string;
}> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text), text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const setCookie = (headers: Record<string, string | string[] | undefined>) =>
  [headers['set-cookie'] ?? []].flat().join('\n');

describe('the session cookie', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('is set by the server at login, HttpOnly and SameSite=Lax, and cleared at logout', async () => {
    const user = await registerUser(server, 'secret123');
    const login = await call(
      server,
      'POST',
      '/api/user/login',
      {},
      {
        mobile: user.mobile,
        password: 'secret123',
        captcha_pass: await captchaPass(server),
      },
    );
    const cookie = setCookie(login.headers);
    const token = (login.json() as { data: LoginResult }).data.token;
    expect(cookie).toBe(`token=${encodeURIComponent(token)}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);

    // A browser's own request (fetch metadata) logs in with the cookie, and never gets the token back.
    const own = { cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' };
    const info = (await call(server, 'GET', '/api/User/getUserInfo', own)).json() as { code: number; data: UserInfo };
    expect(info.code).toBe(0);
    expect(info.data.token).toBe('');
    // An API client with the header gets it (the seed's apps keep it).
    const viaHeader = (await call(server, 'GET', '/api/User/getUserInfo', { token })).json() as { data: UserInfo };
    expect(viaHeader.data.token).toBe(token);

    const out = await call(server, 'POST', '/api/Member/SignOut', own, {});
    expect(setCookie(out.headers)).toBe('token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(((await call(server, 'GET', '/api/User/getUserInfo', own)).json() as { code: number }).code).toBe(700);
  });

  it('a state-changing GET with the cookie alone runs only for our own pages', async () => {
    const user = await registerUser(server);
    const anchor = await quickUser(server);
    await makeAnchor(server, anchor.id);
    const cookie = `token=${user.token}`;
    // Following an anchor is a GET in the seed: a link on another site could make it happen.
    const follow = (headers: Record<string, string>) =>
      call(server, 'GET', `/api/Member/attention?anchor_id=${anchor.id}`, { cookie, ...headers }).then(
        (r) => r.json() as { code: number },
      );
    // No fetch metadata and nothing that shows our origin (an old browser, a link elsewhere): not logged in.
    expect((await follow({})).code).toBe(700);
    expect((await follow({ referer: 'http://evil.test/page' })).code).toBe(700);
    expect((await follow({ origin: 'http://evil.test' })).code).toBe(700);
    expect((await follow({ 'sec-fetch-site': 'cross-site' })).code).toBe(700);
    // Our own page, said by the Referer (no fetch metadata) or by the browser: it runs.
    expect((await follow({ referer: `${server.url}/live?id=1` })).code).toBe(0);
    expect((await follow({ 'sec-fetch-site': 'same-origin' })).code).toBe(0);
  });

  it('user/session turns a token header into the cookie; a cookie cannot vouch for itself', async () => {
    const user = await registerUser(server);
    const made = await call(server, 'POST', '/api/user/session', { token: user.token }, {});
    expect((made.json() as { code: number }).code).toBe(0);
    expect(setCookie(made.headers)).toContain(`token=${encodeURIComponent(user.token)};`);
    const cookieOnly = await call(
      server,
      'POST',
      '/api/user/session',
      { cookie: `token=${user.token}`, 'sec-fetch-site': 'same-origin' },
      {},
    );
    expect((cookieOnly.json() as { code: number }).code).toBe(700);
    expect(setCookie(cookieOnly.headers)).toBe('');
  });

  it('the live socket speaks for the session cookie its upgrade carried', async () => {
    const user = await registerUser(server);
    const client = await openClient(server.wsUrl, { cookie: `token=${user.token}` });
    const session = await client.next((f) => f.code === 0 && f.type === 'session');
    expect(session).toEqual({ code: 0, type: 'session', user_id: user.user.id });
    client.close();
  });
});

describe('links name the public URL, never the Host a request brings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://live.example.com' } });
  });
  afterAll(async () => server.close());

  it('QR login, share and socket links use PUBLIC_URL; the cookie is Secure there', async () => {
    const evil = { host: 'evil.test' };
    const qr = (await call(server, 'POST', '/api/user/getLoginQrcode', evil, {})).json() as { data: { url: string } };
    expect(qr.data.url).toMatch(/^https:\/\/live\.example\.com\/qr-login\?code=/);
    const config = (await call(server, 'GET', '/api/universal/getSystemConfig', evil)).json() as {
      data: { websocket: string };
    };
    expect(config.data.websocket).toBe('wss://live.example.com/ws');

    const anchor = await quickUser(server);
    const roomId = await makeAnchor(server, anchor.id);
    const share = (await call(server, 'GET', `/api/live/share?room_id=${roomId}`, evil)).json() as {
      data: { url: string };
    };
    expect(share.data.url).toBe(`https://live.example.com/live?id=${roomId}`);

    const user = await registerUser(server, 'secret123');
    const login = await call(server, 'POST', '/api/user/login', evil, {
      mobile: user.mobile,
      password: 'secret123',
      captcha_pass: await captchaPass(server),
    });
    expect(setCookie(login.headers)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe('metrics in production', () => {
  it('are not served to the public, but to allowed addresses or on their own port', async () => {
    const closed = await startTestServer({ env: { NODE_ENV: 'production' } });
    const allowed = await startTestServer({ env: { NODE_ENV: 'production', METRICS_ALLOW: '127.0.0.1' } });
    try {
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
      const ok = await fetch(`${allowed.url}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('live_sockets_open');

      const own = await startMetricsServer(closed.live.metrics, '127.0.0.1', 0);
      const address = own.address() as { port: number };
      try {
        const separate = await fetch(`http://127.0.0.1:${address.port}/metrics`);
        expect(separate.status).toBe(200);
        expect(await separate.text()).toContain('live_sockets_open');
        expect((await fetch(`http://127.0.0.1:${address.port}/api/system/config`)).status).toBe(404);
      } finally {
        own.close();
      }
    } finally {
      await closed.close();
      await allowed.close();
    }
  });
});
