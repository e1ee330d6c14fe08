import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginQrcode, QrLoginInfo, UserInfo } from '../../contracts/account.ts';
import type { LoginFrame, ServerFrame } from '../../contracts/live-protocol.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

const isLogin =
  (type: LoginFrame['data']['type']) =>
  (f: ServerFrame): f is LoginFrame =>
    f.code === 200 && (f.data as { type?: string }).type === type;

describe('QR login over the live socket', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  async function newCode(): Promise<LoginQrcode> {
    const qr = await post<LoginQrcode>(server, 'user/getLoginQrcode');
    expect(qr.code, qr.msg).toBe(0);
    return qr.data;
  }

  /** What the phone learns: the id in the QR link (the page alone knows the code). */
  const linkId = (qr: LoginQrcode) => new URL(qr.url).searchParams.get('code') ?? '';

  it('issues a random code and a link to the confirm page', async () => {
    const a = await newCode();
    const b = await newCode();
    expect(a.code).toMatch(/^[\w-]{22}$/); // 128 bits
    expect(a.code).not.toBe(b.code);
    expect(a.url).toMatch(new RegExp(`^${server.url}/qr-login\\?code=[\\w-]{43}$`));
    expect(a.url).not.toContain(a.code);
    expect(a.expires_in).toBe(180);
    const info = await get<QrLoginInfo>(server, 'user/qrLoginInfo', { code: linkId(a) });
    expect(info.data.state).toBe('waiting');
  });

  it('scan shows a checkmark, confirm logs the page in with a new token, once', async () => {
    const phone = await registerUser(server);
    const qr = await newCode();
    const page = await openClient(server.wsUrl);
    page.send({ type: 'login', code: qr.code });
    // Someone who only saw the QR waits with the id in the link: they never hear the token.
    const onlooker = await openClient(server.wsUrl);
    onlooker.send({ type: 'login', code: linkId(qr) });

    // Scanning and confirming need a logged-in phone.
    expect((await post(server, 'user/qrLoginScan', { code: linkId(qr) })).code).toBe(700);

    const scanned = await post<QrLoginInfo>(server, 'user/qrLoginScan', { code: linkId(qr) }, phone.token);
    expect(scanned.code, scanned.msg).toBe(0);
    await page.next(isLogin('scanCode_Login'));
    expect((await get<QrLoginInfo>(server, 'user/qrLoginInfo', { code: linkId(qr) })).data.state).toBe('scanned');

    // Another account cannot take over a scanned code.
    const other = await registerUser(server);
    expect((await post(server, 'user/qrLoginConfirm', { code: linkId(qr) }, other.token)).code).toBe(1);

    const confirmed = await post<QrLoginInfo>(server, 'user/qrLoginConfirm', { code: linkId(qr) }, phone.token);
    expect(confirmed.code, confirmed.msg).toBe(0);
    const success = await page.next(isLogin('webLoginSuccess'));
    if (success.data.type !== 'webLoginSuccess') throw new Error('expected success');
    expect(success.data.token).not.toBe(phone.token);
    expect(success.data.user.id).toBe(phone.user.id);
    const me = await get<UserInfo>(server, 'User/getUserInfo', {}, success.data.token);
    expect(me.data.id).toBe(phone.user.id);
    expect(onlooker.frames.filter((f) => f.code === 200)).toEqual([]);
    onlooker.socket.close();

    // Single use: a second confirm (or scan) is refused.
    expect((await post(server, 'user/qrLoginConfirm', { code: linkId(qr) }, phone.token)).code).toBe(1);
    expect((await post(server, 'user/qrLoginScan', { code: linkId(qr) }, phone.token)).code).toBe(1);
    page.socket.close();
  });

  it('tells a page that starts waiting after the scan, and one that reconnects', async () => {
    const phone = await registerUser(server);
    const qr = await newCode();
    await post(server, 'user/qrLoginScan', { code: linkId(qr) }, phone.token);
    const late = await openClient(server.wsUrl);
    late.send({ type: 'login', code: qr.code });
    await late.next(isLogin('scanCode_Login'));
    late.socket.close();
    const again = await openClient(server.wsUrl);
    again.send({ type: 'login', code: qr.code });
    await again.next(isLogin('scanCode_Login'));
    await post(server, 'user/qrLoginConfirm', { code: linkId(qr) }, phone.token);
    await again.next(isLogin('webLoginSuccess'));
    again.socket.close();
  });

  it('refuses unknown and expired codes', async () => {
    const phone = await registerUser(server);
    expect((await post(server, 'user/qrLoginConfirm', { code: 'nope' }, phone.token)).code).toBe(1);
    const bad = await post(server, 'user/qrLoginConfirm', {}, phone.token);
    expect(bad.code).toBe(1);
    expect(bad.msg).toMatch(/code/);
    const qr = await newCode();
    clock += 181_000;
    expect((await get<QrLoginInfo>(server, 'user/qrLoginInfo', { code: linkId(qr) })).data.state).toBe('expired');
    expect((await post(server, 'user/qrLoginScan', { code: linkId(qr) }, phone.token)).code).toBe(1);
  });
});
