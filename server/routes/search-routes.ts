import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchRoutes } from '../../contracts/routes/search.ts';
import { SEARCH_NAME_MAX } from '../../contracts/search.ts';
import { userError } from '../http/messages.ts';
import { apiRoute } from '../http/api-route.ts';
import type { createSearchService } from '../search/search-service.ts';

type SearchService = ReturnType<typeof createSearchService>;

/** The search term, trimmed: 1 to 10 characters (as the box allows), else code 1. */
function searchName(request: FastifyRequest, name: string): string {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > SEARCH_NAME_MAX) throw userError(request, 'validation:search.nameLength');
  return trimmed;
}

/** `Search/index` (every kind, a few each), `Search/anchor` and `Search/live` (paged tabs). */
export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  apiRoute(app, searchRoutes.index, (p, request) => search.summary(searchName(request, p.name)));
  apiRoute(app, searchRoutes.anchor, (p, request) => search.anchors(searchName(request, p.name), p.page, p.limit));
  apiRoute(app, searchRoutes.live, (p, request) => search.rooms(searchName(request, p.name), p.page, p.limit));
}
