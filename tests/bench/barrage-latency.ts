import type { Browser } from '@playwright/test';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../contracts/live-protocol.ts';
import { issueToken } from '../../server/accounts/tokens.ts';
import { createUser } from '../../server/accounts/user-repository.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { newMobile } from '../support/accounts.ts';
import type { BenchServer } from './bench-server.ts';
import { percentile, round, sleep, spread, type Spread } from './stats.ts';

/**
 * B3r: barrage latency. The anchor of a room sends barrages (`Barrage/send`, as the chat box
 * does); each is timed from just before the call to its arrival at two receivers in the same run:
 * a viewer's real `/live` page (the chat line in the DOM, stamped by a MutationObserver) and a
 * bare socket client in the same room (the frame off the wire: the server's own floor). The
 * ratio page / socket is what the app adds on top of the server's delivery.
 */
export interface BarrageParams {
  repetitions: number;
  /** Barrages per repetition, one every `gapMs`. */
  perRepetition: number;
  gapMs: number;
}

export interface BarrageRun {
  /** Latencies of every barrage of the repetition, ms, in send order (null: never arrived). */
  page: (number | null)[];
  socket: (number | null)[];
}

const MARK = 'bench-barrage';
/** The page's chat lines, stamped when each first appears (an init script). */
declare global {
  interface Window {
    __barrageSeen?: Record<string, number>;
  }
}

