import { z } from 'zod';
import {
  ANALYSIS_MAX,
  EXPERT_PATHS,
  RECORD_WINDOWS,
  SCHEME_MARKETS,
  SCHEME_PICKS,
  SCHEME_PRICE_MAX,
  type ExpertArticle,
  type ExpertHome,
  type ExpertProfile,
  type ExpertSummary,
  type FollowState,
  type SchemeDetail,
  type SchemeMatch,
  type SchemePage,
} from '../experts.ts';
import { ODDS_COMPANIES, type CompanyId } from '../odds.ts';
import { flagParam, idParam, matchIdParam, pageParams } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

/** The seed's `type`: 0 football, 1 basketball. */
const kindParam = z.coerce
  .number<number | string>()
  .int()
  .refine((n): n is 0 | 1 => n === 0 || n === 1, { message: '0 or 1' })
  .transform((n) => n as 0 | 1);
const idOnly = z.object({ id: idParam });

/** Experts and their schemes: entries of the route table (handlers in server/routes/expert-routes.ts). */
export const expertRoutes = {
  matches: defineRoute({
    path: EXPERT_PATHS.matches,
    methods: GET_POST,
    login: false,
    params: z.object({ type: kindParam.optional() }),
    result: returns<SchemeMatch[]>(),
  }),
  publish: defineRoute({
    path: EXPERT_PATHS.publish,
    methods: POST,
    login: true,
    params: z.object({
      match_id: matchIdParam,
      market: z.enum(SCHEME_MARKETS, { message: 'eu, asia or ou' }),
      pick: z.enum(SCHEME_PICKS, { message: 'home, draw, away, over or under' }),
      company_id: z.coerce
        .number<number | string>()
        .int()
        .refine((n): n is CompanyId => ODDS_COMPANIES.some((c) => c.id === n), { message: 'a company id' })
        .transform((n) => n as CompanyId),
      analysis: z.string().max(ANALYSIS_MAX * 2),
      price: z.coerce.number<number | string>().int().min(0).max(SCHEME_PRICE_MAX).default(0),
      refund_on_lose: flagParam,
    }),
    result: returns<SchemeDetail>(),
  }),
  ranking: defineRoute({
    path: EXPERT_PATHS.ranking,
    methods: GET_POST,
    login: false,
    params: z.object({
      type: kindParam.default(0),
      window: z.coerce
        .number<number | string>()
        .int()
        .refine((n) => (RECORD_WINDOWS as readonly number[]).includes(n), { message: '10, 20 or 50' })
        .default(10),
    }),
    result: returns<ExpertSummary[]>(),
  }),
  home: defineRoute({
    path: EXPERT_PATHS.home,
    methods: GET_POST,
    login: false,
    params: z.object({ type: kindParam.default(0) }),
    result: returns<ExpertHome>(),
  }),
  info: defineRoute({
    path: EXPERT_PATHS.info,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam, type: kindParam.optional() }),
    result: returns<ExpertProfile>(),
  }),
  scheme: defineRoute({
    path: EXPERT_PATHS.scheme,
    methods: GET_POST,
    login: false,
    params: idOnly,
    result: returns<SchemeDetail>(),
  }),
  buy: defineRoute({
    path: EXPERT_PATHS.buy,
    methods: POST,
    login: true,
    params: idOnly,
    result: returns<SchemeDetail>(),
  }),
  follow: defineRoute({
    path: EXPERT_PATHS.follow,
    methods: POST,
    login: true,
    params: z.object({ id: idParam, follow: flagParam }),
    result: returns<FollowState>(),
  }),
  purchases: defineRoute({
    path: EXPERT_PATHS.purchases,
    methods: GET_POST,
    login: true,
    params: z.object(pageParams),
    result: returns<SchemePage>(),
  }),
  articles: defineRoute({
    path: EXPERT_PATHS.articles,
    methods: GET_POST,
    login: false,
    params: idOnly,
    result: returns<ExpertArticle[]>(),
  }),
};
