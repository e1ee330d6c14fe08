import net from 'node:net';
import {
  ACCOUNT_PATHS,
  type CaptchaChallenge,
  type CaptchaPass,
  type ChargeRule,
  type LoginResult,
  type PayChannel,
} from '../../../contracts/account.ts';
import type { Envelope } from '../../../contracts/api.ts';
import type { SandboxOrder } from '../../../contracts/wallet.ts';
import { findGap, solvePowInNode } from '../../support/captcha-solver.ts';
import { createRawClient, type RawClient } from './raw-http.ts';

/**
 * The logged-in user the HTTP fuzzer calls login routes as. Its steps (captcha, SMS code from the
 * dev outbox, registration, login) go from their own loopback address where the system has one,
 * so the per-address limits the fuzzed traffic trips (captcha, SMS, failed logins) never lock the
 * fuzzer out; a call that revokes the token (`Member/SignOut`) is followed by a new login.
 */
export interface FuzzSession {
  readonly token: string;
  readonly userId: number;
  /** Diamonds bought through the sandbox before the fuzz, so the money calls get past "not enough". */
  readonly diamonds: number;
  /** Logs in again when the token no longer works; true when it had to. */
  renewIfRevoked(): Promise<boolean>;
  close(): void;
}

const PASSWORD = 'fuzz-secret-1';

function mustSucceed<T>(path: string, envelope: Envelope<T>): T {
  if (envelope.code !== 0) throw new Error(`${path} refused (code ${envelope.code}): ${envelope.msg}`);
  return envelope.data;
}

/** 127.0.0.2 when the system routes it (Linux does; macOS has only 127.0.0.1 unless aliased). */
export async function accountAddress(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(0, '127.0.0.2', () => server.close(() => resolve('127.0.0.2')));
  });
}

async function captchaPass(client: RawClient): Promise<string> {
  const challenge = mustSucceed(ACCOUNT_PATHS.captcha, await client.call<CaptchaChallenge>(ACCOUNT_PATHS.captcha));
  const x = findGap(challenge);
  const trail: [number, number][] = [0, 0.3, 0.6, 0.9, 1].map((f, i) => [i * 80, Math.round(x * f)]);
  const pow = solvePowInNode(challenge.pow);
  const body = { id: challenge.id, x, trail, pow };
  return mustSucceed(ACCOUNT_PATHS.captchaVerify, await client.call<CaptchaPass>(ACCOUNT_PATHS.captchaVerify, body))
    .captcha_pass;
}

async function outboxCode(client: RawClient, mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await client.send({ method: 'GET', target: '/dev/outbox.json', headers: {} });
    if ('error' in answer) throw new Error(`dev outbox: ${answer.error}`);
    const { messages } = JSON.parse(answer.body.toString()) as { messages: { mobile: string; text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.mobile === mobile)?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the dev outbox for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Buys diamonds through the sandbox payment page's calls (the largest charge rule, `times` times).
 * The server must run with the sandbox provider (development).
 */
async function recharge(client: RawClient, token: string, times: number): Promise<number> {
  const rules = mustSucceed('chargerules/getList', await client.call<ChargeRule[]>('chargerules/getList'));
  const channels = mustSucceed('pay/getPayChannelList', await client.call<PayChannel[]>('pay/getPayChannelList'));
  const rule = [...rules].sort((a, b) => b.diamonds - a.diamonds)[0];
  const channel = channels[0];
  if (!rule || !channel) throw new Error('no charge rule or payment channel to buy diamonds with');
  for (let i = 0; i < times; i++) {
    const body = { rule_id: rule.id, channel: channel.id, client_id: `fuzz-recharge-${i}` };
    const { order_no } = mustSucceed(
      'chargerules/payUrl',
      await client.call<{ order_no: string }>('chargerules/payUrl', body, token),
    );
    const order = mustSucceed(
      'pay/sandboxOrder',
      await client.call<SandboxOrder>(`pay/sandboxOrder?order_no=${encodeURIComponent(order_no)}`, undefined, token),
    );
    mustSucceed(
      'pay/sandboxNotify',
      await client.call('pay/sandboxNotify', { order_no, status: 'paid', sign: order.sign.paid }),
    );
  }
  return times * (rule.diamonds + rule.bonus);
}

/**
 * Registers a fresh user through the real calls (the server must run with its dev outbox and the
 * sandbox payments, as in development and tests) and buys it diamonds.
 */
export async function openFuzzSession(baseUrl: string): Promise<FuzzSession> {
  const client = createRawClient(baseUrl, { localAddress: await accountAddress() });
  const mobile = `86-139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  mustSucceed(ACCOUNT_PATHS.getCode, await client.call(ACCOUNT_PATHS.getCode, { mobile, type: 1 }));
  const code = await outboxCode(client, mobile);
  const registered = mustSucceed(
    ACCOUNT_PATHS.register,
    await client.call<LoginResult>(ACCOUNT_PATHS.register, {
      mobile,
      code,
      password: PASSWORD,
      device_type: 'pc',
      captcha_pass: await captchaPass(client),
    }),
  );
  let token = registered.token;
  const diamonds = await recharge(client, token, 3);
  return {
    get token() {
      return token;
    },
    userId: registered.user.id,
    diamonds,
    async renewIfRevoked() {
      const check = await client.call(ACCOUNT_PATHS.userInfo, undefined, token);
      if (check.code === 0) return false;
      const body = { mobile, password: PASSWORD, device_type: 'pc', captcha_pass: await captchaPass(client) };
      token = mustSucceed(ACCOUNT_PATHS.login, await client.call<LoginResult>(ACCOUNT_PATHS.login, body)).token;
      return true;
    },
    close: () => client.close(),
  };
}
