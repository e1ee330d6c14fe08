import type { Kysely } from 'kysely';
import { LIVE_STATUS } from '../../contracts/room.ts';
import type { LiveMatch, MatchDelta } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';

/**
 * The goals of bound broadcasts: when the feed reports a goal of a match that a live room is
 * bound to, the room's broadcast gets a mark with the moment (ms). After the broadcast the clip
 * maker cuts each mark's highlight out of the recording. Every process sees the feed, so each
 * may mark the same goal: the unique index (broadcast, match, score) keeps one.
 */

export interface GoalMarker {
  /** A frame's match deltas, with the mirror's rows after it applied them. */
  onDeltas(deltas: readonly MatchDelta[], matchOf: (id: number) => LiveMatch | undefined): void;
  /** Resolves once the marks asked for so far are written (tests). */
  settled(): Promise<void>;
}

export function createGoalMarker(deps: {
  db: Kysely<DB>;
  now: () => number;
  onError: (error: unknown) => void;
}): GoalMarker {
  const { db } = deps;
  let last: Promise<void> = Promise.resolve();

  async function mark(match: LiveMatch, side: 'home' | 'away', atMs: number): Promise<void> {
    const rooms = await db
      .selectFrom('rooms')
      .select(['id', 'broadcast_id'])
      .where('match_id', '=', match.id)
      .where('live_status', '=', LIVE_STATUS.live)
      .where('broadcast_id', 'is not', null)
      .execute();
    if (rooms.length === 0) return;
    const teams = JSON.stringify({
      home: { zh: match.home_team_name_zh, en: match.home_team_name_en, vi: match.home_team_name_vi },
      away: { zh: match.away_team_name_zh, en: match.away_team_name_en, vi: match.away_team_name_vi },
    });
    for (const room of rooms) {
      await db
        .insertInto('video_goal_marks')
        .values({
          broadcast_id: room.broadcast_id!,
          match_id: match.id,
          league_id: match.league_id,
          sport: match.sport,
          score: `${match.home_score}-${match.away_score}`,
          side,
          match_str: match.match_str.slice(0, 16),
          teams,
          at_ms: atMs,
        })
        .onConflict((oc) => oc.columns(['broadcast_id', 'match_id', 'score']).doNothing())
        .execute();
    }
  }

  return {
    onDeltas(deltas, matchOf) {
      for (const delta of deltas) {
        if (delta.event?.kind !== 'goal') continue;
        const match = matchOf(delta.id);
        if (!match) continue;
        const side = delta.event.side ?? 'home';
        const atMs = deps.now();
        last = last.then(() => mark(match, side, atMs)).catch(deps.onError);
      }
    },
    settled: () => last,
  };
}
