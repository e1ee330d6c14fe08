import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FUN_GUESS_SPORTS,
  type FunGuessMatch,
  type FunGuessOdds,
  type FunGuessPick,
  type FunGuessPlaced,
  type FunGuessRecordPage,
  type FunGuessSport,
  type FunGuessState,
} from '../../contracts/fun-guess.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { OddsLine } from '../../contracts/odds.ts';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import { isUniqueViolation } from '../wallet/ledger.ts';
import { dayStartOf, isCalendarDay, recordsSince } from './fun-guess-rules.ts';
import { guessesOn, matchInfo, pointsOf, toRecord } from './fun-guess-store.ts';

export interface FunGuessDeps {
  db: Kysely<DB>;
  nowS(): number;
  /** Today's live-feed matches (the live mirror). */
  matches(): LiveMatch[];
  /** The default company's current odds lines. */
  oddsLines(): readonly OddsLine[];
}

const isGuessSport = (sport: string): sport is FunGuessSport => (FUN_GUESS_SPORTS as readonly string[]).includes(sport);

/** The 1X2 price of a match that takes guesses now: not started, priced and open; null otherwise. */
function openOdds(lines: ReadonlyMap<number, OddsLine>, match: LiveMatch): FunGuessOdds | null {
  if (!isGuessSport(match.sport) || match.status !== 'notstarted') return null;
  const line = lines.get(match.id);
  if (!line || line.closed || !(line.eu[0] > 1 && line.eu[2] > 1)) return null;
  return [line.eu[0], match.sport === 'football' ? line.eu[1] : 0, line.eu[2]];
}

const oddsByMatch = (deps: FunGuessDeps) => new Map(deps.oddsLines().map((line) => [line.match_id, line]));

const PICK_INDEX: Record<FunGuessPick, 0 | 1 | 2> = { home: 0, draw: 1, away: 2 };

/** Today's matches one can still guess on, kick-off first, with the caller's guess on each. */
export async function guessBoard(
  deps: FunGuessDeps,
  userId: number | null,
  sport: FunGuessSport | undefined,
): Promise<FunGuessMatch[]> {
  const lines = oddsByMatch(deps);
  const open = deps.matches().flatMap((match) => {
    if (sport !== undefined && match.sport !== sport) return [];
    const odds = openOdds(lines, match);
    return odds ? [{ match, odds }] : [];
  });
  open.sort((a, b) => a.match.match_time - b.match.match_time || a.match.id - b.match.id);
  const mine =
    userId === null
      ? new Map()
      : await guessesOn(
          deps.db,
          userId,
          open.map((o) => o.match.id),
        );
  return open.map(({ match, odds }) => ({ ...matchInfo(match), odds, mine: mine.get(match.id) ?? null }));
}

class NotEnoughPoints extends Error {}

/**
 * Places a guess at the current price: refused once the match has kicked off, without a price, for
 * a draw in basketball, a second time on one match, or beyond the user's points. The stake leaves
 * the balance in the same transaction that writes the guess (one guess per user and match: unique).
 */
export async function placeGuess(
  request: FastifyRequest,
  deps: FunGuessDeps,
  userId: number,
  input: { match_id: number; pick: FunGuessPick; stake: number },
): Promise<FunGuessPlaced> {
  const match = deps.matches().find((m) => m.id === input.match_id);
  if (!match || !isGuessSport(match.sport)) throw userError(request, 'fun-guess:place.noMatch');
  if (match.status !== 'notstarted') throw userError(request, 'fun-guess:place.started');
  const odds = openOdds(oddsByMatch(deps), match);
  if (!odds) throw userError(request, 'fun-guess:place.noOdds');
  if (input.pick === 'draw' && match.sport !== 'football') throw userError(request, 'fun-guess:place.noDraw');
  const oddsX100 = Math.round(odds[PICK_INDEX[input.pick]] * 100);
  const nowS = deps.nowS();
  await pointsOf(deps.db, userId, nowS);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const paid = await trx
        .updateTable('fun_guess_accounts')
        .set((eb) => ({ points: eb('points', '-', input.stake) }))
        .where('user_id', '=', userId)
        .where('points', '>=', input.stake)
        .returning('points')
        .executeTakeFirst();
      if (!paid) throw new NotEnoughPoints();
      const row = await trx
        .insertInto('fun_guesses')
        .values({
          user_id: userId,
          match_id: match.id,
          sport: match.sport,
          snapshot: JSON.stringify(matchInfo(match)),
          match_time: match.match_time,
          pick: input.pick,
          odds_x100: oddsX100,
          stake: input.stake,
          home_score: null,
          away_score: null,
          created_at: nowS,
          settled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { guess: toRecord(row), points: Number(paid.points) };
    });
  } catch (error) {
    if (error instanceof NotEnoughPoints) throw userError(request, 'fun-guess:place.notEnough');
    if (isUniqueViolation(error)) throw userError(request, 'fun-guess:place.already');
    throw error;
  }
}

/**
 * The user's guesses of the last three months, newest first. A `from` day before that window is
 * refused (the records are not kept for the user beyond it); `settled` lists win, fail and push.
 */
export async function guessRecords(
  request: FastifyRequest,
  deps: FunGuessDeps,
  userId: number,
  query: { from?: string; status?: FunGuessState; page: number; limit: number },
): Promise<FunGuessRecordPage> {
  const since = recordsSince(deps.nowS());
  let fromS = since.startS;
  if (query.from !== undefined) {
    if (!isCalendarDay(query.from)) throw userError(request, 'fun-guess:recordsError.badDate');
    if (query.from < since.day) throw userError(request, 'fun-guess:recordsError.tooOld', { since: since.day });
    fromS = dayStartOf(query.from);
  }
  let base = deps.db.selectFrom('fun_guesses').where('user_id', '=', userId).where('created_at', '>=', fromS);
  const status = query.status;
  if (status === 'settled') base = base.where('result', '<>', 'pending');
  else if (status !== undefined) base = base.where('result', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toRecord),
    total: Number(count.n),
    page: query.page,
    page_size: query.limit,
    since: since.day,
  };
}
