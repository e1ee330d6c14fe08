import { z } from 'zod';
import {
  MATCH_SOURCES,
  MEMBER_EXTRA_PATHS,
  type ActivityLink,
  type AnchorExperience,
  type CollectedMatch,
  type CustomerService,
  type Distribution,
  type ListPage,
  type MatchCollectState,
  type PushPage,
  type WatchEntry,
} from '../member-extras.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';
import { flagParam, idParam, matchIdParam, pageParams } from './room-params.ts';

const source = z.enum(MATCH_SOURCES, { message: 'live or history' }).default('live');
/** Form text that may come as a number (a QQ number, a follower count). */
const formText = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional();

/**
 * The member centre's extras: entries of the route table (handlers in
 * server/routes/member-extras-routes.ts and collection-routes.ts).
 */
export const memberExtrasRoutes = {
  collect: defineRoute({
    path: MEMBER_EXTRA_PATHS.collect,
    methods: POST,
    login: true,
    params: z.object({ match_id: matchIdParam, source, collect: flagParam }),
    result: returns<MatchCollectState>(),
  }),
  collectList: defineRoute({
    path: MEMBER_EXTRA_PATHS.collectList,
    methods: GET_POST,
    login: true,
    params: z.object({ ...pageParams, match_id: matchIdParam.optional(), source }),
    result: returns<ListPage<CollectedMatch>>(),
  }),
  watchlist: defineRoute({
    path: MEMBER_EXTRA_PATHS.watchlist,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<ListPage<WatchEntry>>(),
  }),
  anchorExperience: defineRoute({
    path: MEMBER_EXTRA_PATHS.anchorExperience,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<AnchorExperience>(),
  }),
  pushList: defineRoute({
    path: MEMBER_EXTRA_PATHS.pushList,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<PushPage>(),
  }),
  pushRead: defineRoute({
    path: MEMBER_EXTRA_PATHS.pushRead,
    methods: POST,
    login: true,
    params: z.object({ id: idParam.optional() }),
    result: returns<{ unread: number }>(),
  }),
  distribution: defineRoute({
    path: MEMBER_EXTRA_PATHS.distribution,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<Distribution>(),
  }),
  applyChannel: defineRoute({
    path: MEMBER_EXTRA_PATHS.applyChannel,
    methods: POST,
    login: true,
    params: z.object({
      name: formText(200),
      channel_type: formText(16),
      contact_type: formText(16),
      contact: formText(64),
      audience: formText(16),
      url: formText(400),
      intro: formText(4000),
    }),
    result: returns<{ id: number; status: 'pending' }>(),
  }),
  activityUrl: defineRoute({
    path: MEMBER_EXTRA_PATHS.activityUrl,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<ActivityLink>(),
  }),
  kefuInfo: defineRoute({
    path: MEMBER_EXTRA_PATHS.kefuInfo,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<CustomerService>(),
  }),
};
