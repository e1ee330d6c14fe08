import type { FastifyInstance } from 'fastify';
import { oddsChannel } from '../../contracts/live-protocol.ts';
import type { OddsLine } from '../../contracts/odds.ts';
import { expertRoutes } from '../../contracts/routes/experts.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import {
  expertArticles,
  expertHome,
  expertProfile,
  purchasedSchemes,
  ranking,
  setFollow,
} from '../experts/expert-directory.ts';
import { publishScheme, schemeMatches, type SchemeDeps } from '../experts/scheme-publish.ts';
import { buyScheme, schemeDetail } from '../experts/scheme-purchase.ts';
import { schemeSettler } from '../experts/scheme-settlement.ts';
import { KIND_SPORT } from '../experts/scheme-views.ts';
import { apiRoute } from '../http/api-route.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import type { LiveMirror } from '../live/live-mirror.ts';
import type { Settler } from '../settlement/final-results.ts';

export interface ExpertRouteDeps {
  accounts: AccountContext;
  bannedWords: BannedWords;
  /** Today's matches and odds. */
  mirror: Pick<LiveMirror, 'matches' | 'snapshot'>;
  /** The final results: the schemes' settler is added to them. */
  finalResults: { addSettler(settler: Settler): void };
}

/**
 * Experts' schemes: publishing, the pages (rankings, an expert, a scheme, articles), buying,
 * following and the buyer's purchases; and the settler that settles schemes from final results.
 */
export function registerExpertRoutes(app: FastifyInstance, deps: ExpertRouteDeps): void {
  const { accounts } = deps;
  const { db, auth } = accounts;
  const schemes: SchemeDeps = {
    db,
    words: deps.bannedWords,
    matches: () => deps.mirror.matches(),
    // An odds channel's snapshot lists odds lines.
    odds: (companyId) => (deps.mirror.snapshot(oddsChannel(companyId))?.list ?? []) as OddsLine[],
    nowS: () => accounts.nowS(),
  };
  deps.finalResults.addSettler(schemeSettler(db, () => accounts.nowS()));

  apiRoute(app, expertRoutes.matches, (p) =>
    schemeMatches(schemes, p.type === undefined ? undefined : KIND_SPORT[p.type]),
  );
  apiRoute(app, expertRoutes.publish, async (p, request) => {
    const userId = await auth.requireUser(request);
    const id = await publishScheme(request, schemes, userId, { ...p, refund_on_lose: p.refund_on_lose ?? false });
    return schemeDetail(request, schemes, id, userId);
  });
  apiRoute(app, expertRoutes.ranking, (p) => ranking(db, KIND_SPORT[p.type], p.window));
  apiRoute(app, expertRoutes.home, (p) => expertHome(db, KIND_SPORT[p.type]));
  apiRoute(app, expertRoutes.info, async (p, request) =>
    expertProfile(
      request,
      db,
      p.id,
      await auth.optionalUser(request),
      p.type === undefined ? undefined : KIND_SPORT[p.type],
    ),
  );
  apiRoute(app, expertRoutes.scheme, async (p, request) =>
    schemeDetail(request, schemes, p.id, await auth.optionalUser(request)),
  );
  apiRoute(app, expertRoutes.buy, async (p, request) =>
    buyScheme(request, schemes, await auth.requireUser(request), p.id),
  );
  apiRoute(app, expertRoutes.follow, async (p, request) =>
    setFollow(request, db, await auth.requireUser(request), p.id, p.follow ?? true, accounts.nowS()),
  );
  apiRoute(app, expertRoutes.purchases, async (p, request) =>
    purchasedSchemes(db, await auth.requireUser(request), p.page, p.limit),
  );
  apiRoute(app, expertRoutes.articles, (p, request) => expertArticles(request, db, p.id));
}
