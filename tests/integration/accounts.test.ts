import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '../../contracts/account.ts';
import { captchaPass, get, newMobile, outboxCode, outboxMessages, post, registerUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('accounts: register, log in, log out, reset', () => {
  let server: TestServer;
  // The server's clock: the tests move it past the 60 s SMS cooldown.
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers with an SMS code and the captcha, then logs in with the password', async () => {
    const user = await registerUser(server, 'goodpass1');
    expect(user.user.balance).toBe(0);
    expect(user.token).toMatch(/^[\w-]{43}$/);
    const info = await get<UserInfo>(server, 'User/getUserInfo', {}, user.token);
    expect(info.data.id).toBe(user.user.id);

    const out = await post(server, 'Member/SignOut', {}, user.token);
    expect(out.code).toBe(0);
    const after = await get(server, 'User/getUserInfo', {}, user.token);
    expect(after.code).toBe(700);

    const login = await post<LoginResult>(server, 'user/login', {
      mobile: user.mobile,
      password: 'goodpass1',
      device_type: 'pc',
      captcha_pass: await captchaPass(server),
    });
    expect(login.code, login.msg).toBe(0);
    expect(login.data.token).not.toBe(user.token);
  });

  it('refuses a login without the captcha, and a captcha pass twice', async () => {
    const user = await registerUser(server);
    const without = await post(server, 'user/login', { mobile: user.mobile, password: 'secret123' });
    expect(without).toMatchObject({ code: 1, msg: 'Please complete the slider check first' });
    const pass = await captchaPass(server);
    expect(
      (await post(server, 'user/login', { mobile: user.mobile, password: 'secret123', captcha_pass: pass })).code,
    ).toBe(0);
    const again = await post(server, 'user/login', { mobile: user.mobile, password: 'secret123', captcha_pass: pass });
    expect(again).toMatchObject({ code: 1, msg: 'Check failed, please try again' });
  });

  it('answers the same for known and unknown phones, and locks a phone after 5 failures', async () => {
    const user = await registerUser(server);
    const wrong = await post(server, 'user/login', {
      mobile: user.mobile,
      password: 'not-it-1',
      captcha_pass: await captchaPass(server),
    });
    const unknown = await post(server, 'user/login', {
      mobile: newMobile(),
      password: 'not-it-1',
      captcha_pass: await captchaPass(server),
    });
    expect(wrong).toEqual(unknown);
    for (let i = 0; i < 4; i++) {
      await post(server, 'user/login', {
        mobile: user.mobile,
        password: 'x'.repeat(8),
        captcha_pass: await captchaPass(server),
      });
    }
    const locked = await post(server, 'user/login', { mobile: user.mobile, password: 'secret123' });
    expect(locked.code).toBe(1);
    expect(locked.msg).toMatch(/Too many attempts/);
  });

  it('enforces the 60 s SMS cooldown on the server', async () => {
    const mobile = newMobile();
    expect((await post(server, 'user/getCode', { mobile, type: 1 })).code).toBe(0);
    const again = await post(server, 'user/getCode', { mobile, type: 1 });
    expect(again.code).toBe(1);
    expect(again.msg).toMatch(/try again in (60|59) s/);
  });

  it('does not tell from forgot whether a phone is registered, and a reset logs out everywhere', async () => {
    const user = await registerUser(server);
    clock += 61_000;
    const seen = (await outboxMessages(server, user.mobile)).length;
    const known = await post(server, 'user/getCode', { mobile: user.mobile, type: 2 });
    const unknown = await post(server, 'user/getCode', { mobile: newMobile(), type: 2 });
    expect(known).toEqual(unknown);
    const code = await outboxCode(server, user.mobile, seen);
    const reset = await post(server, 'user/forgotPassword', { mobile: user.mobile, code, password: 'newpass99' });
    expect(reset.code, reset.msg).toBe(0);
    expect((await get(server, 'User/getUserInfo', {}, user.token)).code).toBe(700);
    const replay = await post(server, 'user/forgotPassword', { mobile: user.mobile, code, password: 'another1' });
    expect(replay).toMatchObject({ code: 1, msg: 'The verification code is wrong or has expired' });
  });

  it('gives the seed rule messages with code 1', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please enter your mobile number'],
      [{ mobile: '86-138001380001' }, 'A mobile number has at most 11 digits'],
      [{ mobile: '86-1380013800a' }, 'Please enter a valid mobile number'],
      [{ mobile: '86-13800138000' }, 'Please enter the verification code'],
      [{ mobile: '86-13800138000', code: '12345' }, 'The verification code is 6 digits'],
      [{ mobile: '86-13800138000', code: '123456' }, 'Please enter your password'],
      [{ mobile: '86-13800138000', code: '123456', password: '12345' }, 'The password needs at least 6 characters'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(server, 'user/registered', body), JSON.stringify(body)).toMatchObject({ code: 1, msg });
    }
  });
});
