import type { FastifyInstance } from 'fastify';
import type { RoomContext } from '../rooms/room-context.ts';
import { registerBarrageRoutes } from './barrage-routes.ts';
import { registerDynamicsRoutes } from './dynamics-routes.ts';
import { registerEconomyRoutes } from './economy-routes.ts';
import { registerFollowRoutes } from './follow-routes.ts';
import { registerModerationRoutes } from './moderation-routes.ts';
import { registerRoomViewRoutes } from './room-view-routes.ts';
import { registerStreamerRoutes } from './streamer-routes.ts';
import { registerVideoRoutes } from './video-routes.ts';

/** Every live-room call: viewing, streaming, moderation, barrage, follows and the room economy. */
export function registerRoomRoutes(app: FastifyInstance, ctx: RoomContext): void {
  registerRoomViewRoutes(app, ctx);
  registerFollowRoutes(app, ctx);
  registerBarrageRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerEconomyRoutes(app, ctx);
  registerStreamerRoutes(app, ctx);
  registerVideoRoutes(app, ctx);
  registerDynamicsRoutes(app, ctx);
}
