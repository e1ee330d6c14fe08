import { z } from 'zod';
import type { Page } from '../room.ts';
import {
  VIDEO_CATEGORY_GROUPS,
  VIDEO_LIBRARY_PATHS,
  VIDEO_SEARCH_MAX,
  VIDEO_SORTS,
  type VideoCategory,
  type VideoCategoryList,
  type VideoReaction,
} from '../video-library.ts';
import { VIDEO_PAGE_LIMIT_MAX, type Video } from '../videos.ts';
import { flagParam, idParam } from './room-params.ts';
import { defineRoute, GET, POST, returns } from '../route-definition.ts';

const paging = {
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(VIDEO_PAGE_LIMIT_MAX).default(20),
};
/** `<group>:<value>` (checked again by parseCategoryKey, which names what a key may hold). */
const categoryKey = z.string().trim().min(3).max(40);
const limit = z.coerce.number<number | string>().int().min(1).max(VIDEO_PAGE_LIMIT_MAX).default(10);

/** The video library: entries of the route table (handlers in server/routes/video-library-routes.ts). */
export const videoLibraryRoutes = {
  videoList: defineRoute({
    path: VIDEO_LIBRARY_PATHS.videoList,
    methods: GET,
    login: false,
    params: z.object({ category: categoryKey.optional(), sort: z.enum(VIDEO_SORTS).default('new'), ...paging }),
    result: returns<Page<Video>>(),
  }),
  getList: defineRoute({
    path: VIDEO_LIBRARY_PATHS.getList,
    methods: POST,
    login: true,
    params: z.object(paging),
    result: returns<Page<Video>>(),
  }),
  userPostList: defineRoute({
    path: VIDEO_LIBRARY_PATHS.userPostList,
    methods: GET,
    login: false,
    params: z.object({ user_id: idParam, ...paging }),
    result: returns<Page<Video>>(),
  }),
  classification: defineRoute({
    path: VIDEO_LIBRARY_PATHS.classification,
    methods: GET,
    login: false,
    params: z.object({}),
    result: returns<VideoCategoryList[]>(),
  }),
  allList: defineRoute({
    path: VIDEO_LIBRARY_PATHS.allList,
    methods: GET,
    login: false,
    params: z.object({ group: z.enum(VIDEO_CATEGORY_GROUPS) }),
    result: returns<VideoCategory[]>(),
  }),
  myClassification: defineRoute({
    path: VIDEO_LIBRARY_PATHS.myClassification,
    methods: POST,
    login: true,
    params: z.object({}),
    result: returns<VideoCategory[]>(),
  }),
  addMyClassification: defineRoute({
    path: VIDEO_LIBRARY_PATHS.addMyClassification,
    methods: POST,
    login: true,
    params: z.object({ key: categoryKey, add: flagParam }),
    result: returns<VideoCategory[]>(),
  }),
  recommend: defineRoute({
    path: VIDEO_LIBRARY_PATHS.recommend,
    methods: GET,
    login: false,
    params: z.object({ id: idParam.optional(), limit }),
    result: returns<Video[]>(),
  }),
  search: defineRoute({
    path: VIDEO_LIBRARY_PATHS.search,
    methods: GET,
    login: false,
    params: z.object({ keyword: z.string().trim().min(1).max(VIDEO_SEARCH_MAX), ...paging }),
    result: returns<Page<Video>>(),
  }),
  rank: defineRoute({
    path: VIDEO_LIBRARY_PATHS.rank,
    methods: GET,
    login: false,
    params: z.object({ by: z.enum(['views', 'likes']).default('views'), limit }),
    result: returns<Video[]>(),
  }),
  likes: defineRoute({
    path: VIDEO_LIBRARY_PATHS.likes,
    methods: POST,
    login: true,
    params: z.object({ id: idParam, like: flagParam }),
    result: returns<VideoReaction>(),
  }),
  favorites: defineRoute({
    path: VIDEO_LIBRARY_PATHS.favorites,
    methods: POST,
    login: true,
    params: z.object({ id: idParam, favorite: flagParam }),
    result: returns<VideoReaction>(),
  }),
};
