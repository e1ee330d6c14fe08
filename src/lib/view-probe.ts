import type { LiveMatch, Sport } from '../../contracts/match.ts';

declare global {
  interface Window {
    /** The rows each live view rendered from: lets end-to-end tests compare a tab with the server. */
    __liveViews?: Partial<Record<Sport, LiveMatch[]>>;
    /**
     * Set by benchmarks only (tests/bench, B3): called once React committed the rows a view was
     * patched with, to time server send (`updated_at`) -> DOM commit.
     */
    __viewCommitted?: (sport: Sport, rows: readonly LiveMatch[]) => void;
  }
}

/**
 * Publishes what a view renders from, read on demand: a getter, so a 10,000-row list pays
 * nothing per update for a probe nobody reads.
 */
export function exposeView(sport: Sport, read: () => LiveMatch[]): void {
  const views = (window.__liveViews ??= {});
  Object.defineProperty(views, sport, { get: read, configurable: true, enumerable: true });
}

/** Whether a benchmark listens for commits: views collect patched rows only then. */
export function wantsCommitReports(): boolean {
  return window.__viewCommitted !== undefined;
}

/** After a commit (layout effect): hands the rows patched since the last one to the benchmark. */
export function reportCommitted(sport: Sport, patched: { current: LiveMatch[] }): void {
  if (patched.current.length === 0) return;
  const rows = patched.current;
  patched.current = [];
  window.__viewCommitted?.(sport, rows);
}
