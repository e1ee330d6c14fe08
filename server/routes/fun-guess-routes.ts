import type { FastifyInstance } from 'fastify';
import { isOddsPayload, oddsChannel } from '../../contracts/live-protocol.ts';
import { DEFAULT_COMPANY_ID, type OddsLine } from '../../contracts/odds.ts';
import { funGuessRoutes } from '../../contracts/routes/fun-guess.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { guessRank } from '../fun-guess/fun-guess-rank.ts';
import { guessBoard, guessRecords, placeGuess, type FunGuessDeps } from '../fun-guess/fun-guess-service.ts';
import { funGuessSettler, settleMatchGuesses } from '../fun-guess/fun-guess-settlement.ts';
import { pointsOf } from '../fun-guess/fun-guess-store.ts';
import { registerFunGuessClockRoute } from '../fun-guess/fun-guess-test-clock.ts';
import { apiRoute } from '../http/api-route.ts';
import type { LiveMirror } from '../live/live-mirror.ts';
import type { Settler } from '../settlement/final-results.ts';

export interface FunGuessRouteDeps {
  accounts: AccountContext;
  mirror: Pick<LiveMirror, 'matches' | 'snapshot' | 'listen'>;
  finalResults: { addSettler(settler: Settler): void };
  /** Tests only (FEED_CONTROL=1 outside production): new guesses stamped at a time the test picks. */
  testClock: boolean;
  onError(error: unknown, context: string): void;
}

/**
 * Fun-guess: points, today's matches, guessing, records (three months) and the leaderboard. Guesses
 * settle from the feed's final results (a settler on `finalResults`); a match the feed cancels or
 * postpones returns every stake (push).
 */
export function registerFunGuessRoutes(app: FastifyInstance, deps: FunGuessRouteDeps): void {
  const { accounts, mirror } = deps;
  const { db, auth } = accounts;
  const stampS = deps.testClock ? registerFunGuessClockRoute(app, accounts.nowS) : accounts.nowS;
  const service: FunGuessDeps = {
    db,
    nowS: stampS,
    matches: () => mirror.matches(),
    // The mirror's snapshot holds only odds lines on an odds channel (null while it resyncs).
    oddsLines: () => (mirror.snapshot(oddsChannel(DEFAULT_COMPANY_ID))?.list ?? []) as OddsLine[],
  };
  deps.finalResults.addSettler(funGuessSettler(db, accounts.nowS));

  const voided = new Set<number>();
  const voidOff = () => {
    const today = mirror.matches();
    // Ids the mirror let go of (yesterday's list) are forgotten: the set stays a day's size.
    const held = new Set(today.map((m) => m.id));
    for (const id of voided) if (!held.has(id)) voided.delete(id);
    for (const match of today) {
      if ((match.status !== 'cancelled' && match.status !== 'postponed') || voided.has(match.id)) continue;
      voided.add(match.id);
      settleMatchGuesses(db, { match_id: match.id, void: true }, accounts.nowS()).catch((error: unknown) =>
        deps.onError(error, 'fun-guess void'),
      );
    }
  };
  const stopVoids = mirror.listen({
    onFrame: ({ frame }) => {
      if (isOddsPayload(frame.data)) return;
      if (frame.data.list.some((d) => d.status === 'cancelled' || d.status === 'postponed')) voidOff();
    },
    onReset: voidOff,
  });
  voidOff();
  app.addHook('onClose', async () => stopVoids());

  apiRoute(app, funGuessRoutes.account, async (_p, request) => ({
    points: await pointsOf(db, await auth.requireUser(request), stampS()),
  }));
  apiRoute(app, funGuessRoutes.matches, async (p, request) =>
    guessBoard(service, await auth.optionalUser(request), p.sport),
  );
  apiRoute(app, funGuessRoutes.place, async (p, request) =>
    placeGuess(request, service, await auth.requireUser(request), p),
  );
  apiRoute(app, funGuessRoutes.records, async (p, request) =>
    guessRecords(request, { ...service, nowS: accounts.nowS }, await auth.requireUser(request), p),
  );
  apiRoute(app, funGuessRoutes.rank, async (p) => guessRank(db, p.period, accounts.nowS()));
}
