import { z } from 'zod';
import {
  ECONOMY_PATHS,
  HORN_SCOPES,
  GIFT_MAX_COUNT,
  GUARD_MAX_MONTHS,
  RANK_PERIODS,
  type BackpackItem,
  type Contribution,
  type EnvelopeMade,
  type Gift,
  type GiftResult,
  type GuardBought,
  type GuardList,
  type Horn,
  type HornSent,
  type NobleBought,
  type NobleList,
  type RankRow,
  type OpenEnvelope,
  type RedEnvelope,
} from '../room-economy.ts';
import { idParam, pageParams } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

const clientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);
const count = (max: number) => z.coerce.number<number | string>().int().min(1).max(max);

/** Gifts, rankings, guards, nobles, the horn and red envelopes: entries of the route table (handlers in server/routes/economy-routes.ts). */
export const economyRoutes = {
  giftList: defineRoute({
    path: ECONOMY_PATHS.giftList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<Gift[]>(),
  }),
  backpack: defineRoute({
    path: ECONOMY_PATHS.backpack,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<BackpackItem[]>(),
  }),
  handselGift: defineRoute({
    path: ECONOMY_PATHS.handselGift,
    methods: GET_POST,
    login: true,
    params: z.object({
      room_id: idParam,
      gift_id: idParam,
      count: count(GIFT_MAX_COUNT).default(1),
      source: z.enum(['wallet', 'backpack']).default('wallet'),
      client_id: clientId,
    }),
    result: returns<GiftResult>(),
  }),
  contributionList: defineRoute({
    path: ECONOMY_PATHS.contributionList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam, period: z.enum(['day', 'week']).default('day') }),
    result: returns<Contribution[]>(),
  }),
  ranking: defineRoute({
    path: ECONOMY_PATHS.ranking,
    methods: GET_POST,
    login: false,
    params: z.object({
      kind: z.enum(['anchor', 'wealth']).default('anchor'),
      period: z.enum(RANK_PERIODS).default('day'),
    }),
    result: returns<RankRow[]>(),
  }),
  guardList: defineRoute({
    path: ECONOMY_PATHS.guardList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam.optional() }),
    result: returns<GuardList>(),
  }),
  guardBuy: defineRoute({
    path: ECONOMY_PATHS.guardBuy,
    methods: GET_POST,
    login: true,
    params: z.object({
      room_id: idParam,
      guard_id: idParam,
      months: count(GUARD_MAX_MONTHS).default(1),
      client_id: clientId,
    }),
    result: returns<GuardBought>(),
  }),
  nobleList: defineRoute({
    path: ECONOMY_PATHS.nobleList,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<NobleList>(),
  }),
  nobleBuy: defineRoute({
    path: ECONOMY_PATHS.nobleBuy,
    methods: GET_POST,
    login: true,
    params: z.object({ noble_id: idParam, months: count(GUARD_MAX_MONTHS).default(1), client_id: clientId }),
    result: returns<NobleBought>(),
  }),
  sendHorn: defineRoute({
    path: ECONOMY_PATHS.sendHorn,
    methods: GET_POST,
    login: true,
    params: z.object({
      room_id: idParam,
      text: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(2000)),
      client_id: clientId,
    }),
    result: returns<HornSent>(),
  }),
  hornList: defineRoute({
    path: ECONOMY_PATHS.hornList,
    methods: GET_POST,
    // Public: the room's history and 'all'. Only scope 'mine' needs a login (the handler asks: 700).
    login: false,
    params: z.object({
      scope: z.enum(HORN_SCOPES, { message: 'room, all or mine' }).default('room'),
      ...pageParams,
    }),
    result: returns<Horn[]>(),
  }),
  envelopeCreate: defineRoute({
    path: ECONOMY_PATHS.envelopeCreate,
    methods: GET_POST,
    login: true,
    params: z.object({
      room_id: idParam,
      total: z.coerce.number<number | string>().int(),
      count: z.coerce.number<number | string>().int(),
      client_id: clientId,
    }),
    result: returns<EnvelopeMade>(),
  }),
  envelopeInfo: defineRoute({
    path: ECONOMY_PATHS.envelopeInfo,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam }),
    result: returns<RedEnvelope>(),
  }),
  envelopeReceive: defineRoute({
    path: ECONOMY_PATHS.envelopeReceive,
    methods: GET_POST,
    login: true,
    params: z.object({ id: idParam }),
    result: returns<{ amount: number; balance: number }>(),
  }),
  envelopeOpenList: defineRoute({
    path: ECONOMY_PATHS.envelopeOpenList,
    methods: GET_POST,
    login: false,
    params: z.object({ room_id: idParam }),
    result: returns<OpenEnvelope[]>(),
  }),
};
