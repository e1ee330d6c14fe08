import type { Envelope } from '../../contracts/api.ts';
import type { LoginResult } from '../../contracts/account.ts';
import type { AnyRoute, RouteInput, RouteResult } from '../../contracts/route-definition.ts';
import { authRoutes } from '../../contracts/routes/auth.ts';
import { findGap, solvePowInNode } from './captcha-solver.ts';

/**
 * Account steps through the real calls, for integration and e2e tests alike (so no test
 * runner's `expect` here: a refused call throws with the server's message).
 */

function mustSucceed(path: string, envelope: Envelope<unknown>): void {
  if (envelope.code !== 0) throw new Error(`${path} refused (code ${envelope.code}): ${envelope.msg}`);
}

type Server = { url: string };

/** POST a JSON call with an optional token; the whole envelope. */
export async function post<T>(
  server: Server,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** GET a call with an optional token; the whole envelope. */
export async function get<T>(
  server: Server,
  path: string,
  query: Record<string, string | number> = {},
  token?: string,
): Promise<Envelope<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${server.url}/api/${path}${qs.size ? `?${qs}` : ''}`, {
    headers: { lang: 'en', ...(token ? { token } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * A call of the route table (contracts/route-table.ts) with an optional token: POST when the
 * entry accepts it, else GET with the parameters as the query; the whole envelope, typed.
 */
export async function call<T extends AnyRoute>(
  server: Server,
  route: T,
  params: RouteInput<T>,
  token?: string,
): Promise<Envelope<RouteResult<T>>> {
  const values = (params ?? {}) as Record<string, unknown>;
  if (route.methods.includes('POST')) return post<RouteResult<T>>(server, route.path, values, token);
  const query = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return get<RouteResult<T>>(server, route.path, query, token);
}

/** Solves the built-in slider as a person would: finds the gap in the picture, drags there. */
export async function captchaPass(server: Server): Promise<string> {
  const challenge = (await call(server, authRoutes.captcha, {})).data;
  const x = findGap(challenge);
  const trail: [number, number][] = [0, 0.3, 0.6, 0.9, 1].map((f, i) => [i * 80, Math.round(x * f)]);
  const pow = solvePowInNode(challenge.pow);
  const verified = await call(server, authRoutes.captchaVerify, { id: challenge.id, x, trail, pow });
  mustSucceed('captcha/verify', verified);
  return verified.data.captcha_pass;
}

/** The messages the dev outbox holds for a phone, newest first. */
export async function outboxMessages(server: Server, mobile: string): Promise<{ mobile: string; text: string }[]> {
  const { messages } = (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as {
    messages: { mobile: string; text: string }[];
  };
  return messages.filter((m) => m.mobile === mobile);
}

/**
 * The newest code the dev outbox holds for a phone, once it holds more than `seen` messages for
 * it: `user/getCode` answers first and sends the code just after, so this waits (up to 10 s).
 */
export async function outboxCode(server: Server, mobile: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await outboxMessages(server, mobile);
    const code = messages.length > seen ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let nextAddress = 1;

/**
 * An address of its own for each code asked for. A run registers more users on one server than
 * one address may ask codes for in an hour (30); a test server that trusts a proxy (the e2e ones,
 * `TRUST_PROXY=1`) reads this address from `X-Forwarded-For`, any other ignores it.
 */
function nextClientAddress(): string {
  const n = nextAddress++;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
}

/** Asks for a code by `user/getCode` (1 register, 2 other) and returns it from the outbox. */
export async function requestCode(server: Server, mobile: string, type: 1 | 2): Promise<string> {
  const seen = (await outboxMessages(server, mobile)).length;
  const answer = await post(server, authRoutes.getCode.path, { mobile, type }, undefined, {
    'x-forwarded-for': nextClientAddress(),
  });
  mustSucceed('user/getCode', answer);
  return outboxCode(server, mobile, seen);
}

let nextPhone = 13_800_000_000 + Math.floor(Math.random() * 90_000_000);

/** A fresh phone number (`86-1380...`). */
export function newMobile(): string {
  return `86-${nextPhone++}`;
}

/** Registers a new user through the real calls (SMS code from the outbox, captcha) and logs in. */
export async function registerUser(server: Server, password = 'secret123'): Promise<LoginResult & { mobile: string }> {
  const mobile = newMobile();
  const code = await requestCode(server, mobile, 1);
  const result = await call(server, authRoutes.register, {
    mobile,
    code,
    password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  mustSucceed('user/registered', result);
  return { ...result.data, mobile };
}

/** Logs in with a password through the real call (captcha included). */
export async function logIn(server: Server, mobile: string, password: string): Promise<LoginResult> {
  const result = await call(server, authRoutes.login, {
    mobile,
    password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  mustSucceed('user/login', result);
  return result.data;
}
