import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contracts/account.ts';
import { authRoutes } from '../../contracts/routes/auth.ts';
import { call, get, newMobile, outboxMessages, post, registerUser, requestCode } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('login with an SMS code (user/smsLogin)', () => {
  let server: TestServer;
  // The server's clock: the tests move it past the 60 s SMS cooldown.
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(async () => server.close());

  it('logs a registered phone in with the code from user/getCode (type 2), once per code', async () => {
    const user = await registerUser(server);
    clock += 61_000;
    const code = await requestCode(server, user.mobile, 2);
    const login = await call(server, authRoutes.smsLogin, { mobile: user.mobile, code, device_type: 'pc' });
    expect(login.code, login.msg).toBe(0);
    expect(login.data.user.id).toBe(user.user.id);
    expect((await get<UserInfo>(server, 'User/getUserInfo', {}, login.data.token)).data.id).toBe(user.user.id);
    const replay = await call(server, authRoutes.smsLogin, { mobile: user.mobile, code });
    expect(replay).toMatchObject({ code: 1, msg: 'The verification code is wrong or has expired' });
  });

  it('refuses a wrong code, a code for another purpose and an unknown phone alike; 5 misses spend a code', async () => {
    const user = await registerUser(server);
    clock += 61_000;
    const code = await requestCode(server, user.mobile, 2);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = { code: 1, msg: 'The verification code is wrong or has expired' };
    expect(await call(server, authRoutes.smsLogin, { mobile: user.mobile, code: wrong })).toMatchObject(refused);
    const stranger = newMobile();
    expect((await post(server, 'user/getCode', { mobile: stranger, type: 2 })).code).toBe(0);
    expect(await call(server, authRoutes.smsLogin, { mobile: stranger, code: '123456' })).toMatchObject(refused);
    // An unknown phone gets no code at all.
    expect(await outboxMessages(server, stranger)).toEqual([]);
    for (let i = 0; i < 4; i++) await call(server, authRoutes.smsLogin, { mobile: user.mobile, code: wrong });
    expect(await call(server, authRoutes.smsLogin, { mobile: user.mobile, code })).toMatchObject(refused);
    // A register code does not log in.
    clock += 61_000;
    const registerCode = await requestCode(server, newMobile(), 1);
    expect(await call(server, authRoutes.smsLogin, { mobile: user.mobile, code: registerCode })).toMatchObject(refused);
  });

  it('gives the rule messages for a missing phone or code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please enter your mobile number'],
      [{ mobile: '86-13800138000' }, 'Please enter the verification code'],
      [{ mobile: '86-13800138000', code: '12345' }, 'The verification code is 6 digits'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(server, 'user/smsLogin', body), JSON.stringify(body)).toMatchObject({ code: 1, msg });
    }
  });
});
