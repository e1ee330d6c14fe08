import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageLoading } from './page-loads.ts';

/** Seed: the progress bar ends 0.5 s after navigation. */
export const PROGRESS_END_MS = 500;

/**
 * A thin bar at the top of the page on every route change: running while the next page's chunk
 * loads, ending 0.5 s after the new page is on screen.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const loading = usePageLoading();
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  const [finishing, setFinishing] = useState<string | null>(null);
  // A new location means a navigation completed: finish the bar (state adjusted during render,
  // React's pattern for reacting to a changed value).
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    setFinishing(location.key);
  }
  useEffect(() => {
    if (finishing === null) return;
    const timer = setTimeout(() => setFinishing(null), PROGRESS_END_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  if (!loading && finishing === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={loading ? undefined : 100}
      className={`route-progress ${loading ? 'route-progress-running' : 'route-progress-done'}`}
    />
  );
}
