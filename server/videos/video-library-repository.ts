import { sql, type SelectQueryBuilder } from 'kysely';
import {
  VIDEO_GROUP_PREVIEW,
  parseCategoryKey,
  type VideoCategory,
  type VideoCategoryGroup,
  type VideoCategoryList,
  type VideoSort,
} from '../../contracts/video-library.ts';
import type { DB } from '../db/schema.ts';
import type { Db } from '../wallet/ledger.ts';
import type { VideoRow } from './video-repository.ts';

/** The SQL of the library: lists by category, search, rank, categories and their counts. */

type VideoQuery = SelectQueryBuilder<DB, 'videos', object>;

/** Narrows a query of videos to one category; false when the key names none. */
export function inCategory(query: VideoQuery, key: string): VideoQuery | null {
  const parsed = parseCategoryKey(key);
  if (!parsed) return null;
  const { group, value } = parsed;
  if (group === 'sport') return query.where('videos.sport', '=', value);
  if (group === 'league') return query.where('videos.league_id', '=', Number(value));
  if (group === 'anchor') return query.where('videos.user_id', '=', Number(value));
  return query.where('videos.source', '=', value as VideoRow['source']);
}

const ORDER: Record<VideoSort, 'id' | 'views' | 'likes'> = { new: 'id', views: 'views', likes: 'likes' };

/** A page of a filtered list, with the total. */
export async function pageOf(
  db: Db,
  filter: (query: VideoQuery) => VideoQuery,
  sort: VideoSort,
  page: number,
  limit: number,
): Promise<{ rows: VideoRow[]; total: number }> {
  const base = filter(db.selectFrom('videos'));
  const [rows, total] = await Promise.all([
    base
      .selectAll('videos')
      .orderBy(`videos.${ORDER[sort]}`, 'desc')
      .orderBy('videos.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Titles, anchors' nicknames and highlights' team names that contain every word of `keyword` (case-insensitive). */
export function matchingWords(keyword: string) {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, 4);
  return (query: VideoQuery): VideoQuery =>
    words.reduce(
      (q, word) =>
        q.where((eb) => {
          // IMPORTANT: SQLite has no default LIKE escape character; both dialects accept this one.
          const like = (column: string) =>
            sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(word)} escape '\\'`;
          return eb.or([
            like('videos.title'),
            eb('videos.user_id', 'in', eb.selectFrom('users').select('users.id').where(like('users.nickname'))),
            // A highlight's title is stored in one language; its teams are found in all three.
            eb(
              'videos.id',
              'in',
              eb
                .selectFrom('video_goal_marks')
                .select('video_goal_marks.video_id')
                .where('video_goal_marks.video_id', 'is not', null)
                .where(like('video_goal_marks.teams')),
            ),
          ]);
        }),
      query,
    );
}

interface CountRow {
  value: string | number | null;
  n: number | string;
}

async function groupCounts(db: Db, group: VideoCategoryGroup): Promise<CountRow[]> {
  const column = { sport: 'sport', league: 'league_id', anchor: 'user_id', kind: 'source' } as const;
  const col = column[group];
  return db
    .selectFrom('videos')
    .select((eb) => [eb.ref(col).as('value'), eb.fn.countAll<number>().as('n')])
    .where(col, 'is not', null)
    .groupBy(col)
    .execute() as Promise<CountRow[]>;
}

const NO_NAMES = { zh: '', en: '', vi: '' };

/** Every category of a first-level list with its count, the busiest first (then by key). */
export async function categoriesOf(db: Db, group: VideoCategoryGroup): Promise<VideoCategory[]> {
  const rows = await groupCounts(db, group);
  const values = rows.map((r) => String(r.value));
  const names = new Map<string, { zh: string; en: string; vi: string }>();
  if (group === 'league' && values.length > 0) {
    const leagues = await db
      .selectFrom('leagues')
      .select(['id', 'short_name_zh', 'short_name_en', 'short_name_vi'])
      .where('id', 'in', values.map(Number))
      .execute();
    for (const l of leagues) names.set(String(l.id), { zh: l.short_name_zh, en: l.short_name_en, vi: l.short_name_vi });
  }
  if (group === 'anchor' && values.length > 0) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'nickname'])
      .where('id', 'in', values.map(Number))
      .execute();
    for (const u of users) names.set(String(u.id), { zh: u.nickname, en: u.nickname, vi: u.nickname });
  }
  return rows
    .map((r) => ({
      key: `${group}:${String(r.value)}`,
      group,
      names: names.get(String(r.value)) ?? NO_NAMES,
      count: Number(r.n),
    }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The first-level lists, each with its busiest few. */
export async function firstLevelLists(db: Db, groups: readonly VideoCategoryGroup[]): Promise<VideoCategoryList[]> {
  return Promise.all(
    groups.map(async (group) => {
      const all = await categoriesOf(db, group);
      return { group, list: all.slice(0, VIDEO_GROUP_PREVIEW), total: all.length };
    }),
  );
}

/** Categories by key (any group), with counts; a key with no videos keeps count 0 and no names. */
export async function categoriesByKey(db: Db, keys: readonly string[]): Promise<VideoCategory[]> {
  const groups = [...new Set(keys.flatMap((k) => parseCategoryKey(k)?.group ?? []))];
  const known = new Map<string, VideoCategory>();
  for (const group of groups) for (const c of await categoriesOf(db, group)) known.set(c.key, c);
  return keys.flatMap((key) => {
    const parsed = parseCategoryKey(key);
    if (!parsed) return [];
    return [known.get(key) ?? { key, group: parsed.group, names: NO_NAMES, count: 0 }];
  });
}

/** Videos like this one: the same match, then league, then anchor; the rest by views. */
export async function relatedVideos(db: Db, video: VideoRow | undefined, limit: number): Promise<VideoRow[]> {
  const picked: VideoRow[] = [];
  const seen = new Set<number>(video ? [video.id] : []);
  const take = async (filter: (q: VideoQuery) => VideoQuery) => {
    if (picked.length >= limit) return;
    const rows = await filter(db.selectFrom('videos'))
      .selectAll('videos')
      .where('videos.id', 'not in', [...seen, 0])
      .orderBy('videos.views', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(limit - picked.length)
      .execute();
    for (const row of rows) {
      seen.add(row.id);
      picked.push(row);
    }
  };
  if (video?.match_id != null) await take((q) => q.where('videos.match_id', '=', video.match_id));
  if (video?.league_id != null) await take((q) => q.where('videos.league_id', '=', video.league_id));
  if (video) await take((q) => q.where('videos.user_id', '=', video.user_id));
  await take((q) => q);
  return picked;
}
