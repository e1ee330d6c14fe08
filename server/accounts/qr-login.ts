import { randomBytes } from 'node:crypto';
import type { UserInfo } from '../../contracts/account.ts';
import type { LoginFrame, ServerFrame } from '../../contracts/live-protocol.ts';
import type { KeyValueStore } from '../kv/kv-store.ts';
import { sign } from './secrets.ts';

/** A QR code is good for 3 minutes; the page asks for a new one after that. */
export const QR_TTL_MS = 3 * 60_000;

/**
 * The id in the QR link, derived from the page's secret code. The page waits on the socket with
 * the code; the phone (and anyone who sees the screen) only learns the public id, which cannot be
 * turned back into the code, so an onlooker who scans the QR cannot wait for the token.
 */
export function qrPublicId(secret: Buffer, code: string): string {
  return sign(secret, `qr-login:${code}`);
}
/** After confirmation the result stays this long, so a page that reconnects still gets it. */
export const QR_CONFIRMED_TTL_MS = 30_000;
/** How often a process checks the shared store for the codes its sockets wait on. */
export const QR_POLL_MS = 1000;

export type QrStateName = 'waiting' | 'scanned' | 'confirmed';

/** What the shared store keeps per code (`qr:<code>`). */
export interface QrState {
  state: QrStateName;
  /** The phone user who scanned (and must be the one who confirms). */
  scanned_by?: number;
  token?: string;
  user?: UserInfo;
}

const stateKey = (code: string) => `qr:${code}`;

/** A new code: 128 random bits, URL-safe (22 characters, fits the socket's 64-character limit). */
export function newQrCode(): string {
  return randomBytes(16).toString('base64url');
}

/** The code's state, or null once it expired or was never issued. */
export async function readQrState(kv: KeyValueStore, code: string): Promise<QrState | null> {
  const raw = await kv.get(stateKey(code));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as QrState;
  } catch {
    return null;
  }
}

/** Writes a state, keeping the code's remaining lifetime (or `ttlMs` when given). */
export async function writeQrState(kv: KeyValueStore, code: string, state: QrState, ttlMs?: number): Promise<void> {
  const ttl = ttlMs ?? (await kv.ttl(stateKey(code)));
  if (ttl <= 0) return;
  await kv.set(stateKey(code), JSON.stringify(state), ttl);
}

export async function createQrState(kv: KeyValueStore, code: string): Promise<void> {
  await kv.set(stateKey(code), JSON.stringify({ state: 'waiting' } satisfies QrState), QR_TTL_MS);
}

/** ms the code has left (0 when gone). */
export function qrTtl(kv: KeyValueStore, code: string): Promise<number> {
  return kv.ttl(stateKey(code));
}

/**
 * Confirmation happens once per code, even when two phones' calls race on two processes: the
 * first `incr` of the code's marker wins.
 */
export async function claimQrConfirm(kv: KeyValueStore, code: string): Promise<boolean> {
  return (await kv.incr(`qr-confirm:${code}`, QR_TTL_MS)) === 1;
}

type Send = (frame: ServerFrame) => void;

interface Waiter {
  send: Send;
  /** The last state this socket was told about. */
  told: QrStateName;
  until: number;
}

/**
 * The sockets of this process waiting on QR codes. Confirmation may happen on another process
 * (the phone's HTTP call lands anywhere), so the state lives in the shared store and each process
 * polls it for the codes its own sockets wait on; a call handled here pokes at once. Chosen over
 * Redis pub/sub: it is the same code path for the embedded default and for Redis, and 1 s is
 * fast enough for a person holding a phone.
 */
export function createQrWaiters(deps: {
  kv: () => KeyValueStore | null;
  now: () => number;
  pollMs?: number;
  onError?: (error: unknown) => void;
}) {
  const waiters = new Map<string, Set<Waiter>>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const onError = deps.onError ?? (() => undefined);

  async function check(code: string): Promise<void> {
    const set = waiters.get(code);
    const kv = deps.kv();
    if (!set || set.size === 0 || !kv) return;
    const state = await readQrState(kv, code);
    const now = deps.now();
    for (const waiter of [...set]) {
      if (state === null || waiter.until <= now) {
        set.delete(waiter);
        continue;
      }
      if (state.state === waiter.told) continue;
      if (state.state === 'scanned' && waiter.told === 'waiting') {
        waiter.told = 'scanned';
        waiter.send({ code: 200, data: { type: 'scanCode_Login' } } satisfies LoginFrame);
      } else if (state.state === 'confirmed' && state.token && state.user) {
        waiter.send({
          code: 200,
          data: { type: 'webLoginSuccess', token: state.token, user: { ...state.user } },
        } satisfies LoginFrame);
        set.delete(waiter);
      }
    }
    if (set.size === 0) waiters.delete(code);
    if (waiters.size === 0) stop();
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function poll(): void {
    for (const code of [...waiters.keys()]) check(code).catch(onError);
  }

  return {
    /** The gateway's `onLoginWait`: the socket hears this code's progress until it ends. */
    wait(code: string, send: Send): void {
      let set = waiters.get(code);
      if (!set) waiters.set(code, (set = new Set()));
      set.add({ send, told: 'waiting', until: deps.now() + QR_TTL_MS });
      if (timer === null) {
        timer = setInterval(poll, deps.pollMs ?? QR_POLL_MS);
        timer.unref();
      }
      // The phone may have scanned already (a page that reconnected): tell it now.
      check(code).catch(onError);
    },
    /** A call on this process changed the code: no need to wait for the next poll. */
    poke(code: string): void {
      check(code).catch(onError);
    },
    get size(): number {
      let n = 0;
      for (const set of waiters.values()) n += set.size;
      return n;
    },
    close: stop,
  };
}

export type QrWaiters = ReturnType<typeof createQrWaiters>;
