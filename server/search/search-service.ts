import type { Kysely } from 'kysely';
import type { LiveMatch } from '../../contracts/match.ts';
import type { SearchIndexResult, SearchLeague, SearchNews, SearchTeam } from '../../contracts/search.ts';
import { searchCircles, searchPosts } from '../circles/circle-search.ts';
import type { DB } from '../db/schema.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { normalizeSearchText } from './normalize.ts';
import { matchingWords } from '../videos/video-library-repository.ts';
import { videosOf } from '../videos/video-repository.ts';
import { searchAnchors, searchRooms } from './room-search.ts';
import type { SearchIndex } from './search-index.ts';

/** How many of each kind `Search/index` shows (the tabs page the rest). */
const SUMMARY = {
  teams: 20,
  leagues: 10,
  matches: 20,
  anchors: 8,
  rooms: 8,
  news: 10,
  circles: 10,
  posts: 10,
  videos: 8,
};
/** Approved headlines read per query (the newest). */
const HEADLINE_SCAN = 500;

export interface SearchDeps {
  db: Kysely<DB>;
  index: SearchIndex;
  rooms: RoomContext;
  /** Today's matches (the live mirror). */
  matches: () => LiveMatch[];
}

function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function teamsOf(db: Kysely<DB>, ids: number[]): Promise<SearchTeam[]> {
  if (ids.length === 0) return [];
  const [rows, leagues] = await Promise.all([
    db.selectFrom('teams').select(['id', 'sport', 'name_zh', 'name_en', 'name_vi']).where('id', 'in', ids).execute(),
    db
      .selectFrom('season_teams')
      .innerJoin('seasons', 'seasons.id', 'season_teams.season_id')
      .innerJoin('leagues', 'leagues.id', 'seasons.league_id')
      .select(['season_teams.team_id', 'leagues.code'])
      .where('season_teams.team_id', 'in', ids)
      .orderBy('seasons.id', 'desc')
      .execute(),
  ]);
  const latest = new Map<number, string>();
  for (const l of leagues) if (!latest.has(l.team_id)) latest.set(l.team_id, l.code);
  return inOrder(ids, rows).map((t) => ({ ...t, league_code: latest.get(t.id) ?? null }));
}

async function leaguesOf(db: Kysely<DB>, ids: number[]): Promise<SearchLeague[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leagues')
    .select(['id', 'code', 'sport', 'name_zh', 'name_en', 'name_vi'])
    .where('id', 'in', ids)
    .execute();
  return inOrder(ids, rows);
}

const LIVE_FIRST: Record<string, number> = { live: 0, halftime: 0, notstarted: 1 };

function todaysMatches(all: LiveMatch[], q: string, teamIds: Set<number>, leagueIds: Set<number>): LiveMatch[] {
  const named = (m: LiveMatch) =>
    (['zh', 'en', 'vi'] as const).some(
      (l) =>
        normalizeSearchText(m[`home_team_name_${l}`]).includes(q) ||
        normalizeSearchText(m[`away_team_name_${l}`]).includes(q),
    );
  return all
    .filter((m) => teamIds.has(m.home_team_id) || teamIds.has(m.away_team_id) || leagueIds.has(m.league_id) || named(m))
    .sort((a, b) => (LIVE_FIRST[a.status] ?? 2) - (LIVE_FIRST[b.status] ?? 2) || a.match_time - b.match_time)
    .slice(0, SUMMARY.matches);
}

async function headlines(db: Kysely<DB>, q: string): Promise<SearchNews[]> {
  const rows = await db
    .selectFrom('headlines')
    .select(['id', 'title'])
    .where('status', '=', 'approved')
    .orderBy('id', 'desc')
    .limit(HEADLINE_SCAN)
    .execute();
  return rows
    .filter((r) => normalizeSearchText(r.title).includes(q))
    .slice(0, SUMMARY.news)
    .map((r) => ({ id: `h${r.id}`, title: r.title }));
}

/** What the search calls answer; `name` is already checked (1-10 characters). */
export function createSearchService(deps: SearchDeps) {
  const { db, index, rooms } = deps;
  return {
    async summary(name: string): Promise<SearchIndexResult> {
      const q = normalizeSearchText(name);
      const [teamHits, leagueHits, anchors, liveRooms, news, videoRows] = await Promise.all([
        index.find('team', q, SUMMARY.teams),
        index.find('league', q, SUMMARY.leagues),
        searchAnchors(rooms, name, 1, SUMMARY.anchors),
        searchRooms(rooms, name, 1, SUMMARY.rooms),
        headlines(db, q),
        // Newest first; the search shows no total, so none is counted.
        matchingWords(name.trim())(db.selectFrom('videos'))
          .selectAll('videos')
          .orderBy('videos.id', 'desc')
          .limit(SUMMARY.videos)
          .execute(),
      ]);
      const teamIds = teamHits.map((h) => h.refId);
      const leagueIds = leagueHits.map((h) => h.refId);
      const [teams, leagues, circles, posts, videos] = await Promise.all([
        teamsOf(db, teamIds),
        leaguesOf(db, leagueIds),
        searchCircles(db, { teamIds, leagueIds, query: q }, SUMMARY.circles),
        searchPosts(db, q, SUMMARY.posts),
        // Search answers the same to everyone (no viewer's likes on its cards).
        videosOf(db, rooms.media, videoRows, null),
      ]);
      return {
        teams,
        leagues,
        matches: todaysMatches(deps.matches(), q, new Set(teamIds), new Set(leagueIds)),
        anchors: anchors.list,
        rooms: liveRooms.list,
        news,
        circles,
        posts,
        videos,
      };
    },
    anchors: (name: string, page: number, limit: number) => searchAnchors(rooms, name, page, limit),
    rooms: (name: string, page: number, limit: number) => searchRooms(rooms, name, page, limit),
  };
}
