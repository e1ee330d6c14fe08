import type { Browser } from '@playwright/test';
import type { BenchFeed } from './bench-feed.ts';
import type { BenchServer, FootballSnapshot } from './bench-server.ts';
import {
  frameRates,
  openTabs,
  rowsBehind,
  rowsBehindIn,
  tabRows,
  windowSamples,
  type Side,
  type Tabs,
} from './bench-tabs.ts';
import { sleep } from './stats.ts';

/**
 * A tab at this many frames a second or more gets display-paced frames (the front window: 40-60
 * under load); headless Chromium gives the others 1-8 (see run.ts).
 */
const PACED_FPS = 30;

export interface GapParams {
  tabs: number;
  rows: number;
  seed: number;
  /** Streaming before each disruption. */
  leadMs: number;
  /** How long the server stays down in the restart case. */
  downMs: number;
  /** Streaming after recovery, before the feed pauses and the tabs are compared. */
  tailMs: number;
  /** Give up waiting for consistency after this long. */
  timeoutMs: number;
  /** After the feed paused, wait at most this long for the tabs to hold the final state. */
  settleMs: number;
  /** How often the tabs are read while waiting for them to catch up. */
  pollMs: number;
}

export interface GapCase {
  kind: 'drop' | 'restart';
  /** Live sockets cut (drop) or open when the server stopped (restart). */
  socketsBefore: number;
  /** From the server being back (drop: the cut) to every socket open again; null if never. */
  reconnectMs: number | null;
  /** From the server being back to every tab holding the server's state at the reconnect. */
  consistentMs: number | null;
  /** The same for the tabs with display-paced frames only (see run.ts on headless frames). */
  consistentPacedMs: number | null;
  /** How many tabs had display-paced frames (0: `consistentPacedMs` means nothing). */
  pacedTabs: number;
  /** consistentMs - reconnectMs: the recovery beyond the reconnect backoff (target <= 1 s). */
  afterReconnectMs: number | null;
  /** Compared with the server's snapshot once the feed paused and the tabs settled. */
  lost: number;
  /** Rows still behind in tabs that were still catching up when `settleMs` ran out. */
  unsettled: number;
  appliedTwice: number;
  missingRows: number;
  extraRows: number;
  /** Rows committed again at a version not above the last one committed (in-page probe). */
  repeatedCommits: number;
}

export interface GapRun {
  side: Side;
  /** requestAnimationFrame callbacks per second per tab while streaming, in tab order. */
  framesPerSecond: number[];
  cases: GapCase[];
}

function versions(snapshot: FootballSnapshot): [number, number][] {
  return snapshot.list.map((m) => [m.id, m.v]);
}

/**
 * Waits for every live socket to be back, takes the server's state at that moment, then polls
 * until every tab holds it: what it missed during the gap, recovered by replay or snapshot.
 */
async function awaitRecovery(
  server: BenchServer,
  tabs: Tabs,
  frames: number[],
  expectedSockets: number,
  backAt: number,
  params: GapParams,
): Promise<Pick<GapCase, 'reconnectMs' | 'consistentMs' | 'consistentPacedMs' | 'pacedTabs'>> {
  const paced = frames.map((f) => f >= PACED_FPS);
  const pacedTabs = paced.filter(Boolean).length;
  const deadline = backAt + params.timeoutMs;
  let reconnectAt: number | null = null;
  // In-process and cheap: polled finely.
  while (reconnectAt === null && Date.now() < deadline) {
    if (server.openSockets() >= expectedSockets) reconnectAt = Date.now();
    else await sleep(20);
  }
  if (reconnectAt === null) return { reconnectMs: null, consistentMs: null, consistentPacedMs: null, pacedTabs };
  const truth = versions(await server.snapshot());
  // Each tab is polled on its own; its time is the end of its first read that holds the truth.
  const perTab = await Promise.all(
    tabs.pages.map(async (page) => {
      while (Date.now() < deadline) {
        if ((await rowsBehindIn(page, truth)) === 0) return Date.now() - backAt;
        await sleep(params.pollMs);
      }
      return null;
    }),
  );
  const latest = (times: (number | null)[]) =>
    times.length === 0 || times.some((t) => t === null) ? null : Math.max(...(times as number[]));
  return {
    reconnectMs: reconnectAt - backAt,
    consistentMs: latest(perTab),
    consistentPacedMs: latest(perTab.filter((_, i) => paced[i])),
    pacedTabs,
  };
}

