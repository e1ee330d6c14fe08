import type { DataFrame, MatchChannel } from '../../../contracts/live-protocol.ts';
import { addStats, emptyStats, startStreamClient, type StreamClient, type StreamStats } from './stream-client.ts';

/** Many stream clients on one site, with their stats summed and a wait until all of them are in order. */
export interface StreamFleet {
  readonly clients: readonly StreamClient[];
  stats(): StreamStats;
  /** Clients connected and in order on every channel now. */
  settledCount(): number;
  /** Waits until every client is connected and in order; false after `timeoutMs`. */
  waitSettled(timeoutMs: number): Promise<boolean>;
  /** Clients whose every channel stands at the same epoch as the furthest one and at most `slack` seqs behind it. */
  caughtUp(channel: MatchChannel, slack: number): number;
  close(): void;
}

const STREAM_CHANNELS: MatchChannel[] = ['football', 'basketball'];

export async function startFleet(
  siteUrl: string,
  count: number,
  options: { reconnectDelayMs?: () => number; channels?: MatchChannel[]; onData?: (frame: DataFrame) => void } = {},
): Promise<StreamFleet> {
  const wsUrl = `${siteUrl.replace(/^http/, 'ws')}/ws`;
  const clients: StreamClient[] = [];
  // Opened in bursts of 50, as a crowd arrives, not all in one tick.
  for (let i = 0; i < count; i++) {
    clients.push(
      startStreamClient({
        wsUrl,
        httpUrl: siteUrl,
        channels: options.channels ?? STREAM_CHANNELS,
        reconnectDelayMs: options.reconnectDelayMs,
        // 20 clients an address, as many share one behind a NAT: under the per-address cap.
        localAddress: `127.0.${10 + Math.floor(i / 20 / 250)}.${1 + (Math.floor(i / 20) % 250)}`,
        onData: options.onData,
      }),
    );
    if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const settledCount = () => clients.filter((c) => c.settled).length;
  return {
    clients,
    stats: () => clients.reduce((total, c) => addStats(total, c.stats), emptyStats()),
    settledCount,
    async waitSettled(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (settledCount() === clients.length) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return settledCount() === clients.length;
    },
    caughtUp(channel, slack) {
      const positions = clients.map((c) => c.position(channel));
      const furthest = positions.reduce((a, b) => (b.seq > a.seq ? b : a), positions[0] ?? { epoch: null, seq: 0 });
      return positions.filter((p) => p.epoch === furthest.epoch && furthest.seq - p.seq <= slack).length;
    },
    close() {
      for (const c of clients) c.close();
    },
  };
}
