import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { aboutDocOf } from '../lib/about-docs.ts';
import { ROUTE_PATHS } from '../ui/open-in-new-tab.ts';
import type { TranslationKey } from '../lib/i18n-keys.ts';
import { trackPageLoad } from './page-loads.ts';

/** Route meta: the title key, and whether the header hides on scroll (the seed's three score pages). */
export interface PageHandle {
  titleKey: TranslationKey;
  /** A page whose query names what it shows (`/about-user?type=6`) takes its title from there. */
  titleKeyFor?: (query: URLSearchParams) => TranslationKey;
  hideHeaderOnScroll?: boolean;
}

/** Seed constant: a page's script chunk that has not loaded in 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded page: its own chunk, failing after the chunk timeout (the page's error boundary shows it). */
function page(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('page chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
    });
    return trackPageLoad(Promise.race([load(), timeout]))
      .then((Page) => ({ default: Page }))
      .finally(() => clearTimeout(timer));
  });
}

/**
 * A page made of kit components: the kit's scope (its settings, and its base code with it) loads
 * with the page, in parallel. The live score pages are not: they are a first screen (B11), where
 * the kit comes only with a panel or dropdown opened (see src/ui/kit-scope.tsx).
 */
function kitPage(load: () => Promise<ComponentType>): ComponentType {
  return page(async () => {
    const [Page, { withKit }] = await Promise.all([load(), import('../ui/kit-scope.tsx')]);
    return withKit(Page);
  });
}

/**
 * A kit page that reads HTTP data through the query cache: the cache's code loads with it, in
 * parallel, so a page that reads none (the live scores) does not pay for it.
 */
function queryPage(load: () => Promise<ComponentType>): ComponentType {
  return kitPage(async () => {
    const [Page, { withQueryClient }] = await Promise.all([load(), import('./query-root.tsx')]);
    return withQueryClient(Page);
  });
}

/** The seed's test pages (`/dome`, `/new_file`, `/demo`): one small loader chunk, a chunk per page. */
const loadDevPages = async () => (await import('../features/dev-pages/dev-page-loader.ts')).loadDevPage;

/** The news pages (`/news`, `/detail`) share one chunk and one loader. */
const loadNewsPages = () => import('../features/news/news-pages.tsx');
/** The community pages (`/circle`, `/circle-detail`) share one chunk and one loader. */
const loadCirclePages = () => import('../features/circles/circle-pages.tsx');
/** The experts' list pages (`/specialist`, `/specialist-home`, `/specialist-news`) share one chunk. */
const loadExpertPages = () => import('../features/experts/expert-pages.tsx');

/**
 * Every page the app has, as the seed's route table names them. Adding a page here registers its
 * route and makes the navigation entries pointing at it appear (see nav-items.ts).
 */
