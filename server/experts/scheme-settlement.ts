import type { Kysely } from 'kysely';
import type { ExpertKind, ExpertSummary, SchemeCard, SchemeMarket, SchemePick } from '../../contracts/experts.ts';
import type { DB } from '../db/schema.ts';
import type { FinalResult, Settler } from '../settlement/final-results.ts';
import { postWithin, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { expertSummaries } from './expert-summaries.ts';
import { schemeOutcome } from './scheme-outcome.ts';
import { schemesQuery, toCard } from './scheme-views.ts';

/**
 * Settles the pending schemes of finished matches, each exactly once: the conditional update of
 * the scheme (`status = 'pending'`) and the ledger moves it causes commit together, and every
 * ledger move has its own idempotency key, so a second settlement (another process, a restart,
 * the same result handed out again) finds nothing to do and moves nothing.
 *
 * Only schemes refunded when they lose hold their buyers' diamonds until now: a lost one gives
 * each buyer the price back, any other outcome pays the expert's income. (Other paid schemes paid
 * the expert at purchase.) A half loss is not a loss: nothing is refunded.
 */

const CHUNK = 500;

/** Settles the pending schemes of these results; resolves to how many this call settled. */
export async function settleSchemes(db: Kysely<DB>, results: readonly FinalResult[], nowS: number): Promise<number> {
  const byMatch = new Map(results.map((r) => [r.match_id, r]));
  const ids = [...byMatch.keys()];
  let settled = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const pending = await db
      .selectFrom('expert_schemes')
      .select(['id', 'match_id', 'market', 'pick', 'line'])
      .where('match_id', 'in', ids.slice(i, i + CHUNK))
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    for (const scheme of pending) {
      const result = byMatch.get(Number(scheme.match_id));
      if (!result) continue;
      const outcome = schemeOutcome(
        { market: scheme.market as SchemeMarket, pick: scheme.pick as SchemePick, line: Number(scheme.line) },
        result.home_score,
        result.away_score,
      );
      if (await settleOne(db, scheme.id, outcome, result, nowS)) settled += 1;
    }
  }
  return settled;
}

async function settleOne(
  db: Kysely<DB>,
  id: number,
  outcome: ReturnType<typeof schemeOutcome>,
  result: FinalResult,
  nowS: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('expert_schemes')
      .set({ status: outcome, home_score: result.home_score, away_score: result.away_score, settled_at: nowS })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['expert_id', 'price', 'refund_on_lose'])
      .executeTakeFirst();
    if (!row) return false;
    if (row.price === 0 || row.refund_on_lose !== 1) return true;
    const purchases = await trx
      .selectFrom('scheme_purchases')
      .select(['user_id', 'price'])
      .where('scheme_id', '=', id)
      .orderBy('id')
      .execute();
    if (purchases.length === 0) return true;
    const hold = await systemAccountId(trx, SYSTEM.schemeHold);
    if (outcome === 'lose') {
      for (const purchase of purchases) {
        await postWithin(trx, {
          kind: 'scheme-refund',
          userId: purchase.user_id,
          memo: `scheme ${id} lost: refund`,
          idempotency: { key: `scheme-refund:${id}:${purchase.user_id}`, fingerprint: String(purchase.price) },
          nowS,
          postings: async (t) => transfer(hold, await userAccountId(t, purchase.user_id, 'diamond'), purchase.price),
        });
      }
      await trx.updateTable('scheme_purchases').set({ refunded: 1 }).where('scheme_id', '=', id).execute();
    } else {
      const total = purchases.reduce((sum, p) => sum + p.price, 0);
      await postWithin(trx, {
        kind: 'scheme-income',
        userId: row.expert_id,
        memo: `scheme ${id} ${outcome}: ${purchases.length} purchases`,
        idempotency: { key: `scheme-income:${id}`, fingerprint: String(total) },
        nowS,
        postings: async (t) => transfer(hold, await userAccountId(t, row.expert_id, 'income'), total),
      });
    }
    return true;
  });
}

/** The settler to add to the final results (server/settlement/final-results.ts). */
export function schemeSettler(db: Kysely<DB>, nowS: () => number): Settler {
  return {
    name: 'expert-schemes',
    async settle(results) {
      await settleSchemes(
        db,
        results.filter((r) => r.sport === 'football' || r.sport === 'basketball'),
        nowS(),
      );
    },
  };
}

/** A published scheme (no analysis) with its expert's record in the scheme's sport. */
export interface MatchScheme extends SchemeCard {
  record: ExpertSummary;
}

/**
 * The schemes published on these matches (public fields only: never the analysis), latest first,
 * each with its expert's record summary, by match id. Matches without a scheme are left out.
 */
export async function schemesOnMatches(
  db: Kysely<DB>,
  matchIds: readonly number[],
): Promise<Map<number, MatchScheme[]>> {
  const out = new Map<number, MatchScheme[]>();
  const cards: SchemeCard[] = [];
  for (let i = 0; i < matchIds.length; i += CHUNK) {
    const rows = await schemesQuery(db)
      .where('s.match_id', 'in', matchIds.slice(i, i + CHUNK))
      .orderBy('s.id', 'desc')
      .execute();
    cards.push(...rows.map(toCard));
  }
  const summaries = new Map<string, ExpertSummary>();
  for (const sport of ['football', 'basketball'] as ExpertKind[]) {
    const ids = cards.filter((c) => c.match.sport === sport).map((c) => c.expert.id);
    for (const s of await expertSummaries(db, sport, ids)) summaries.set(`${sport}:${s.id}`, s);
  }
  for (const card of cards) {
    const record = summaries.get(`${card.match.sport}:${card.expert.id}`);
    if (!record) continue;
    const list = out.get(card.match.match_id) ?? [];
    list.push({ ...card, record });
    out.set(card.match.match_id, list);
  }
  return out;
}
