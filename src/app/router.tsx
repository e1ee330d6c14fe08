import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_PATHS } from '../ui/open-in-new-tab.ts';
import { pageRoutes } from './page-routes.ts';

/** The seed's table (pages in page-routes.ts): root -> /main, unknown -> /404. */
const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={ROUTE_PATHS.main} replace /> },
  ...pageRoutes,
  { path: '*', element: <Navigate to={ROUTE_PATHS.notFound} replace /> },
];

/**
 * The page of the current location. Each page is its own chunk; the router keeps the page on
 * screen while the next one's chunk loads (navigations are transitions), and the progress bar
 * runs meanwhile (page-loads.ts).
 */
export function PageRoutes() {
  return useRoutes(routes);
}
