import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from '../../contracts/routes/banner.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { showingNow } from '../banners/banner-store.ts';
import { apiRoute } from '../http/api-route.ts';

/** Banners and advertisements showing now at a position (see contracts/banners.ts). */
export function registerBannerRoutes(app: FastifyInstance, accounts: AccountContext): void {
  const now = () => accounts.nowS();
  apiRoute(app, bannerRoutes.banners, (p) => showingNow(accounts.db, 'banner', p.position, now()));
  apiRoute(app, bannerRoutes.adverts, (p) => showingNow(accounts.db, 'advert', p.position, now()));
  apiRoute(
    app,
    bannerRoutes.advert,
    async (p) => (await showingNow(accounts.db, 'advert', p.position, now()))[0] ?? null,
  );
}
