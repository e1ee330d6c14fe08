import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blankScores, type LiveMatch } from '../../../contracts/match.ts';
import type { FeedChange } from '../../../server/feed/feed-provider.ts';
import { createInProcessBus } from '../../../server/live/in-process-bus.ts';
import { createLiveMirror } from '../../../server/live/live-mirror.ts';
import { createLiveStore } from '../../../server/live/live-store.ts';
import { attachLiveGateway } from '../../../server/live/socket-gateway.ts';
import { createMetrics } from '../../../server/metrics.ts';
import { FIRST_MATCH, FLUSH_MS, MATCHES, memoryAfterGc, onCommand, reply, type ServerCommand } from './ipc.ts';
import { startSchedule } from './schedule.ts';

/*
 * B10, our side: the live gateway on a plain HTTP server, fed through the real pipeline (live
 * store -> in-process bus -> mirror -> gateway). The feed's updates are collected and applied
 * as one batch every FLUSH_MS, so each flush is one frame on the channel, built once and written
 * to every socket on it.
 */

function match(id: number, now: number): LiveMatch {
  return {
    id,
    sport: 'football',
    v: 1,
    league_id: 1 + (id % 12),
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'Ngoại hạng Anh',
    home_team_id: id * 2,
    away_team_id: id * 2 + 1,
    home_team_name_zh: `主队${id}`,
    home_team_name_en: `Home ${id}`,
    home_team_name_vi: `Đội nhà ${id}`,
    away_team_name_zh: `客队${id}`,
    away_team_name_en: `Away ${id}`,
    away_team_name_vi: `Đội khách ${id}`,
    match_time: 1_800_000_000,
    status: 'live',
    period: 1,
    minute: 10,
    match_str: '10',
    ...blankScores(),
    updated_at: now,
  };
}

async function main(): Promise<void> {
  const now = Date.now;
  const metrics = createMetrics();
  const bus = createInProcessBus();
  const matches = Array.from({ length: MATCHES }, (_, i) => match(FIRST_MATCH + i, now()));
  const store = createLiveStore({ matches, odds: [] }, { now, publish: (frame) => bus.publish(frame) });
  bus.serveState(() => store.snapshot());
  const mirror = createLiveMirror(bus);
  await mirror.start();
  const server = createServer((_request, response) => response.writeHead(404).end());
  attachLiveGateway({ server, mirror, metrics, allowedOrigins: [], perAddress: 1_000_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  onCommand<ServerCommand>((command) => {
    if (command.cmd === 'gc') {
      reply(memoryAfterGc());
      return;
    }
    // Every FLUSH_MS tick applies the updates due since the last one as one batch: one frame.
    let pending: FeedChange[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      const changes = pending;
      pending = [];
      store.apply({ fixtures: [], removed: [], odds: [], changes });
    };
    startSchedule({
      t0: command.t0,
      rate: command.rate,
      total: command.total,
      stopAt: command.stopAt,
      tickMs: FLUSH_MS,
      onDue(first, last) {
        for (let k = first; k <= last; k += 1) {
          pending.push({ id: FIRST_MATCH + (k % MATCHES), fields: { minute: k % 90, home_corner: k } });
        }
        flush();
      },
      onDone(produced) {
        flush();
        reply({ type: 'done', produced, frames: mirror.seq('football') });
      },
    });
  });
  reply({ type: 'ready', port: (server.address() as AddressInfo).port });
}

void main();
