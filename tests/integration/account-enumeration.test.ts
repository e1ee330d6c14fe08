import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../contracts/account.ts';
import { captchaPass, newMobile, outboxCode, outboxMessages, post, registerUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('what a stranger learns about a phone', () => {
  let server: TestServer;
  let clock = Date.now();
  /** Messages held by a slow SMS provider until the test lets them go. */
  let holding = false;
  const held: (() => void)[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      now: () => clock,
      sms: (real) => ({
        available: real.available,
        async send(mobile, text) {
          if (holding) await new Promise<void>((resolve) => held.push(resolve));
          await real.send(mobile, text);
        },
      }),
    });
  });
  afterAll(async () => {
    held.splice(0).forEach((release) => release());
    await server.close();
  });

  it('user/getCode answers a known and an unknown phone alike, before any lookup or message', async () => {
    const user = await registerUser(server);
    clock += 61_000;
    const seen = (await outboxMessages(server, user.mobile)).length;
    holding = true;
    // The provider has not sent anything yet, and still both are answered (the same way).
    const known = await post(server, 'user/getCode', { mobile: user.mobile, type: 2 });
    const unknown = await post(server, 'user/getCode', { mobile: newMobile(), type: 2 });
    expect(known).toEqual({ code: 0, msg: 'ok', data: { cooldown: 60 } });
    expect(unknown).toEqual(known);
    await expect.poll(() => held.length).toBe(1); // only the known phone gets a message
    expect(await outboxMessages(server, user.mobile)).toHaveLength(seen);
    holding = false;
    held.splice(0).forEach((release) => release());
    expect(await outboxCode(server, user.mobile, seen)).toMatch(/^\d{6}$/);
  });

  it('+86, 086 and 0086 are one phone: one code within 60 s, one account', async () => {
    const user = await registerUser(server);
    const number = user.mobile.split('-')[1]!;
    clock += 61_000;
    expect((await post(server, 'user/getCode', { mobile: `86-${number}`, type: 2 })).code).toBe(0);
    for (const prefix of ['086', '0086', '+86']) {
      const again = await post(server, 'user/getCode', { mobile: `${prefix}-${number}`, type: 2 });
      expect(again.msg, prefix).toMatch(/^Too frequent/);
    }

    // Registering it again under another spelling: the phone is known as the same one, so its
    // owner is told it is registered (a message without a code) and no second account can start.
    clock += 61_000;
    const seen = (await outboxMessages(server, user.mobile)).length;
    expect((await post(server, 'user/getCode', { mobile: `0086-${number}`, type: 1 })).code).toBe(0);
    await expect.poll(async () => (await outboxMessages(server, user.mobile)).length).toBe(seen + 1);
    expect((await outboxMessages(server, user.mobile))[0]?.text).not.toMatch(/\d{6}/);

    // And the account answers to every spelling.
    const login = await post<LoginResult>(server, 'user/login', {
      mobile: `0086-${number}`,
      password: 'secret123',
      captcha_pass: await captchaPass(server),
    });
    expect(login.code, login.msg).toBe(0);
    expect(login.data.user.id).toBe(user.user.id);
  });
});
