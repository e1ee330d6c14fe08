import type { FastifyInstance } from 'fastify';
import { createCommentStore } from '../comments/comment-store.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { registerCommentRoutes } from './comment-routes.ts';
import { registerBarrageRoutes } from './barrage-routes.ts';
import { registerDynamicsRoutes } from './dynamics-routes.ts';
import { registerEconomyRoutes } from './economy-routes.ts';
import { registerFollowRoutes } from './follow-routes.ts';
import { registerModerationRoutes } from './moderation-routes.ts';
import { registerRoomViewRoutes } from './room-view-routes.ts';
import { registerStreamerRoutes } from './streamer-routes.ts';
import { registerVideoRoutes } from './video-routes.ts';

/**
 * Every live-room call: viewing, streaming, moderation, barrage, follows and the room economy;
 * and the comments of every subject (one store, shared with the dynamics' calls).
 */
export function registerRoomRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const { db, limiter, nowS } = ctx.accounts;
  const comments = createCommentStore({ db, limiter, nowS, words: ctx.bannedWords });
  registerRoomViewRoutes(app, ctx);
  registerFollowRoutes(app, ctx);
  registerBarrageRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerEconomyRoutes(app, ctx);
  registerStreamerRoutes(app, ctx);
  registerVideoRoutes(app, ctx);
  registerDynamicsRoutes(app, ctx, comments);
  registerCommentRoutes(app, ctx, comments);
}
