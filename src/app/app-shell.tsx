import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { ErrorMessages } from './error-messages.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useHeaderHidden } from './header-visibility.ts';
import type { PageHandle } from './page-routes.ts';
import { RouteProgress } from './route-progress.tsx';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar/top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { MOBILE_LAYOUT_QUERY, useMobileRedirect } from './viewport.ts';
import './app-shell.css';

// Goal pop-ups load after the page, in their own chunk.
const GoalAlertLayer = lazy(async () => ({
  default: (await import('../features/goal-alerts/goal-alert-layer.tsx')).GoalAlertLayer,
}));
const RoomNotices = lazy(async () => ({ default: (await import('./room-notices.tsx')).RoomNotices }));

/** The current page's route meta. */
function usePageHandle(): { handle: PageHandle | undefined; pathname: string | undefined } {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return { handle: last?.handle as PageHandle | undefined, pathname: last?.pathname };
}

/** Title from route meta: the translated route title plus the site name, except on /main. */
function useRouteTitle(handle: PageHandle | undefined, pathname: string | undefined): void {
  const { t } = useTranslation();
  const isMain = pathname === '/main';
  useEffect(() => {
    const site = t('site.name');
    document.title = !handle?.titleKey || isMain ? site : `${t(handle.titleKey)} - ${site}`;
  }, [handle?.titleKey, isMain, t]);
}

export function AppShell() {
  const { handle, pathname } = usePageHandle();
  useRouteTitle(handle, pathname);
  useMobileRedirect();
  const mobile = useMediaQuery(MOBILE_LAYOUT_QUERY);
  const headerHidden = useHeaderHidden(handle?.hideHeaderOnScroll === true);
  return (
    <div className="app" data-layout={mobile ? 'mobile' : 'desktop'}>
      <RouteProgress />
      <TopBar hidden={headerHidden} mobile={mobile} />
      <ErrorMessages />
      <UpdatePrompt />
      <OfflineNotice />
      <div className="app-body">
        <SideMenu />
        <main className="page">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
      <Suspense fallback={null}>
        <GoalAlertLayer />
      </Suspense>
      <Suspense fallback={null}>
        <RoomNotices />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
