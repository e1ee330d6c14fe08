import type { Kysely } from 'kysely';
import type { ExpertKind, ExpertSummary } from '../../contracts/experts.ts';
import type { DB } from '../db/schema.ts';
import { currentStreak, expertRecord, hitRate, type SettledScheme } from './expert-record.ts';
import { toSettled } from './scheme-views.ts';

/** Experts' record summaries per kind, computed from their settled schemes of that sport. */

const CHUNK = 500;

/** Settled schemes of these experts in one sport, by expert (all of that sport's experts when `ids` is omitted). */
export async function settledByExpert(
  db: Kysely<DB>,
  sport: ExpertKind,
  ids?: readonly number[],
): Promise<Map<number, SettledScheme[]>> {
  const out = new Map<number, SettledScheme[]>();
  const chunks: (readonly number[] | undefined)[] = ids === undefined ? [undefined] : [];
  if (ids !== undefined) for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  for (const chunk of chunks) {
    if (chunk?.length === 0) continue;
    let query = db.selectFrom('expert_schemes').selectAll().where('sport', '=', sport).where('status', '!=', 'pending');
    if (chunk) query = query.where('expert_id', 'in', chunk);
    for (const row of await query.execute()) {
      const list = out.get(row.expert_id) ?? [];
      list.push(toSettled(row));
      out.set(row.expert_id, list);
    }
  }
  return out;
}

export async function followerCounts(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('expert_follows')
    .select(['expert_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('expert_id', 'in', [...ids])
    .groupBy('expert_id')
    .execute();
  return new Map(rows.map((r) => [r.expert_id, Number(r.n)]));
}

/** Summaries of these experts for one kind (in the order given; unknown users are left out). */
export async function expertSummaries(
  db: Kysely<DB>,
  sport: ExpertKind,
  ids: readonly number[],
  window = 10,
): Promise<ExpertSummary[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', unique).execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const settled = await settledByExpert(db, sport, unique);
  const followers = await followerCounts(db, unique);
  return unique.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const list = settled.get(id) ?? [];
    const record = expertRecord(list);
    return [
      {
        id,
        nickname: user.nickname,
        avatar: user.avatar,
        followers: followers.get(id) ?? 0,
        hit_rate: hitRate(list, window),
        streak: currentStreak(list),
        roi: record.roi,
        settled: record.settled,
      },
    ];
  });
}

/** Best first: hit rate over the window (none last), then return, then how many settled. */
export function rankSummaries(list: ExpertSummary[]): ExpertSummary[] {
  return [...list].sort(
    (a, b) => (b.hit_rate ?? -1) - (a.hit_rate ?? -1) || b.roi - a.roi || b.settled - a.settled || a.id - b.id,
  );
}
