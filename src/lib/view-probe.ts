import type { LiveMatch, Sport } from '../../contracts/match.ts';

declare global {
  interface Window {
    /** The rows each live view rendered from: lets end-to-end tests compare a tab with the server. */
    __liveViews?: Partial<Record<Sport, LiveMatch[]>>;
  }
}

export function exposeView(sport: Sport, rows: LiveMatch[]): void {
  window.__liveViews ??= {};
  window.__liveViews[sport] = rows;
}
