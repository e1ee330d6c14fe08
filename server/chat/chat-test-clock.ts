import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeZodError, fail, ok } from '../http/envelope.ts';

/** Where the tests set the chat's clock: `POST /test/chat/clock` with `{now_s}` (null: the real clock again). */
export const CHAT_CLOCK_PATH = '/test/chat/clock';

/** The clock chat stamps messages with: the real one, or a time the tests pinned. */
export interface ChatClock {
  nowS(): number;
  pin(nowS: number | null): void;
}

export function createChatClock(realNowS: () => number): ChatClock {
  let pinned: number | null = null;
  return {
    nowS: () => pinned ?? realNowS(),
    pin(nowS) {
      pinned = nowS;
    },
  };
}

const body = z.object({ now_s: z.int().min(0).nullable() });

/**
 * Tests only: pins the time chat stamps new messages with, so a test can lay out a conversation
 * over days (time dividers, relative times) without waiting. Registered only with FEED_CONTROL=1,
 * which the configuration refuses in production.
 */
export function registerChatClockRoutes(app: FastifyInstance, clock: ChatClock): void {
  app.post(CHAT_CLOCK_PATH, async (request) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) return fail(describeZodError(parsed.error));
    clock.pin(parsed.data.now_s);
    return ok({ now_s: clock.nowS() });
  });
}