/** A tab still behind with no progress for this long holds rows it will never get: lost. */
const STUCK_MS = 2_000;

/**
 * Pauses the feed, waits until every tab holds the server's final state (or stops making
 * progress, or `settleMs` runs out), then compares each tab's rows with the snapshot. Rows
 * behind in a tab that stopped progressing are lost; in a tab still catching up (a backlog, not
 * a loss) they count as unsettled.
 */
async function settleAndCompare(server: BenchServer, feed: BenchFeed, tabs: Tabs, settleMs: number) {
  feed.pause();
  await sleep(200); // the last batch reaches the sockets
  const truth = await server.snapshot();
  const wanted = versions(truth);
  const deadline = Date.now() + settleMs;
  const lastProgress = tabs.pages.map(() => Date.now());
  let behind = await rowsBehind(tabs, wanted);
  while (Date.now() < deadline && behind.some((n, i) => n > 0 && Date.now() - lastProgress[i]! < STUCK_MS)) {
    await sleep(250);
    const next = await rowsBehind(tabs, wanted);
    next.forEach((n, i) => {
      if (n < behind[i]!) lastProgress[i] = Date.now();
    });
    behind = next;
  }
  const stuck = behind.map((n, i) => n > 0 && Date.now() - lastProgress[i]! >= STUCK_MS);
  const views = await tabRows(tabs);
  const serverRows = new Map(truth.list.map((m) => [m.id, m]));
  let lost = 0;
  let unsettled = 0;
  let appliedTwice = 0;
  let missingRows = 0;
  let extraRows = 0;
  views.forEach((rows, tab) => {
    const shown = new Map(rows.map((r) => [r.id, r]));
    for (const [id, want] of serverRows) {
      const got = shown.get(id);
      if (!got || got.v < want.v) {
        if (!stuck[tab]) unsettled += 1;
        else if (!got) missingRows += 1;
        else lost += 1;
      } else if (got.v > want.v) appliedTwice += 1;
      else if (got.home_score !== want.home_score || got.away_score !== want.away_score) appliedTwice += 1;
    }
    for (const id of shown.keys()) if (!serverRows.has(id)) extraRows += 1;
  });
  return { lost, unsettled, appliedTwice, missingRows, extraRows };
}

/** B8 for one side: (a) every live socket cut server-side, (b) the server down for `downMs`. */
export async function runGapRecovery(
  browser: Browser,
  server: BenchServer,
  feed: BenchFeed,
  side: Side,
  params: GapParams,
): Promise<GapRun> {
  feed.pause();
  const tabs = await openTabs(browser, server.url, side, params.tabs, params.rows);
  const cases: GapCase[] = [];
  let frames: number[] = [];
  try {
    const expected = server.openSockets();
    for (const kind of ['drop', 'restart'] as const) {
      feed.play(params.seed + cases.length);
      const leadEnd = Date.now() + params.leadMs;
      if (frames.length === 0) frames = await frameRates(tabs, 1000);
      await sleep(Math.max(0, leadEnd - Date.now()));
      const repeatsBefore = (await windowSamples(tabs, 0, 0)).repeats;
      const socketsBefore = server.openSockets();
      let backAt: number;
      if (kind === 'drop') {
        server.dropSockets();
        backAt = Date.now();
      } else {
        await server.stop();
        await sleep(params.downMs);
        await server.start();
        backAt = Date.now();
      }
      const recovery = await awaitRecovery(server, tabs, frames, expected, backAt, params);
      await sleep(params.tailMs);
      const compared = await settleAndCompare(server, feed, tabs, params.settleMs);
      const repeatsAfter = (await windowSamples(tabs, 0, 0)).repeats;
      cases.push({
        kind,
        socketsBefore,
        ...recovery,
        afterReconnectMs:
          recovery.consistentMs !== null && recovery.reconnectMs !== null
            ? recovery.consistentMs - recovery.reconnectMs
            : null,
        ...compared,
        repeatedCommits: repeatsAfter - repeatsBefore,
      });
    }
  } finally {
    feed.pause();
    await tabs.close();
  }
  return { side, framesPerSecond: frames, cases };
}
