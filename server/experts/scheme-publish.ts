import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ANALYSIS_MAX,
  ANALYSIS_MIN,
  EXPERT_KINDS,
  MARKET_PICKS,
  SCHEME_PRICE_MAX,
  type SchemeMarket,
  type SchemeMatch,
  type SchemePick,
} from '../../contracts/experts.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../contracts/odds.ts';
import type { DB } from '../db/schema.ts';
import { isUniqueViolation } from '../wallet/ledger.ts';
import { userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import { matchInfoOf, namesOf } from './scheme-views.ts';

/**
 * Publishing a scheme: an approved expert, a football or basketball match of today's live list that
 * has not kicked off, a market and pick at the chosen company's current line and price (taken from
 * the live odds now, not from the form), the analysis (banned words masked), a price. A scheme is
 * never edited after this: there is no call for it.
 */

export interface SchemeDeps {
  db: Kysely<DB>;
  words: BannedWords;
  /** Today's matches (the live mirror). */
  matches(): LiveMatch[];
  /** The live odds lines of one company (the live mirror). */
  odds(companyId: CompanyId): OddsLine[];
  nowS(): number;
}

export interface SchemeInput {
  match_id: number;
  market: SchemeMarket;
  pick: SchemePick;
  company_id: CompanyId;
  analysis: string;
  price: number;
  refund_on_lose: boolean;
}

function isSchemeSport(match: LiveMatch): boolean {
  return (EXPERT_KINDS as readonly string[]).includes(match.sport);
}

/** The pick's line and decimal price in an odds line; null when the book offers none. */
export function priceOf(line: OddsLine, market: SchemeMarket, pick: SchemePick): { line: number; odds: number } | null {
  const [a, mid, b] = line[market];
  const odds =
    market === 'eu' ? (pick === 'home' ? a : pick === 'draw' ? mid : b) : pick === 'home' || pick === 'over' ? a : b;
  if (!(odds > 1)) return null;
  return { line: market === 'eu' ? 0 : mid, odds };
}

/** Today's matches still to come with every company's current odds, for the publish form. */
export function schemeMatches(deps: SchemeDeps, sport?: 'football' | 'basketball'): SchemeMatch[] {
  const lines = new Map<number, SchemeMatch['odds']>();
  for (const companyId of [1, 2, 3] as CompanyId[]) {
    for (const line of deps.odds(companyId)) {
      if (line.closed) continue;
      const list = lines.get(line.match_id) ?? [];
      list.push({ company_id: line.company_id, eu: line.eu, asia: line.asia, ou: line.ou });
      lines.set(line.match_id, list);
    }
  }
  return deps
    .matches()
    .filter((m) => m.status === 'notstarted' && isSchemeSport(m) && (!sport || m.sport === sport))
    .filter((m) => lines.has(m.id))
    .sort((a, b) => a.match_time - b.match_time || a.id - b.id)
    .map((m) => ({ ...matchInfoOf(m), odds: lines.get(m.id) ?? [] }));
}

/** Publishes a scheme; resolves to its id. Refusals throw the caller's-language message. */
export async function publishScheme(
  request: FastifyRequest,
  deps: SchemeDeps,
  userId: number,
  input: SchemeInput,
): Promise<number> {
  const { db } = deps;
  const user = await db.selectFrom('users').select('is_expert').where('id', '=', userId).executeTakeFirst();
  if (user?.is_expert !== 1) throw userError(request, 'experts:publish.notExpert');
  const match = deps.matches().find((m) => m.id === input.match_id);
  if (!match || !isSchemeSport(match)) throw userError(request, 'experts:publish.noMatch');
  if (match.status !== 'notstarted') throw userError(request, 'experts:publish.kickedOff');
  if (!MARKET_PICKS[input.market].includes(input.pick) || (match.sport === 'basketball' && input.pick === 'draw')) {
    throw userError(request, 'experts:publish.badPick');
  }
  const text = input.analysis.trim();
  if ([...text].length < ANALYSIS_MIN || [...text].length > ANALYSIS_MAX) {
    throw userError(request, 'experts:publish.analysisLength', { min: ANALYSIS_MIN, max: ANALYSIS_MAX });
  }
  if (!Number.isSafeInteger(input.price) || input.price < 0 || input.price > SCHEME_PRICE_MAX) {
    throw userError(request, 'experts:publish.price', { max: SCHEME_PRICE_MAX });
  }
  if (input.refund_on_lose && input.price === 0) throw userError(request, 'experts:publish.refundFree');
  const line = deps.odds(input.company_id).find((o) => o.match_id === match.id && !o.closed);
  const priced = line ? priceOf(line, input.market, input.pick) : null;
  if (!priced) throw userError(request, 'experts:publish.noOdds');
  const analysis = await deps.words.mask(text);
  try {
    const row = await db
      .insertInto('expert_schemes')
      .values({
        expert_id: userId,
        match_id: match.id,
        sport: match.sport,
        league_id: match.league_id,
        match_time: match.match_time,
        names: JSON.stringify(namesOf(match)),
        market: input.market,
        pick: input.pick,
        company_id: input.company_id,
        line: priced.line,
        odds: priced.odds,
        analysis,
        price: input.price,
        refund_on_lose: input.refund_on_lose ? 1 : 0,
        created_at: deps.nowS(),
        settled_at: null,
        home_score: null,
        away_score: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw userError(request, 'experts:publish.twice');
    throw error;
  }
}
