import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ROUTE_PATHS } from '../ui/open-in-new-tab.ts';
import { AppShell } from './app-shell.tsx';
import { pageRoutes } from './page-routes.ts';
import { RouteError } from './route-error.tsx';
import { StartupProgress } from './route-progress.tsx';

/**
 * Routes as the seed's table (pages in page-routes.tsx): root -> /main, unknown -> /404. Each page
 * is its own chunk; a page that fails to load shows an error inside the shell.
 */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    hydrateFallbackElement: <StartupProgress />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Navigate to={ROUTE_PATHS.main} replace /> },
          ...pageRoutes,
          { path: '*', element: <Navigate to={ROUTE_PATHS.notFound} replace /> },
        ],
      },
    ],
  },
]);
