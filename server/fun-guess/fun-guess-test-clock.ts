import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeZodError, fail, ok } from '../http/envelope.ts';

/** Where the tests set the time new guesses are stamped with: `POST /test/fun-guess/clock` with `{now_s}` (null: the real clock). */
export const FUN_GUESS_CLOCK_PATH = '/test/fun-guess/clock';

const body = z.object({ now_s: z.int().min(0).nullable() });

/**
 * Tests only: pins the time a new guess is stamped with, so a test can hold a guess older than the
 * three months records are kept for without waiting. Registered only with FEED_CONTROL=1, which the
 * configuration refuses in production. Settlement and the leaderboard keep the real clock.
 */
export function registerFunGuessClockRoute(app: FastifyInstance, realNowS: () => number): () => number {
  let pinned: number | null = null;
  app.post(FUN_GUESS_CLOCK_PATH, async (request) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) return fail(describeZodError(parsed.error));
    pinned = parsed.data.now_s;
    return ok({ now_s: pinned ?? realNowS() });
  });
  return () => pinned ?? realNowS();
}
