import { z } from 'zod';
import { LANGS } from '../match.ts';
import { SEARCH_PATHS, type SearchAnchorPage, type SearchIndexResult, type SearchRoomPage } from '../search.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';
import { pageParams, textParam } from './room-params.ts';

/** The handler checks the trimmed length (1-10) and answers in the caller's language. */
const name = textParam(100);
const lang = z.enum(LANGS, { message: 'zh, en or vi' }).default('zh');

/** Search: entries of the route table (handlers in server/routes/search-routes.ts). */
export const searchRoutes = {
  index: defineRoute({
    path: SEARCH_PATHS.index,
    methods: GET_POST,
    login: false,
    params: z.object({ name, lang }),
    result: returns<SearchIndexResult>(),
  }),
  anchor: defineRoute({
    path: SEARCH_PATHS.anchor,
    methods: GET_POST,
    login: false,
    params: z.object({ name, ...pageParams }),
    result: returns<SearchAnchorPage>(),
  }),
  live: defineRoute({
    path: SEARCH_PATHS.live,
    methods: GET_POST,
    login: false,
    params: z.object({ name, ...pageParams }),
    result: returns<SearchRoomPage>(),
  }),
};
