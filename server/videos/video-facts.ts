import type { LiveMatch } from '../../contracts/match.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';
import type { VideoGoal, VideoNames } from '../../contracts/videos.ts';
import type { VideoRow } from './video-repository.ts';
import type { Db } from '../wallet/ledger.ts';

/** What the library shows beside a video row: league names, the goal of a clip, the viewer's own marks. */

export interface LibraryFacts {
  leagues: Map<number, { id: number } & VideoNames>;
  goals: Map<number, VideoGoal>;
  liked: Set<number>;
  favorited: Set<number>;
}

export async function libraryFacts(db: Db, rows: VideoRow[], viewerId: number | null): Promise<LibraryFacts> {
  const ids = rows.map((r) => r.id);
  const leagueIds = [...new Set(rows.flatMap((r) => (r.league_id === null ? [] : [Number(r.league_id)])))];
  const clipIds = rows.filter((r) => r.source === 'highlight').map((r) => r.id);
  const mine = (table: 'video_likes' | 'video_favorites') =>
    viewerId === null || ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom(table).select('video_id').where('user_id', '=', viewerId).where('video_id', 'in', ids).execute();
  const [leagues, marks, liked, favorited] = await Promise.all([
    leagueIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('leagues')
          .select(['id', 'short_name_zh', 'short_name_en', 'short_name_vi'])
          .where('id', 'in', leagueIds)
          .execute(),
    clipIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('video_goal_marks').selectAll().where('video_id', 'in', clipIds).execute(),
    mine('video_likes'),
    mine('video_favorites'),
  ]);
  const goals = new Map<number, VideoGoal>();
  for (const mark of marks) {
    if (mark.video_id === null) continue;
    const [home = 0, away = 0] = mark.score.split('-').map(Number);
    const teams = JSON.parse(mark.teams) as { home: VideoNames; away: VideoNames };
    goals.set(mark.video_id, {
      match_id: Number(mark.match_id),
      match_str: mark.match_str,
      side: mark.side,
      home_score: home,
      away_score: away,
      home: teams.home,
      away: teams.away,
    });
  }
  return {
    leagues: new Map(
      leagues.map((l) => [l.id, { id: l.id, zh: l.short_name_zh, en: l.short_name_en, vi: l.short_name_vi }]),
    ),
    goals,
    liked: new Set(liked.map((r) => r.video_id)),
    favorited: new Set(favorited.map((r) => r.video_id)),
  };
}

/** The sport and league of a match: today's feed first, then the imported results. */
export async function matchFacts(db: Db, matchId: number): Promise<{ sport: string; league_id: number } | null> {
  const live = await db.selectFrom('live_matches').select('data').where('id', '=', matchId).executeTakeFirst();
  if (live) {
    const match = JSON.parse(live.data) as Pick<LiveMatch, 'sport' | 'league_id'>;
    return { sport: match.sport, league_id: match.league_id };
  }
  // Imported matches have 32-bit ids; PostgreSQL fails a query comparing one with a feed id.
  if (matchId > ROW_ID_MAX) return null;
  const row = await db
    .selectFrom('matches')
    .select(['sport', 'league_id'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row ? { sport: row.sport, league_id: row.league_id } : null;
}

/** The sport of a room's category (what an upload without a match is about). */
export async function roomSport(db: Db, categoryId: number): Promise<string | null> {
  const row = await db.selectFrom('live_categories').select('sport').where('id', '=', categoryId).executeTakeFirst();
  return row?.sport ?? null;
}

/** The sport, league and match columns of a new video. */
export async function videoFacts(
  db: Db,
  matchId: number | null,
  categoryId: number,
): Promise<{ sport: string | null; league_id: number | null; match_id: number | null }> {
  const match = matchId === null ? null : await matchFacts(db, matchId);
  if (match) return { sport: match.sport, league_id: match.league_id, match_id: matchId };
  return { sport: await roomSport(db, categoryId), league_id: null, match_id: matchId };
}
