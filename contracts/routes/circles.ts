import { z } from 'zod';
import {
  CIRCLE_IMAGES_INPUT_MAX,
  CIRCLE_KINDS,
  CIRCLE_PAGE_LIMIT_MAX,
  CIRCLE_PATHS,
  CIRCLE_POST_TYPES,
  CIRCLE_SORTS,
  type CircleInfo,
  type CircleLikeState,
  type CircleMembership,
  type CirclePage,
  type CirclePost,
  type CirclePostPage,
} from '../circles.ts';
import { SPORTS } from '../match.ts';
import { REPORT_TEXT_MAX } from '../room-rules.ts';
import { idParam, textParam } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const paging = {
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(CIRCLE_PAGE_LIMIT_MAX).default(20),
};

/** An optional id the seed may send as `0` or `''` for "none". */
const optionalId = z
  .union([idParam, z.literal(0), z.literal('0'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' && value > 0 ? value : undefined));

/** An optional choice the seed may send as `''` (or `all`) for "any". */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal(''), z.literal('all')], { message })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value));

const sort = z.enum(CIRCLE_SORTS, { message: 'hot or new' }).default('hot');
const idOnly = z.object({ id: idParam });

/** Circles, their members and posts: entries of the route table (handlers in server/routes/circle-routes.ts). */
export const circleRoutes = {
  list: defineRoute({
    path: CIRCLE_PATHS.list,
    methods: GET_POST,
    login: false,
    params: z.object({
      sport: anyOf(SPORTS, 'football, basketball or esports'),
      kind: anyOf(CIRCLE_KINDS, 'club, nation, league or topic'),
      keyword: textParam(20),
      sort,
      ...paging,
    }),
    result: returns<CirclePage>(),
  }),
  mine: defineRoute({
    path: CIRCLE_PATHS.mine,
    methods: GET_POST,
    login: true,
    params: z.object(paging),
    result: returns<CirclePage>(),
  }),
  info: defineRoute({
    path: CIRCLE_PATHS.info,
    methods: GET_POST,
    login: false,
    params: z.object({ id: optionalId, team_id: optionalId, league_id: optionalId }),
    result: returns<CircleInfo>(),
  }),
  join: defineRoute({
    path: CIRCLE_PATHS.join,
    methods: GET_POST,
    login: true,
    params: idOnly,
    result: returns<CircleMembership>(),
  }),
  quit: defineRoute({
    path: CIRCLE_PATHS.quit,
    methods: GET_POST,
    login: true,
    params: idOnly,
    result: returns<CircleMembership>(),
  }),
  postList: defineRoute({
    path: CIRCLE_PATHS.postList,
    methods: GET_POST,
    login: false,
    params: z.object({ circle_id: optionalId, sort, ...paging }),
    result: returns<CirclePostPage>(),
  }),
  postInfo: defineRoute({
    path: CIRCLE_PATHS.postInfo,
    methods: GET_POST,
    login: false,
    params: idOnly,
    result: returns<CirclePost>(),
  }),
  insertPost: defineRoute({
    path: CIRCLE_PATHS.insertPost,
    methods: POST,
    login: true,
    params: z.object({
      // Checked by the handler, so a missing circle says the seed's 'Please select a circle'.
      circle_id: optionalId,
      content: textParam(10_000),
      type: z.enum(CIRCLE_POST_TYPES, { message: 'image or video' }).default('image'),
      images: z.union([z.string().max(CIRCLE_IMAGES_INPUT_MAX), z.array(z.unknown()).max(100)]).optional(),
      video: z.string().max(200).optional(),
      cover: z.string().max(200).optional(),
    }),
    result: returns<CirclePost>(),
  }),
  deletePost: defineRoute({
    path: CIRCLE_PATHS.deletePost,
    methods: GET_POST,
    login: true,
    params: idOnly,
    result: returns<null>(),
  }),
  likes: defineRoute({
    path: CIRCLE_PATHS.likes,
    methods: GET_POST,
    login: true,
    params: idOnly,
    result: returns<CircleLikeState>(),
  }),
  report: defineRoute({
    path: CIRCLE_PATHS.report,
    methods: GET_POST,
    login: true,
    params: z.object({ id: idParam, reason: textParam(32), text: textParam(REPORT_TEXT_MAX * 4) }),
    result: returns<null>(),
  }),
};