export const pageRoutes: (RouteObject & { path: string; handle: PageHandle })[] = [
  {
    path: ROUTE_PATHS.main,
    handle: { titleKey: 'route.main', hideHeaderOnScroll: true },
    Component: queryPage(async () => (await import('../features/home/home-page.tsx')).HomePage),
  },
  {
    path: ROUTE_PATHS.football,
    handle: { titleKey: 'route.football', hideHeaderOnScroll: true },
    Component: page(async () => (await import('../features/scores/football-page.tsx')).FootballPage),
  },
  {
    path: ROUTE_PATHS.basketball,
    handle: { titleKey: 'route.basketball', hideHeaderOnScroll: true },
    Component: page(async () => (await import('../features/scores/basketball-page.tsx')).BasketballPage),
  },
  {
    path: ROUTE_PATHS.esports,
    handle: { titleKey: 'route.esports', hideHeaderOnScroll: true },
    Component: page(async () => (await import('../features/scores/esports-page.tsx')).EsportsPage),
  },
  {
    path: ROUTE_PATHS.schedule,
    handle: { titleKey: 'schedule:route.title' },
    Component: queryPage(async () => (await import('../features/schedule/schedule-page.tsx')).SchedulePage),
  },
  {
    path: ROUTE_PATHS.scoreDetail,
    handle: { titleKey: 'match:route.detail' },
    Component: queryPage(async () => (await import('../features/match-detail/score-detail-page.tsx')).ScoreDetailPage),
  },
  {
    path: ROUTE_PATHS.scoreLive,
    handle: { titleKey: 'match:route.live' },
    Component: queryPage(async () => (await import('../features/match-live/score-live-page.tsx')).ScoreLivePage),
  },
  {
    path: ROUTE_PATHS.baseFootball,
    handle: { titleKey: 'database-football:route.title' },
    Component: queryPage(
      async () => (await import('../features/database-football/base-football-page.tsx')).BaseFootballPage,
    ),
  },
  {
    path: ROUTE_PATHS.baseBasketball,
    handle: { titleKey: 'database-basketball:route.title' },
    Component: queryPage(
      async () => (await import('../features/database-basketball/database-basketball-page.tsx')).DatabaseBasketballPage,
    ),
  },
  {
    path: ROUTE_PATHS.trophyHome,
    handle: { titleKey: 'world-cup:route.title' },
    Component: queryPage(async () => (await import('../features/world-cup/world-cup-page.tsx')).WorldCupPage),
  },
  {
    path: ROUTE_PATHS.foresight,
    handle: { titleKey: 'foresight:route.title' },
    Component: queryPage(async () => (await import('../features/foresight/foresight-page.tsx')).ForesightPage),
  },
  {
    path: ROUTE_PATHS.news,
    handle: { titleKey: 'news:route.list' },
    Component: queryPage(async () => (await loadNewsPages()).NewsPage),
  },
  {
    path: ROUTE_PATHS.detail,
    handle: { titleKey: 'news:route.detail' },
    Component: queryPage(async () => (await loadNewsPages()).ArticlePage),
  },
  {
    path: ROUTE_PATHS.videoList,
    handle: { titleKey: 'video-library:route.list' },
    Component: queryPage(async () => (await import('../features/videos/video-list-page.tsx')).VideoListPage),
  },
  {
    path: ROUTE_PATHS.videoPlayer,
    handle: { titleKey: 'video-library:route.player' },
    Component: queryPage(async () => (await import('../features/videos/video-player-page.tsx')).VideoPlayerPage),
  },
  {
    path: ROUTE_PATHS.videoClassify,
    handle: { titleKey: 'video-library:route.classify' },
    Component: queryPage(async () => (await import('../features/videos/video-classify-page.tsx')).VideoClassifyPage),
  },
  {
    path: ROUTE_PATHS.circle,
    handle: { titleKey: 'circles:route.list' },
    Component: queryPage(async () => (await loadCirclePages()).CircleListPage),
  },
  {
    path: ROUTE_PATHS.circleDetail,
    handle: { titleKey: 'circles:route.detail' },
    Component: queryPage(async () => (await loadCirclePages()).CircleDetailPage),
  },
  {
    path: ROUTE_PATHS.funGuess,
    handle: { titleKey: 'fun-guess:route.title' },
    Component: queryPage(async () => (await import('../features/fun-guess/fun-guess-page.tsx')).FunGuessPage),
  },
  {
    path: ROUTE_PATHS.specialist,
    handle: { titleKey: 'experts:route.ranking' },
    Component: queryPage(async () => (await loadExpertPages()).SpecialistPage),
  },
  {
    path: ROUTE_PATHS.specialistHome,
    handle: { titleKey: 'experts:route.home' },
    Component: queryPage(async () => (await loadExpertPages()).SpecialistHomePage),
  },
  {
    path: ROUTE_PATHS.specialistInfo,
    handle: { titleKey: 'experts:route.info' },
    Component: queryPage(async () => (await import('../features/experts/expert-info-page.tsx')).ExpertInfoPage),
  },
  {
    path: ROUTE_PATHS.specialistDetail,
    handle: { titleKey: 'experts:route.detail' },
    Component: queryPage(async () => (await import('../features/experts/scheme-detail-page.tsx')).SchemeDetailPage),
  },
  {
    path: ROUTE_PATHS.specialistNews,
    handle: { titleKey: 'experts:route.news' },
    Component: queryPage(async () => (await loadExpertPages()).SpecialistNewsPage),
  },
  {
    path: ROUTE_PATHS.comment,
    handle: { titleKey: 'comments:page.title' },
    Component: queryPage(async () => (await import('../features/comments/comment-page.tsx')).CommentPage),
  },
  {
    path: ROUTE_PATHS.search,
    handle: { titleKey: 'search:route.title' },
    Component: queryPage(async () => (await import('../features/search/search-page.tsx')).SearchPage),
  },
  {
    path: ROUTE_PATHS.member,
    handle: { titleKey: 'member:title' },
    Component: queryPage(async () => (await import('../features/member/member-page.tsx')).MemberPage),
  },
  {
    path: ROUTE_PATHS.aboutUser,
    handle: { titleKey: 'about:title', titleKeyFor: (q) => `about:docs.${aboutDocOf(q.get('type'))}.title` },
    Component: queryPage(async () => (await import('../features/about/about-page.tsx')).AboutPage),
  },
  {
    path: ROUTE_PATHS.persona,
    handle: { titleKey: 'member:persona.title' },
    Component: queryPage(async () => (await import('../features/persona/persona-page.tsx')).PersonaPage),
  },
  {
    path: ROUTE_PATHS.qrLogin,
    handle: { titleKey: 'account-qr:confirmTitle' },
    Component: kitPage(async () => (await import('../features/account-login/qr-confirm-page.tsx')).QrConfirmPage),
  },
  {
    path: ROUTE_PATHS.sandboxPay,
    handle: { titleKey: 'wallet:sandbox.title' },
    Component: queryPage(async () => (await import('../features/sandbox-pay/sandbox-pay-page.tsx')).SandboxPayPage),
  },
  {
    path: ROUTE_PATHS.live,
    handle: { titleKey: 'live-room:route.title' },
    Component: queryPage(async () => (await import('../features/live-room/live-room-page.tsx')).LiveRoomPage),
  },
  {
    path: ROUTE_PATHS.anchor,
    handle: { titleKey: 'anchors:route.anchor' },
    Component: queryPage(async () => (await import('../features/anchors/anchor-list-page.tsx')).AnchorListPage),
  },
  {
    path: ROUTE_PATHS.attention,
    handle: { titleKey: 'anchors:route.attention' },
    Component: queryPage(async () => (await import('../features/anchors/attention-page.tsx')).AttentionPage),
  },
  {
    path: ROUTE_PATHS.rank,
    handle: { titleKey: 'anchors:route.rank' },
    Component: queryPage(async () => (await import('../features/anchors/rank-page.tsx')).RankPage),
  },
  {
    path: ROUTE_PATHS.reserve,
    handle: { titleKey: 'anchors:route.reserve' },
    Component: queryPage(async () => (await import('../features/anchors/reserve-page.tsx')).ReservePage),
  },
  {
    path: ROUTE_PATHS.chat,
    handle: { titleKey: 'chat:route.title' },
    Component: kitPage(async () => (await import('../features/chat/chat-route.tsx')).ChatRoute),
  },
  {
    path: ROUTE_PATHS.login,
    handle: { titleKey: 'account:page.title' },
    Component: queryPage(async () => (await import('../features/account-login/login-page.tsx')).LoginPage),
  },
  {
    path: ROUTE_PATHS.download,
    handle: { titleKey: 'route.download' },
    Component: queryPage(async () => (await import('../features/download/download-page.tsx')).DownloadPage),
  },
  {
    path: ROUTE_PATHS.dome,
    handle: { titleKey: 'dev-pages:route.dome' },
    Component: page(async () => (await loadDevPages()).dome()),
  },
  {
    path: ROUTE_PATHS.newFile,
    handle: { titleKey: 'dev-pages:route.newFile' },
    Component: kitPage(async () => (await loadDevPages()).newFile()),
  },
  {
    path: ROUTE_PATHS.demo,
    handle: { titleKey: 'dev-pages:route.demo' },
    Component: queryPage(async () => (await loadDevPages()).demo()),
  },
  {
    path: ROUTE_PATHS.notFound,
    handle: { titleKey: 'route.notFound' },
    Component: page(async () => (await import('../features/not-found/not-found-page.tsx')).NotFoundPage),
  },
];

const registered = new Set(pageRoutes.map((r) => r.path.toLowerCase()));

/** Whether a link target (`/anchor?type=1`) points at a registered page. */
export function isRegisteredPath(to: string): boolean {
  return registered.has((to.split(/[?#]/)[0] ?? '').toLowerCase());
}
