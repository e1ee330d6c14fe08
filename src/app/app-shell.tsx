import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { matchRoutes, useLocation } from 'react-router-dom';
import { loadNamespaces } from '../lib/i18n.ts';
import { userState } from '../lib/user-store.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { useHeaderHidden } from './header-visibility.ts';
import { NoticeHost } from './notice-host.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { pageRoutes, type PageHandle } from './page-routes.ts';
import { PageRoutes } from './router.tsx';
import { RouteProgress } from './route-progress.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar/top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useErrorMessages } from './use-error-messages.ts';
import { MOBILE_LAYOUT_QUERY, useMobileRedirect } from './viewport.ts';
import { translate } from '../lib/i18n-keys.ts';

// Goal pop-ups load after the page, in their own chunk.
const GoalAlertLayer = lazy(async () => ({
  default: (await import('../features/goal-alerts/goal-alert-layer.tsx')).GoalAlertLayer,
}));
// A logged-in user's chat badge counts and message sound, on every page (visitors never load it).
const ChatWatcher = lazy(async () => ({
  default: (await import('../features/chat/chat-watcher.tsx')).ChatWatcher,
}));
const RoomNotices = lazy(async () => ({ default: (await import('./room-notices.tsx')).RoomNotices }));

/** The current page's route meta. */
function usePageHandle(path: string): { handle: PageHandle | undefined; pathname: string | undefined } {
  return useMemo(() => {
    const last = matchRoutes(pageRoutes, path)?.at(-1);
    return { handle: last?.route.handle, pathname: last?.pathname };
  }, [path]);
}

/** Title from route meta: the translated route title plus the site name, except on /main. */
function useRouteTitle(handle: PageHandle | undefined, pathname: string | undefined): void {
  const { t } = useTranslation();
  const { search } = useLocation();
  const isMain = pathname === '/main';
  const titleKey = handle?.titleKeyFor?.(new URLSearchParams(search)) ?? handle?.titleKey;
  useEffect(() => {
    const site = t('site.name');
    if (!titleKey || isMain) {
      document.title = site;
      return;
    }
    // A page's title may live in its own catalogue (`schedule:route.title`), loaded with the page.
    let current = true;
    const namespace = titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : 'common';
    void loadNamespaces([namespace]).then(() => {
      if (current) document.title = `${translate(titleKey)} - ${site}`;
    });
    return () => {
      current = false;
    };
  }, [titleKey, isMain, t]);
}

export function AppShell() {
  const location = useLocation();
  const { handle, pathname } = usePageHandle(location.pathname);
  useScrollRestoration();
  useRouteTitle(handle, pathname);
  useMobileRedirect();
  useErrorMessages();
  const { user } = useSnapshot(userState);
  const mobile = useMediaQuery(MOBILE_LAYOUT_QUERY);
  const headerHidden = useHeaderHidden(handle?.hideHeaderOnScroll === true);
  return (
    <div className="app" data-layout={mobile ? 'mobile' : 'desktop'}>
      <RouteProgress />
      <TopBar hidden={headerHidden} mobile={mobile} />
      <UpdatePrompt />
      <OfflineNotice />
      <div className="app-body">
        <SideMenu />
        {/* data-route: the path of the page on screen, once the router rendered it (an unknown path has none). */}
        <main className="page" data-route={handle ? pathname : undefined}>
          {/* A page waits here for its catalogues (react-i18next suspends until they load). */}
          {/* The kit's skeleton look from the theme's own class, without its component in every page's first load. */}
          <Suspense fallback={<div className="p-skeleton page-skeleton" aria-busy="true" />}>
            <PageErrorBoundary path={location.pathname}>
              <PageRoutes />
            </PageErrorBoundary>
          </Suspense>
        </main>
      </div>
      <SiteFooter />
      <Suspense fallback={null}>
        <GoalAlertLayer />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <ChatWatcher key={user.id} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <RoomNotices />
      </Suspense>
      <NoticeHost />
    </div>
  );
}
