import { z } from 'zod';
import {
  FUN_GUESS_PATHS,
  FUN_GUESS_PERIODS,
  FUN_GUESS_PICKS,
  FUN_GUESS_SPORTS,
  FUN_GUESS_STAKE_MAX,
  FUN_GUESS_STAKE_MIN,
  FUN_GUESS_STATES,
  type FunGuessAccount,
  type FunGuessMatch,
  type FunGuessPlaced,
  type FunGuessRankRow,
  type FunGuessRecordPage,
} from '../fun-guess.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';
import { matchIdParam } from './room-params.ts';

/** Fun-guess: points, today's matches, guessing, records and the leaderboard (handlers in server/routes/fun-guess-routes.ts). */
export const funGuessRoutes = {
  account: defineRoute({
    path: FUN_GUESS_PATHS.account,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<FunGuessAccount>(),
  }),
  matches: defineRoute({
    path: FUN_GUESS_PATHS.matches,
    methods: GET_POST,
    login: false,
    params: z.object({ sport: z.enum(FUN_GUESS_SPORTS, { message: 'football or basketball' }).optional() }),
    result: returns<FunGuessMatch[]>(),
  }),
  place: defineRoute({
    path: FUN_GUESS_PATHS.place,
    methods: POST,
    login: true,
    params: z.object({
      match_id: matchIdParam,
      pick: z.enum(FUN_GUESS_PICKS, { message: 'home, draw or away' }),
      stake: z.coerce.number<number | string>().int().min(FUN_GUESS_STAKE_MIN).max(FUN_GUESS_STAKE_MAX),
    }),
    result: returns<FunGuessPlaced>(),
  }),
  records: defineRoute({
    path: FUN_GUESS_PATHS.records,
    methods: GET_POST,
    login: true,
    params: z.object({
      /** `YYYY-MM-DD`, China time; no earlier than three months ago (the server refuses older). */
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date YYYY-MM-DD' })
        .optional(),
      status: z.enum(FUN_GUESS_STATES, { message: 'pending, win, fail, push or settled' }).optional(),
      page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
      limit: z.coerce.number<number | string>().int().min(1).max(50).default(20),
    }),
    result: returns<FunGuessRecordPage>(),
  }),
  rank: defineRoute({
    path: FUN_GUESS_PATHS.rank,
    methods: GET_POST,
    login: false,
    params: z.object({ period: z.enum(FUN_GUESS_PERIODS, { message: 'day, week or month' }).default('day') }),
    result: returns<FunGuessRankRow[]>(),
  }),
};
