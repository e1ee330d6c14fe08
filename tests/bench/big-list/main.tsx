import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { LiveMatch } from '../../../contracts/match.ts';
import { DEFAULT_PREFS } from '../../../src/lib/list-prefs.ts';
import { LiveList } from '../../../src/features/scores/live-list.ts';
import { ScoreTable } from '../../../src/features/scores/match-table.tsx';
import { initI18n } from '../../../src/lib/i18n.ts';
import '../../../src/ui/global.css';
import '../../../src/features/scores/score-list.css';
import type { FeedCommand, FeedMessage } from './feed-worker.ts';
import { NaiveTable } from './naive-table.tsx';

/*
 * B6 (BENCHMARKS.md): a day of `rows` matches in the virtualised list while `rate` updates a
 * second arrive, measured by tests/bench/big-list.ts. Modes:
 * - `optimised`: the app's path. Updates gather in a worker until the next animation frame (as the
 *   engine paces batches), then one patch to `LiveList`; the app's `ScoreTable` (memoised rows)
 *   renders when rows moved or one on screen changed, as `useLiveList` decides.
 * - `frame-naive`: the same pacing, but every frame sorts the day and renders every row on screen.
 * - `naive`: every update is its own message, and each sorts the day and renders at once
 *   (`NaiveTable`), as a page that renders per message does.
 */

export type BigListMode = 'optimised' | 'frame-naive' | 'naive';

export interface BigListResult {
  /** requestAnimationFrame intervals, ms, while measuring. */
  frames: number[];
  /** Updates the worker made in the window, and those the page took in. */
  generated: number;
  applied: number;
}

declare global {
  interface Window {
    __bigList?: { ready: boolean; measure(ms: number): Promise<BigListResult> };
  }
}

const params = new URLSearchParams(location.search);
const mode = (params.get('mode') ?? 'optimised') as BigListMode;
const rows = Number(params.get('rows') ?? 10_000);
const rate = Number(params.get('rate') ?? 1_000);

const STALE_MS = 1_000;

// Updates the page has taken in (the worker generates them on time whatever the page does).
let received = 0;

// The optimised side's rows on screen, as `useLiveList` keeps them.
let shownIds: ReadonlySet<number> = new Set();
const onShown = (ids: ReadonlySet<number>) => {
  shownIds = ids;
};

function Optimised({ list, subscribe }: { list: LiveList; subscribe: (render: () => void) => void }) {
  const [, setTick] = useState(0);
  useState(() => subscribe(() => setTick((n) => n + 1)));
  return <ScoreTable sport="football" view={list.view()} label="optimised" onShown={onShown} />;
}

function FrameNaive({ read, subscribe }: { read: () => LiveMatch[]; subscribe: (render: () => void) => void }) {
  const [, setTick] = useState(0);
  useState(() => subscribe(() => setTick((n) => n + 1)));
  return <NaiveTable matches={read()} />;
}

function start(): void {
  const container = document.getElementById('root')!;
  const root: Root = createRoot(container);
  const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' });
  const byId = new Map<number, LiveMatch>();
  const list = new LiveList({ prefs: DEFAULT_PREFS, importantOnly: false });
  let onBatch: (() => void) | null = null;
  const subscribe = (render: () => void) => {
    onBatch = render;
  };
  // Paced modes ask for the updates gathered since the last frame, once per frame.
  const pull = () => {
    worker.postMessage({ type: 'pull' } satisfies FeedCommand);
    requestAnimationFrame(pull);
  };

  worker.onmessage = (event: MessageEvent<FeedMessage>) => {
    const message = event.data;
    if (message.type === 'day') {
      for (const m of message.rows) byId.set(m.id, m);
      list.reset(message.rows);
      if (mode === 'optimised') root.render(<Optimised list={list} subscribe={subscribe} />);
      else if (mode === 'frame-naive')
        root.render(<FrameNaive read={() => [...byId.values()]} subscribe={subscribe} />);
      else flushSync(() => root.render(<NaiveTable matches={[...byId.values()]} />));
      if (mode !== 'naive') requestAnimationFrame(pull);
      window.__bigList = { ready: true, measure };
      return;
    }
    if (message.type === 'updates') {
      // IMPORTANT: a page this far behind drops what is over a second old; else the queue of
      // messages it cannot take grows until the tab dies, and the run with it.
      if (Date.now() - message.sentAt > STALE_MS) return;
      for (const row of message.rows) {
        received += 1;
        byId.set(row.id, row);
        const matches = [...byId.values()];
        flushSync(() => root.render(<NaiveTable matches={matches} />));
      }
      return;
    }
    received += message.rows.length;
    if (mode === 'optimised') {
      // As useLiveList: render only when rows moved or a row on screen changed.
      const moved = list.patch(message.rows, []);
      if (moved || message.rows.some((row) => shownIds.has(row.id))) onBatch?.();
      return;
    }
    for (const m of message.rows) byId.set(m.id, m);
    onBatch?.();
  };
  worker.postMessage({ type: 'start', rows, rate, paced: mode !== 'naive' } satisfies FeedCommand);
}

function measure(ms: number): Promise<BigListResult> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    const receivedBefore = received;
    let last = performance.now();
    let measuring = true;
    const step = (now: number) => {
      if (!measuring) return;
      frames.push(now - last);
      last = now;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    // A timer ends the window: a page too busy to paint may never run its next frame.
    setTimeout(() => {
      measuring = false;
      // The frame still open counts: a starved page reports one long frame, not none.
      frames.push(performance.now() - last);
      resolve({ frames, generated: (rate * ms) / 1000, applied: received - receivedBefore });
    }, ms);
  });
}

void initI18n().then(start);
