import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { KeyValueStore } from '../kv/kv-store.ts';
import { createAuth, type Auth } from './auth.ts';
import type { CaptchaProvider } from './captcha.ts';
import { createPasswordGate, PASSWORD_GATE, type HashPurpose, type PasswordGate } from './password-gate.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { loadSecret } from './secrets.ts';
import type { DevOutbox, SmsSender } from './sms.ts';
import { chatSig } from './user-repository.ts';

/** What every account, wallet and rewards route works with. */
export interface AccountContext {
  db: Kysely<DB>;
  now: () => number;
  nowS: () => number;
  auth: Auth;
  kv: KeyValueStore;
  limiter: RateLimiter;
  /** Every password hash and check goes through it (bounded concurrency, per-subject shares). */
  passwords: PasswordGate;
  /** HMAC key for chat signatures, sandbox payment callbacks and QR codes. */
  secret: Buffer;
  /**
   * The chat `userSig` of a chat identifier (`user_<id>`, `tourist_<random>`): the built-in
   * service's HMAC, or Tencent Cloud IM's TLS-sig when the server is configured for Tencent.
   */
  chatSig: (identifier: string) => string;
  sms: SmsSender;
  /** The dev outbox when SMS go there (never in production). */
  outbox: DevOutbox | null;
  captcha: CaptchaProvider;
  production: boolean;
  /** The site's origin for links (QR, share, OBS): PUBLIC_URL, else the listen address; never a request's Host. */
  publicUrl: () => string;
  /** Tokens of this user were revoked (logout, password reset): their live sockets are closed. */
  onTokensRevoked?: (userId: number) => void;
  /** Work done after the answer (e.g. a code's lookup and message); errors go to the log. */
  later(task: () => Promise<void>): void;
  /** Waits for the work handed to `later` (at shutdown, and in tests). */
  settled(): Promise<void>;
}

export async function createAccountContext(deps: {
  db: Kysely<DB>;
  now: () => number;
  kv: KeyValueStore;
  sms: SmsSender;
  outbox: DevOutbox | null;
  captcha: CaptchaProvider;
  production: boolean;
  publicUrl: () => string;
  onTokensRevoked?: (userId: number) => void;
  /** Counts each password hash that runs. */
  onHash?: (purpose: HashPurpose) => void;
  onError?: (error: unknown) => void;
  /** Signs chat identifiers for another chat service (Tencent); the built-in signature otherwise. */
  chatSigner?: (identifier: string) => string;
}): Promise<AccountContext> {
  const pending = new Set<Promise<void>>();
  const secret = await loadSecret(deps.db, 'accounts');
  return {
    ...deps,
    chatSig: deps.chatSigner ?? ((identifier) => chatSig(secret, identifier)),
    later(task) {
      const run = Promise.resolve()
        .then(task)
        .catch((error: unknown) => deps.onError?.(error));
      pending.add(run);
      void run.then(() => pending.delete(run));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
    passwords: createPasswordGate({ ...PASSWORD_GATE, onHash: deps.onHash }),
    nowS: () => Math.floor(deps.now() / 1000),
    auth: createAuth(deps.db, deps.now, deps.publicUrl),
    limiter: createRateLimiter(deps.kv),
    secret,
  };
}

/** The caller's address, for per-address limits. */
export function clientAddress(request: { ip: string }): string {
  return request.ip || 'unknown';
}
