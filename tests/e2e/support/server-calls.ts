import type { LiveMatch } from '../../../contracts/match.ts';
import type { FeedOrder, MatchSnapshot } from './e2e-server.ts';

/** The test-only and monitoring calls a spec makes of a server, at its base URL. */

export async function driveFeed(
  url: string,
  matchId: number,
  order: FeedOrder,
): Promise<Omit<LiveMatch, 'v' | 'updated_at'>> {
  const response = await fetch(`${url}/test/feed/matches/${matchId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  const body = (await response.json()) as { code: number; msg: string; data: Omit<LiveMatch, 'v' | 'updated_at'> };
  if (body.code !== 0) throw new Error(`feed control: ${order.event} in match ${matchId} refused: ${body.msg}`);
  return body.data;
}

/** Pins a test clock (`/test/chat/clock`, `/test/fun-guess/clock`) at unix seconds, or frees it (null). */
export async function pinClock(url: string, path: string, nowS: number | null): Promise<void> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now_s: nowS }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`${path} refused: ${body.msg}`);
}

/** Sum of a Prometheus metric's samples at one server. */
export async function metricAt(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const re = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm');
  return [...text.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
}

export async function snapshotAt(url: string, channel: 'football' | 'basketball' | 'esports'): Promise<MatchSnapshot> {
  const body = (await (await fetch(`${url}/api/live/snapshot?channel=${channel}`)).json()) as {
    code: number;
    data: MatchSnapshot;
  };
  if (body.code !== 0) throw new Error(`snapshot failed: ${JSON.stringify(body)}`);
  return body.data;
}
