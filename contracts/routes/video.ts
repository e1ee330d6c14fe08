import { z } from 'zod';
import type { Page } from '../room.ts';
import { VIDEO_PAGE_LIMIT_MAX, VIDEO_PATHS, type Video } from '../videos.ts';
import { idParam, textParam } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** Streamers' videos: entries of the route table (handlers in server/routes/video-routes.ts). */
export const videoRoutes = {
  insert: defineRoute({
    path: VIDEO_PATHS.insert,
    methods: POST,
    login: true,
    params: z.object({
      title: textParam(400),
      broadcast_id: idParam.optional(),
      file: z.string().max(300).optional(),
      cover: z.string().max(300).optional(),
    }),
    result: returns<Video>(),
  }),
  delete: defineRoute({
    path: VIDEO_PATHS.delete,
    methods: POST,
    login: true,
    params: z.object({ id: idParam }),
    result: returns<null>(),
  }),
  anchorWorks: defineRoute({
    path: VIDEO_PATHS.anchorWorks,
    methods: GET_POST,
    login: 'own',
    params: z.object({
      anchor_id: idParam.optional(),
      room_id: idParam.optional(),
      page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
      limit: z.coerce.number<number | string>().int().min(1).max(VIDEO_PAGE_LIMIT_MAX).default(20),
    }),
    result: returns<Page<Video>>(),
  }),
  info: defineRoute({
    path: VIDEO_PATHS.info,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam }),
    result: returns<Video>(),
  }),
  addView: defineRoute({
    path: VIDEO_PATHS.addView,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam }),
    result: returns<{ views: number }>(),
  }),
};
