import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';

/** Seed: the progress bar ends 0.5 s after navigation. */
export const PROGRESS_END_MS = 500;

/** A thin bar at the top of the page on every route change, ending 0.5 s after navigation completes. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
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

  const loading = navigation.state !== 'idle';
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

/** Shown until the first page's chunk has loaded: the header's place and a running bar. */
export function StartupProgress() {
  const { t } = useTranslation();
  return (
    <div className="startup">
      <div role="progressbar" aria-label={t('progress.label')} className="route-progress route-progress-running" />
      <div className="startup-bar" />
    </div>
  );
}
