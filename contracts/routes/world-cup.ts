import { z } from 'zod';
import {
  WORLD_CUP_PATHS,
  type WorldCupBracket,
  type WorldCupGroups,
  type WorldCupMatches,
  type WorldCupScorer,
  type WorldCupSquad,
  type WorldCupStadium,
  type WorldCupTeam,
  type WorldCupTournament,
} from '../world-cup.ts';
import { defineRoute, GET, returns } from '../route-definition.ts';
import { idParam } from './room-params.ts';

const season = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, 'a year'));
const bySeason = z.object({ season });

/** The World Cup section: entries of the route table (handlers in server/routes/world-cup-routes.ts). */
export const worldCupRoutes = {
  tournaments: defineRoute({
    path: WORLD_CUP_PATHS.tournaments,
    methods: GET,
    login: false,
    params: z.object({}),
    result: returns<WorldCupTournament[]>(),
  }),
  groups: defineRoute({
    path: WORLD_CUP_PATHS.groups,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupGroups>(),
  }),
  bracket: defineRoute({
    path: WORLD_CUP_PATHS.bracket,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupBracket>(),
  }),
  matches: defineRoute({
    path: WORLD_CUP_PATHS.matches,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupMatches>(),
  }),
  teams: defineRoute({
    path: WORLD_CUP_PATHS.teams,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupTeam[]>(),
  }),
  stadiums: defineRoute({
    path: WORLD_CUP_PATHS.stadiums,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupStadium[]>(),
  }),
  scorers: defineRoute({
    path: WORLD_CUP_PATHS.scorers,
    methods: GET,
    login: false,
    params: bySeason,
    result: returns<WorldCupScorer[]>(),
  }),
  squad: defineRoute({
    path: WORLD_CUP_PATHS.squad,
    methods: GET,
    login: false,
    params: z.object({
      season,
      team_id: idParam,
    }),
    result: returns<WorldCupSquad>(),
  }),
};
