import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineStatus } from '../../contracts/engine-api.ts';
import { HEARTBEAT_MS, PONG_DEADLINE_MS } from '../../contracts/live-protocol.ts';
import { dateFormat } from '../lib/locale-format.ts';

/** Data older than one heartbeat window is marked stale. */
const STALE_MS = HEARTBEAT_MS + PONG_DEADLINE_MS;

/** How old the view's data is: live, N seconds old, stale, or offline as of a time. */
export function FreshnessMark({ status }: { status: EngineStatus | null }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!status) return <span className="freshness">{t('freshness.connecting')}</span>;
  const last = status.lastMessageAt || status.storedAt;
  const age = last ? now - last : Infinity;
  let text: string;
  let tone: 'live' | 'old' | 'stale';
  if (!status.connected && status.storedAt) {
    text = t('freshness.offline', { time: dateFormat(i18n.language, 'dateTime').format(status.storedAt) });
    tone = 'stale';
  } else if (!status.connected) {
    text = t('freshness.connecting');
    tone = 'old';
  } else if (age > STALE_MS) {
    text = t('freshness.stale');
    tone = 'stale';
  } else if (age > 5_000) {
    text = t('freshness.ago', { seconds: Math.round(age / 1000) });
    tone = 'old';
  } else {
    text = t('freshness.live');
    tone = 'live';
  }
  return (
    <span className={`freshness freshness-${tone}`} role="status">
      {text}
    </span>
  );
}
