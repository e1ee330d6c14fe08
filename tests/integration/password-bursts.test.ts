import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../contracts/account.ts';
import { post, registerUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** How many password hashes of a purpose the server has computed (its own metric). */
async function hashes(server: TestServer, purpose: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`password_hashes_total{purpose="${purpose}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const MINUTE = 60_000;

describe('password locks under bursts', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    // Every request carries a captcha pass here: the lock must hold on its own, even for a
    // script that solves the captcha.
    server = await startTestServer({ now: () => clock, captcha: (real) => ({ ...real, consume: async () => true }) });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (mobile: string, password: string) =>
    post<LoginResult>(server, 'user/login', { mobile, password, device_type: 'pc', captcha_pass: 'any' });

  it('200 concurrent wrong passwords on one phone reach the hasher at most 5 times; the owner logs in after the lock', async () => {
    const owner = await registerUser(server, 'right-password');
    const before = await hashes(server, 'login');

    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(owner.mobile, `wrong-${i}`)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const checked = (await hashes(server, 'login')) - before;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    // At most 5 were checked and found wrong; every other one was refused unhashed (locked, or
    // no hashing slot free for this phone).
    expect(answers.filter((a) => a.msg === 'Wrong mobile number or password').length).toBeLessThanOrEqual(5);
    const refused = answers.filter((a) => /^Too many (attempts|requests)/.test(a.msg));
    expect(refused.length).toBeGreaterThanOrEqual(195);

    // Locked: even the right password is refused, unhashed.
    const locked = await login(owner.mobile, 'right-password');
    expect(locked).toMatchObject({ code: 1, msg: 'Too many attempts, try again in 15 min' });
    expect(await hashes(server, 'login')).toBeLessThanOrEqual(before + 5);

    clock += 15 * MINUTE + 1000;
    const after = await login(owner.mobile, 'right-password');
    expect(after.code, after.msg).toBe(0);
    expect(after.data.user.id).toBe(owner.user.id);
  });

  it('a right password clears the count: wrong, right, then four more wrong still leave the owner in', async () => {
    const owner = await registerUser(server, 'right-password');
    expect((await login(owner.mobile, 'nope')).code).toBe(1);
    expect((await login(owner.mobile, 'right-password')).code).toBe(0);
    for (let i = 0; i < 4; i++)
      expect((await login(owner.mobile, `nope-${i}`)).msg).toBe('Wrong mobile number or password');
    expect((await login(owner.mobile, 'right-password')).code).toBe(0);
  });

  it('100 concurrent payment-password guesses check at most 5', async () => {
    const owner = await registerUser(server);
    const set = await post(server, 'Member/paymentPassword', { password: '246810' }, owner.token);
    expect(set.code, set.msg).toBe(0);
    const before = await hashes(server, 'payment');

    const guesses = Array.from({ length: 100 }, (_, i) => String(100_000 + i));
    guesses[40] = '246810'; // the right one somewhere in the burst
    const answers = await Promise.all(
      guesses.map((g) =>
        post(
          server,
          'Bank_card/bind',
          { holder: 'Li Lei', bank_name: 'ICBC', card_no: '6222020200112233445', payment_password: g },
          owner.token,
        ),
      ),
    );
    const checked = (await hashes(server, 'payment')) - before;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 0).length).toBeLessThanOrEqual(1);
    const refused = answers.filter((a) => /^Too many (attempts|requests)/.test(a.msg));
    expect(refused.length).toBeGreaterThanOrEqual(94);
  });
});
