import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { EngineStatus, MatchBatch } from '../../../contracts/engine-api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { MatchTable } from '../../../src/features/scores/match-table.tsx';
import { initI18n } from '../../../src/lib/i18n.ts';
import { exposeView, reportCommitted, wantsCommitReports } from '../../../src/lib/view-probe.ts';
import { FreshnessMark } from '../../../src/ui/freshness-mark.tsx';
import '../../../src/ui/global.css';
// The list's own styles (the real page gets them through ScoreList): same layout, same paint cost.
import '../../../src/features/scores/score-list.css';
import { createEngine } from '../../../workers/create-engine.ts';
import { createReconnectingSocket, fetchSnapshot, systemTimers } from '../../../workers/real-deps.ts';
import { liveSocketUrl } from '../../../workers/socket-address.ts';
import { createMemoryEngineDb } from './memory-engine-db.ts';

/*
 * The per-tab baseline (BENCHMARKS.md): the architecture the original site used. This tab runs
 * its own engine in its main thread with its own socket, parses every frame, and re-renders
 * the list synchronously for every batch the engine hands it: no SharedWorker, no sharing, no
 * frame pacing. The list is the app's own components (MatchTable, FreshnessMark).
 */

const patched = { current: [] as LiveMatch[] };

function PerTabList({ matches, status }: { matches: LiveMatch[]; status: EngineStatus }) {
  const { t } = useTranslation('scores');
  // Same probe point as src/lib/use-live-matches.ts: after React committed the rows.
  useLayoutEffect(() => reportCommitted('football', patched));
  return (
    <section className="score-list">
      <header className="score-list-head">
        <h1>{t('list.title.football')}</h1>
        <FreshnessMark status={status} />
      </header>
      <MatchTable matches={matches} label={t('list.title.football')} />
    </section>
  );
}

async function start(): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  const engine = createEngine({
    socket: createReconnectingSocket(liveSocketUrl(location)),
    db: createMemoryEngineDb(),
    fetchSnapshot,
    // The engine lives and dies with this tab: there is no other tab to watch.
    watchTab: () => new Promise<void>(() => undefined),
    now: () => Date.now(),
    timers: systemTimers,
    random: Math.random,
    tier: 'in-process',
    onError: (error, context) => console.warn(`[per-tab engine] ${context}`, error),
  });
  const tabId = 'per-tab';
  const rows = new Map<number, LiveMatch>();
  engine.attach({ tabId, visible: true });
  engine.subscribe(tabId, { kind: 'matches', sport: 'football' }, (received) => {
    const batch = received as MatchBatch;
    if (batch.kind === 'reset') {
      rows.clear();
      for (const row of batch.rows) rows.set(row.id, row);
    } else {
      for (const row of batch.rows) rows.set(row.id, row);
      for (const id of batch.removed) rows.delete(id);
      if (wantsCommitReports()) patched.current.push(...batch.rows);
    }
    const list = [...rows.values()];
    exposeView('football', () => list);
    // IMPORTANT: render now, inside the engine's callback, and resolve at once: the engine then
    // sends the next batch as soon as it has one (every frame), never coalesced to the display.
    flushSync(() => root.render(<PerTabList matches={list} status={batch.status} />));
  });
  window.__engine = { tier: 'in-process', status: () => Promise.resolve(engine.status()) };
}

void start();
