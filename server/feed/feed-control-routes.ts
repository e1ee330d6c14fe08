import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeZodError, fail, ok } from '../http/envelope.ts';
import { FEED_CONTROL_EVENTS, FeedControlError } from './feed-control.ts';
import type { FeedControlRelay } from './feed-control-relay.ts';

/** Where the tests' scripted feed listens: `POST /test/feed/matches/:id`. */
export const FEED_CONTROL_PATH = '/test/feed/matches/:id';

const order = z.object({
  event: z.enum(FEED_CONTROL_EVENTS),
  side: z.enum(['home', 'away']).optional(),
  points: z.int().min(1).max(3).optional(),
});
const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * The tests' scripted feed: `{event, side}` makes that happen in the match now, through the feed
 * (the store versions it, the sockets carry the real frames), on whichever process leads the feed.
 * Registered only with FEED_CONTROL=1, which the configuration refuses in production; anyone who
 * can reach it can change every score.
 */
export function registerFeedControlRoutes(app: FastifyInstance, control: Pick<FeedControlRelay, 'drive'>): void {
  app.post(FEED_CONTROL_PATH, async (request) => {
    const id = params.safeParse(request.params);
    if (!id.success) return fail(describeZodError(id.error));
    const body = order.safeParse(request.body ?? {});
    if (!body.success) return fail(describeZodError(body.error));
    try {
      return ok(await control.drive(id.data.id, body.data));
    } catch (error) {
      if (error instanceof FeedControlError) return fail(error.message);
      throw error;
    }
  });
}
