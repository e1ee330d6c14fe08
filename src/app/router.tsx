import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppShell } from './app-shell.tsx';

/**
 * Routes as the seed's table: root -> /main, unknown -> /404. Each page is its own chunk.
 * `handle.titleKey` gives the page title (translated route title + site name, except /main).
 */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/main" replace /> },
      {
        path: '/main',
        handle: { titleKey: 'route.main' },
        lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
      },
      {
        path: '/football',
        handle: { titleKey: 'route.football' },
        lazy: async () => ({ Component: (await import('../features/scores/football-page.tsx')).FootballPage }),
      },
      {
        path: '/basketball',
        handle: { titleKey: 'route.basketball' },
        lazy: async () => ({ Component: (await import('../features/scores/basketball-page.tsx')).BasketballPage }),
      },
      {
        path: '/404',
        handle: { titleKey: 'route.notFound' },
        lazy: async () => ({ Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage }),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
