import type { AnyRoute, RouteInput, RouteMethod, RouteResult } from './route-definition.ts';
import { applicationRoutes } from './routes/application.ts';
import { authRoutes } from './routes/auth.ts';
import { bannerRoutes } from './routes/banner.ts';
import { barrageRoutes } from './routes/barrage.ts';
import { chatRoutes } from './routes/chat.ts';
import { circleRoutes } from './routes/circles.ts';
import { commentRoutes } from './routes/comments.ts';
import { databaseBasketballRoutes } from './routes/database-basketball.ts';
import { databaseFootballRoutes } from './routes/database-football.ts';
import { dynamicsRoutes } from './routes/dynamics.ts';
import { economyRoutes } from './routes/economy.ts';
import { expertRoutes } from './routes/experts.ts';
import { followRoutes } from './routes/follow.ts';
import { funGuessRoutes } from './routes/fun-guess.ts';
import { foresightRoutes } from './routes/foresight.ts';
import { liveRoutes } from './routes/live.ts';
import { mallRoutes } from './routes/mall.ts';
import { matchCentreRoutes } from './routes/match-centre.ts';
import { memberRoutes } from './routes/member.ts';
import { memberExtrasRoutes } from './routes/member-extras.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { newsRoutes } from './routes/news.ts';
import { qrLoginRoutes } from './routes/qr-login.ts';
import { rewardRoutes } from './routes/reward.ts';
import { roomViewRoutes } from './routes/room-view.ts';
import { sandboxPaymentRoutes } from './routes/sandbox-payment.ts';
import { scheduleRoutes } from './routes/schedule.ts';
import { searchRoutes } from './routes/search.ts';
import { streamerRoutes } from './routes/streamer.ts';
import { systemRoutes } from './routes/system.ts';
import { videoRoutes } from './routes/video.ts';
import { videoLibraryRoutes } from './routes/video-library.ts';
import { walletRoutes } from './routes/wallet.ts';
import { worldCupRoutes } from './routes/world-cup.ts';

/**
 * The HTTP API: every call the server answers under `/api/`, grouped by feature. The server
 * registers each handler from its entry (server/http/api-route.ts), the app calls through it
 * (src/lib/api-client.ts `callRoute`) and so do the tests (tests/support/accounts.ts `call`). A
 * unit test (server/http/route-coverage.test.ts) fails when the server serves a route this table
 * does not hold, or the table holds one no handler serves.
 *
 * IMPORTANT: the app imports this module for its types only (`import type`): its values hold the
 * zod schemas, which stay on the server and in the tests.
 */
export const ROUTE_GROUPS = {
  applicationRoutes,
  authRoutes,
  bannerRoutes,
  barrageRoutes,
  chatRoutes,
  circleRoutes,
  commentRoutes,
  databaseBasketballRoutes,
  databaseFootballRoutes,
  dynamicsRoutes,
  economyRoutes,
  expertRoutes,
  followRoutes,
  funGuessRoutes,
  foresightRoutes,
  liveRoutes,
  mallRoutes,
  matchCentreRoutes,
  memberRoutes,
  memberExtrasRoutes,
  moderationRoutes,
  newsRoutes,
  qrLoginRoutes,
  rewardRoutes,
  roomViewRoutes,
  sandboxPaymentRoutes,
  scheduleRoutes,
  searchRoutes,
  streamerRoutes,
  systemRoutes,
  videoRoutes,
  videoLibraryRoutes,
  walletRoutes,
  worldCupRoutes,
};

type Groups = typeof ROUTE_GROUPS;
/** Every route entry, as a union. */
export type ApiRoute = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];
/** Every call path (`user/login`, ...). */
export type ApiPath = ApiRoute['path'];
/** The entry of one call path. */
export type RouteAt<P extends ApiPath> = Extract<ApiRoute, { path: P }>;
/** What a caller of a path sends, and what it gets back. */
export type InputAt<P extends ApiPath> = RouteInput<RouteAt<P>>;
export type ResultAt<P extends ApiPath> = RouteResult<RouteAt<P>>;
/** The paths that accept a method. */
type PathAccepting<M extends RouteMethod> = ApiRoute extends infer R
  ? R extends ApiRoute
    ? M extends R['methods'][number]
      ? R['path']
      : never
    : never
  : never;
/** The methods a path accepts (for a union of paths: the methods every one of them accepts). */
export type MethodAt<P extends ApiPath> = {
  [M in RouteMethod]: [P] extends [PathAccepting<M>] ? M : never;
}[RouteMethod];

/** Every entry of the table, flat. */
export function allRoutes(): AnyRoute[] {
  return Object.values(ROUTE_GROUPS).flatMap((group) => Object.values(group) as AnyRoute[]);
}
