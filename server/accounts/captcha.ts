import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaAnswer, CaptchaChallenge } from '../../contracts/account.ts';
import type { KeyValueStore } from '../kv/kv-store.ts';
import { drawPuzzle, PICTURE } from './captcha-picture.ts';

/** A captcha provider: the built-in slider by default; a hosted one implements the same interface. */
export interface CaptchaProvider {
  create(): Promise<CaptchaChallenge>;
  /** Checks an answer (one try per challenge); returns a single-use pass, or null. */
  verify(answer: CaptchaAnswer): Promise<string | null>;
  /** Spends a pass; true once, then false. */
  consume(pass: string): Promise<boolean>;
}

const TOLERANCE_PX = 6;
const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 2 * 60_000;

/** The proof of work's default size: the browser tries ~25,000 hashes on average (a fraction of a second). */
export const POW_MAX_NUMBER = 50_000;

/**
 * The built-in slider: drag the piece into the gap. The gap's place is in the picture's pixels
 * only; the server checks the position and that the drag was a hand's (time, steps, where it
 * ended), and a proof of work (ALTCHA: find the number whose SHA-256 with the salt is the
 * challenge) makes every attempt cost the client CPU, so scripted registration is not free.
 */
export function createSliderCaptcha(
  store: KeyValueStore,
  options: { hmacKey: string; powMaxNumber?: number },
): CaptchaProvider {
  const { width, height, piece } = PICTURE;
  return {
    async create() {
      const id = randomBytes(16).toString('base64url');
      const x = 80 + randomInt(width - piece - 90);
      const y = 10 + randomInt(height - piece - 20);
      const pictures = drawPuzzle(x, y);
      const pow = await createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.powMaxNumber ?? POW_MAX_NUMBER,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      await store.set(`captcha:${id}`, JSON.stringify({ x, pow: pow.challenge }), CHALLENGE_TTL_MS);
      return { id, ...pictures, width, height, piece_y: y, piece_size: piece, pow };
    },
    async verify(answer) {
      const stored = await store.take(`captcha:${answer.id}`);
      if (stored === null) return null;
      const target = JSON.parse(stored) as { x: number; pow: string };
      if (!(await powSolved(answer.pow, target.pow, options.hmacKey))) return null;
      if (Math.abs(answer.x - target.x) > TOLERANCE_PX) return null;
      if (!isHumanDrag(answer)) return null;
      const pass = randomBytes(24).toString('base64url');
      await store.set(`captcha-pass:${pass}`, '1', PASS_TTL_MS);
      return pass;
    },
    async consume(pass) {
      if (!pass || pass.length > 64) return false;
      return (await store.take(`captcha-pass:${pass}`)) !== null;
    },
  };
}

/** The solved proof of work of THIS challenge (a payload solved for another one is refused). */
async function powSolved(payload: string | undefined, challenge: string, hmacKey: string): Promise<boolean> {
  if (!payload || payload.length > 2048) return false;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge?: unknown };
    if (decoded.challenge !== challenge) return false;
    return await verifySolution(payload, hmacKey, true);
  } catch {
    return false;
  }
}

/** The longest a drag (or a run of key presses) may take: the challenge's own lifetime. */
const TRAIL_MAX_MS = CHALLENGE_TTL_MS;

/**
 * A move by hand, with a pointer or with the keyboard: it takes time (120 ms at least), moves
 * through several places on the way (a drag's many small moves, or arrow keys' discrete steps,
 * also after Home/End) and ends where it was let go. A script's straight jump from the start to
 * the answer, or a "trail" that only sits on one place, is refused. Times never go backwards.
 */
export function isHumanDrag(answer: CaptchaAnswer): boolean {
  const trail = answer.trail;
  if (!Array.isArray(trail) || trail.length < 4 || trail.length > 2000) return false;
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last) return false;
  const duration = last[0] - first[0];
  if (duration < 120 || duration > TRAIL_MAX_MS) return false;
  if (Math.abs(last[1] - answer.x) > 2) return false;
  for (let i = 1; i < trail.length; i++) if ((trail[i]?.[0] ?? 0) < (trail[i - 1]?.[0] ?? 0)) return false;
  // Places visited other than the start and the end: a jump has none.
  const between = new Set(trail.map((p) => Math.round(p[1])));
  between.delete(Math.round(first[1]));
  between.delete(Math.round(last[1]));
  return between.size >= 2;
}
