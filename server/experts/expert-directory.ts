import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ExpertArticle,
  ExpertHome,
  ExpertKind,
  ExpertProfile,
  ExpertSummary,
  FollowState,
  SchemePage,
} from '../../contracts/experts.ts';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import { findApprovedByAuthor } from '../news/headlines.ts';
import { expertRecord } from './expert-record.ts';
import { expertSummaries, followerCounts, rankSummaries, settledByExpert } from './expert-summaries.ts';
import { schemesQuery, toCard } from './scheme-views.ts';

/** Experts' pages: rankings per kind, an expert's profile, follows, purchases and articles. */

const RANKING_MAX = 50;
const LATEST_MAX = 20;
const PROFILE_SCHEMES = 50;

async function experts(db: Kysely<DB>, sport: ExpertKind): Promise<number[]> {
  const rows = await db
    .selectFrom('expert_schemes as s')
    .innerJoin('users as u', 'u.id', 's.expert_id')
    .select('s.expert_id')
    .distinct()
    .where('s.sport', '=', sport)
    .where('u.is_expert', '=', 1)
    .execute();
  return rows.map((r) => r.expert_id);
}

export async function ranking(db: Kysely<DB>, sport: ExpertKind, window: number): Promise<ExpertSummary[]> {
  return rankSummaries(await expertSummaries(db, sport, await experts(db, sport), window)).slice(0, RANKING_MAX);
}

export async function expertHome(db: Kysely<DB>, sport: ExpertKind): Promise<ExpertHome> {
  const rows = await schemesQuery(db).where('s.sport', '=', sport).orderBy('s.id', 'desc').limit(LATEST_MAX).execute();
  return { ranking: await ranking(db, sport, 10), latest: rows.map(toCard) };
}

async function requireExpert(request: FastifyRequest, db: Kysely<DB>, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'is_expert'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (user?.is_expert !== 1) throw userError(request, 'experts:expert.notFound');
  return user;
}

async function isFollowing(db: Kysely<DB>, userId: number | null, expertId: number): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('expert_follows')
    .select('expert_id')
    .where('user_id', '=', userId)
    .where('expert_id', '=', expertId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An expert's page: the record in the kind they publish most in (football when even), and their latest schemes. */
export async function expertProfile(
  request: FastifyRequest,
  db: Kysely<DB>,
  id: number,
  viewer: number | null,
  kind?: ExpertKind,
): Promise<ExpertProfile> {
  await requireExpert(request, db, id);
  const rows = await schemesQuery(db)
    .where('s.expert_id', '=', id)
    .orderBy('s.id', 'desc')
    .limit(PROFILE_SCHEMES)
    .execute();
  const basketball = rows.filter((r) => r.sport === 'basketball').length;
  const sport = kind ?? (basketball > rows.length - basketball ? 'basketball' : 'football');
  const [summary] = await expertSummaries(db, sport, [id]);
  if (!summary) throw userError(request, 'experts:expert.notFound');
  return {
    expert: summary,
    record: expertRecord((await settledByExpert(db, sport, [id])).get(id) ?? []),
    following: await isFollowing(db, viewer, id),
    schemes: rows.map(toCard),
  };
}

export async function setFollow(
  request: FastifyRequest,
  db: Kysely<DB>,
  userId: number,
  expertId: number,
  follow: boolean,
  nowS: number,
): Promise<FollowState> {
  await requireExpert(request, db, expertId);
  if (expertId === userId) throw userError(request, 'experts:expert.followSelf');
  if (follow) {
    await db
      .insertInto('expert_follows')
      .values({ user_id: userId, expert_id: expertId, created_at: nowS })
      .onConflict((oc) => oc.columns(['user_id', 'expert_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('expert_follows').where('user_id', '=', userId).where('expert_id', '=', expertId).execute();
  }
  return { following: follow, followers: (await followerCounts(db, [expertId])).get(expertId) ?? 0 };
}

export async function purchasedSchemes(
  db: Kysely<DB>,
  userId: number,
  page: number,
  limit: number,
): Promise<SchemePage> {
  const total = await db
    .selectFrom('scheme_purchases')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const rows = await schemesQuery(db)
    .innerJoin('scheme_purchases as p', 'p.scheme_id', 's.id')
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .offset((page - 1) * limit)
    .limit(limit)
    .execute();
  return { list: rows.map(toCard), total: Number(total?.n ?? 0), page };
}

export async function expertArticles(request: FastifyRequest, db: Kysely<DB>, id: number): Promise<ExpertArticle[]> {
  await requireExpert(request, db, id);
  const rows = await findApprovedByAuthor(db, id, 50);
  return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, reviewed_at: r.reviewed_at }));
}
