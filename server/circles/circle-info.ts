import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Circle, CircleInfo } from '../../contracts/circles.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import { requireCircle } from './circle-directory.ts';
import { teamMatch } from './circle-match.ts';
import { joinedOf, toCircle } from './circle-views.ts';

/**
 * Where a circle's latest news are (the news module's list, `Portal_post/getList2`): a team's
 * match reports, a league's, a topic's sport's. The news cover football and basketball only.
 */
async function newsOf(db: Kysely<DB>, circle: Circle): Promise<CircleInfo['news']> {
  if (circle.sport === 'esports') return null;
  if (circle.team_id !== null) return { category: 'all', team: circle.team_id };
  if (circle.league_id !== null) {
    const league = await db.selectFrom('leagues').select('code').where('id', '=', circle.league_id).executeTakeFirst();
    return league ? { category: league.code } : null;
  }
  return { category: circle.sport };
}

/** One circle for the viewer, with a team's match (today's from the feed, else from the data) and its news. */
export async function circleInfo(
  request: FastifyRequest,
  deps: { db: Kysely<DB>; feed: readonly LiveMatch[]; nowS: number },
  which: { id?: number | undefined; team_id?: number | undefined; league_id?: number | undefined },
  viewerId: number | null,
): Promise<CircleInfo> {
  const row = await requireCircle(request, deps.db, which);
  const circle = toCircle(row, (await joinedOf(deps.db, [row.id], viewerId)).has(row.id));
  const match = circle.team_id === null ? null : await teamMatch(deps.db, deps.feed, circle.team_id, deps.nowS);
  return { ...circle, match, news: await newsOf(deps.db, circle) };
}
