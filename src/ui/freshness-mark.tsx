import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineStatus } from '../../contracts/engine-api.ts';
import { HEARTBEAT_MS, PONG_DEADLINE_MS } from '../../contracts/live-protocol.ts';
import { dateFormat } from '../lib/locale-format.ts';

/** With the socket open, no frame (data or pong) for this long means the data is no longer live. */
const STALE_MS = HEARTBEAT_MS + PONG_DEADLINE_MS;

type Freshness = { kind: 'loading' } | { kind: 'live' } | { kind: 'offline'; asOf: number };

/**
 * What the mark says. Offline means the socket is down, or open with nothing heard for longer
 * than the heartbeat window; nothing else. While the engine connects or catches up (replay,
 * snapshot) the rows may be old, which the mark says neutrally.
 */
export function freshnessOf(status: EngineStatus | null, now: number): Freshness {
  if (status === null || status.link === 'connecting') return { kind: 'loading' };
  const asOf = status.lastMessageAt || status.storedAt;
  if (status.link === 'down') return { kind: 'offline', asOf };
  if (now - status.lastMessageAt > STALE_MS) return { kind: 'offline', asOf };
  return status.syncing ? { kind: 'loading' } : { kind: 'live' };
}

/**
 * Ms until the mark changes with no newer status: an open socket's data turns stale once nothing
 * was heard for the heartbeat window. Null when only a new status can change it.
 */
export function changesIn(status: EngineStatus | null, now: number): number | null {
  if (status === null || status.link !== 'open') return null;
  const due = status.lastMessageAt + STALE_MS + 1 - now;
  return due > 0 ? due : null;
}

/**
 * How live the view's data is: live, loading the latest, or offline as of a time. It renders
 * when its status changes and once more when that status goes stale, never on a clock (a tick a
 * second in every open tab, hidden ones included, for a mark that changes once a minute at most).
 */
export function FreshnessMark({ status }: { status: EngineStatus | null }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const due = changesIn(status, Date.now());
    if (due === null) return;
    const timer = setTimeout(() => setNow(Date.now()), due);
    return () => clearTimeout(timer);
  }, [status]);
  const freshness = freshnessOf(status, Math.max(now, status?.lastMessageAt ?? 0));
  const [tone, text] =
    freshness.kind === 'loading'
      ? ['old', t('freshness.connecting')]
      : freshness.kind === 'live'
        ? ['live', t('freshness.live')]
        : [
            'stale',
            freshness.asOf > 0
              ? t('freshness.offline', { time: dateFormat(i18n.language, 'dateTime').format(freshness.asOf) })
              : t('freshness.offlineNoData'),
          ];
  return (
    <span className={`freshness freshness-${tone}`} role="status">
      {text}
    </span>
  );
}
