import type { EngineStatus } from '../../contracts/engine-api.ts';

/** The freshness mark reads status to the second; newer status alone re-renders once a second. */
const STATUS_STEP_MS = 1_000;

/** Whether a view showing `shown` should render for `next`: its link changed, or a second passed. */
export function statusDue(shown: EngineStatus | null, next: EngineStatus): boolean {
  return (
    shown === null ||
    shown.connected !== next.connected ||
    shown.link !== next.link ||
    shown.syncing !== next.syncing ||
    shown.epoch !== next.epoch ||
    shown.storedAt !== next.storedAt ||
    next.lastMessageAt - shown.lastMessageAt >= STATUS_STEP_MS
  );
}