function stampChatLines(mark: string): void {
  window.__barrageSeen = {};
  const pattern = new RegExp(`${mark}-\\d+-\\d+`);
  // Every chat line on each DOM change: the list may reuse its rows' elements for new lines.
  new MutationObserver(() => {
    const now = Date.now();
    for (const line of document.querySelectorAll('[data-testid="chat-line"]')) {
      const id = pattern.exec(line.textContent ?? '')?.[0];
      if (id && window.__barrageSeen && !(id in window.__barrageSeen)) window.__barrageSeen[id] = now;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** An anchor (made in the database, as an approved application leaves one) whose room is open. */
async function anchorWithRoom(server: BenchServer): Promise<{ token: string; roomId: number }> {
  const db = server.live().database.db;
  const nowS = Math.floor(Date.now() / 1000);
  const id = await db
    .transaction()
    .execute((trx) => createUser(trx, { mobile: newMobile(), passwordHash: 'unused', invitedBy: null, nowS }));
  await db.updateTable('users').set({ is_anchor: 1 }).where('id', '=', id).execute();
  const token = await issueToken(db, id, 'pc', nowS);
  const started = await call<MyRoom>(server, ROOM_PATHS.startRoom, {}, token);
  return { token, roomId: started.id };
}

async function call<T>(server: BenchServer, path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path} refused: ${envelope.msg}`);
  return envelope.data;
}

async function sendBarrage(server: BenchServer, token: string, roomId: number, text: string): Promise<void> {
  await call(server, 'Barrage/send', { room_id: roomId, text }, token);
}

/** A socket client in the room that stamps each marked barrage as it comes off the wire. */
async function roomSocket(server: BenchServer, roomId: number): Promise<{ seen: Map<string, number>; close(): void }> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const seen = new Map<string, number>();
  const pattern = new RegExp(`${MARK}-\\d+-\\d+`);
  let joined: () => void = () => undefined;
  const isJoined = new Promise<void>((resolve) => (joined = resolve));
  socket.on('message', (data) => {
    const at = Date.now();
    const frame = JSON.parse(data.toString()) as {
      code: number;
      type?: string;
      joined?: boolean;
      data?: { type?: string; event?: { kind?: string; barrage?: { text?: string } } };
    };
    if (frame.code === 0 && frame.type === 'room' && frame.joined) joined();
    const text =
      frame.data?.type === 'room' && frame.data.event?.kind === 'barrage' ? frame.data.event.barrage?.text : '';
    const id = pattern.exec(text ?? '')?.[0];
    if (id && !seen.has(id)) seen.set(id, at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION }));
  socket.send(JSON.stringify({ type: 'room_join', room_id: roomId }));
  await Promise.race([isJoined, sleep(10_000).then(() => Promise.reject(new Error('room_join not answered')))]);
  return { seen, close: () => socket.close() };
}

export async function runBarrageLatency(
  browser: Browser,
  server: BenchServer,
  params: BarrageParams,
): Promise<BarrageRun[]> {
  const { token, roomId } = await anchorWithRoom(server);
  const runs: BarrageRun[] = [];
  for (let rep = 0; rep < params.repetitions; rep++) {
    const context = await browser.newContext();
    await context.addInitScript(stampChatLines, MARK);
    const socket = await roomSocket(server, roomId);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/live?id=${roomId}`);
      // Warm-up: until a barrage shows on the page (its socket has joined the room).
      let warm = 0;
      for (;;) {
        const id = `${MARK}-${rep}-${1000 + warm}`;
        await sendBarrage(server, token, roomId, `warm-up ${id}`);
        const shown = await page
          .waitForFunction((key) => window.__barrageSeen?.[key] !== undefined, id, { timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (shown) break;
        if (++warm >= 5) {
          const lines = await page.locator('[data-testid="chat-line"]').allTextContents();
          throw new Error(`the room page never showed a barrage (chat: ${JSON.stringify(lines.slice(-5))})`);
        }
      }
      const sentAt: number[] = [];
      for (let i = 0; i < params.perRepetition; i++) {
        sentAt.push(Date.now());
        await sendBarrage(server, token, roomId, `Goal incoming ${MARK}-${rep}-${i}`);
        await sleep(params.gapMs);
      }
      const ids = sentAt.map((_, i) => `${MARK}-${rep}-${i}`);
      await page
        .waitForFunction((keys) => keys.every((k) => window.__barrageSeen?.[k] !== undefined), ids, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      const seenOnPage = await page.evaluate(() => window.__barrageSeen ?? {});
      runs.push({
        page: ids.map((id, i) => (seenOnPage[id] === undefined ? null : seenOnPage[id]! - sentAt[i]!)),
        socket: ids.map((id, i) => (socket.seen.has(id) ? socket.seen.get(id)! - sentAt[i]! : null)),
      });
    } finally {
      socket.close();
      await context.close();
    }
  }
  return runs;
}

/** Per repetition p50/p99 of each side, then median (min-max) over repetitions, and the ratios. */
export function summarizeBarrage(runs: BarrageRun[], targetP99Ms: number) {
  if (runs.length === 0) return null;
  const sorted = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  const side = (pick: (r: BarrageRun) => (number | null)[]) => ({
    p50: spread(runs.map((r) => percentile(sorted(pick(r)), 50))),
    p99: spread(runs.map((r) => percentile(sorted(pick(r)), 99))),
    missing: runs.reduce((n, r) => n + pick(r).filter((x) => x === null).length, 0),
  });
  const page = side((r) => r.page);
  const socket = side((r) => r.socket);
  const ratio = (p: number) =>
    spread(runs.map((r) => round(percentile(sorted(r.page), p) / Math.max(1, percentile(sorted(r.socket), p)), 2)));
  const pass = page.missing === 0 && page.p99.max <= targetP99Ms;
  return {
    target: `page p99 <= ${targetP99Ms} ms, every barrage delivered`,
    samples: runs.reduce((n, r) => n + r.page.length, 0),
    page,
    socket,
    p50Ratio: ratio(50),
    p99Ratio: ratio(99),
    pass,
    line: `barrage p99 page ${page.p99.median} ms vs socket ${socket.p99.median} ms, ratio ${ratio(99).median} (${pass ? 'pass' : 'miss'})`,
  };
}

export type BarrageSummary = NonNullable<ReturnType<typeof summarizeBarrage>>;

export function barrageMarkdown(params: BarrageParams, s: BarrageSummary | null): string[] {
  if (!s) return [];
  const r = (x: Spread) => `${x.median} (${x.min}-${x.max})`;
  return [
    '## B3r barrage latency (a room: anchor sends, a viewer page and a bare socket receive)',
    '',
    `${params.repetitions} repetitions of ${params.perRepetition} barrages, one every ${params.gapMs} ms, live stream paused; each timed from just before \`Barrage/send\` to the chat line in the viewer page's DOM, and to the frame at a socket client in the same room. Ratio page / socket: median (min-max) over repetitions.`,
    '',
    '| figure | viewer page | socket client | ratio | target | result |',
    '|---|---|---|---|---|---|',
    `| p50, ms | ${r(s.page.p50)} | ${r(s.socket.p50)} | ${r(s.p50Ratio)} | | |`,
    `| p99, ms | ${r(s.page.p99)} | ${r(s.socket.p99)} | ${r(s.p99Ratio)} | ${s.target} | ${s.pass ? 'pass' : '**miss**'} |`,
    `| never arrived | ${s.page.missing} | ${s.socket.missing} | | 0 | |`,
  ];
}
