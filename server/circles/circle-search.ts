import type { Kysely } from 'kysely';
import { CIRCLE_REPORTS_TO_HIDE } from '../../contracts/circles.ts';
import type { SearchCircle, SearchPost } from '../../contracts/search.ts';
import type { DB } from '../db/schema.ts';
import { normalizeSearchText } from '../search/normalize.ts';

/**
 * The community in `Search/index`: the circles of the teams and leagues found (and topics by
 * name), and posts whose text holds the query. Posts change all the time, so, as readers'
 * headlines are, they are matched at query time over the newest ones (folded the same way as
 * the index, so accents and case never matter).
 */

/** Posts read per query (the newest). */
const POST_SCAN = 500;
const EXCERPT = 80;

export async function searchCircles(
  db: Kysely<DB>,
  found: { teamIds: readonly number[]; leagueIds: readonly number[]; query: string },
  limit: number,
): Promise<SearchCircle[]> {
  const codes = [...found.teamIds.map((id) => `team:${id}`), ...found.leagueIds.map((id) => `league:${id}`)];
  const [byCode, topics] = await Promise.all([
    codes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('circles')
          .select(['id', 'code', 'kind', 'name_zh', 'name_en', 'name_vi', 'members'])
          .where('code', 'in', codes)
          .execute(),
    db
      .selectFrom('circles')
      .select(['id', 'code', 'kind', 'name_zh', 'name_en', 'name_vi', 'search_text', 'members'])
      .where('kind', '=', 'topic')
      .execute(),
  ]);
  const order = new Map(codes.map((code, i) => [code, i]));
  const rows = [
    ...byCode.sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0)),
    ...topics.filter((t) => t.search_text.includes(found.query)),
  ];
  return rows.slice(0, limit).map((r) => ({
    id: r.id,
    kind: r.kind,
    name: { zh: r.name_zh, en: r.name_en, vi: r.name_vi },
    members: Number(r.members),
  }));
}

export async function searchPosts(db: Kysely<DB>, query: string, limit: number): Promise<SearchPost[]> {
  const rows = await db
    .selectFrom('circle_posts as p')
    .innerJoin('circles as c', 'c.id', 'p.circle_id')
    .select(['p.id', 'p.content', 'c.id as circle_id', 'c.name_zh', 'c.name_en', 'c.name_vi'])
    .where('p.reports', '<', CIRCLE_REPORTS_TO_HIDE)
    .orderBy('p.id', 'desc')
    .limit(POST_SCAN)
    .execute();
  return rows
    .filter((r) => normalizeSearchText(r.content).includes(query))
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      circle_id: r.circle_id,
      circle: { zh: r.name_zh, en: r.name_en, vi: r.name_vi },
      excerpt: [...r.content].slice(0, EXCERPT).join(''),
    }));
}
