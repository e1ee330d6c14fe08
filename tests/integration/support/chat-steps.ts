import { expect } from 'vitest';
import type { Envelope } from '../../../contracts/api.ts';
import type { ChatEvent } from '../../../contracts/chat.ts';
import type { ServerFrame } from '../../../contracts/live-protocol.ts';
import type { AnyRoute, RouteInput, RouteResult } from '../../../contracts/route-definition.ts';
import { call } from '../../support/accounts.ts';
import { openClient } from './test-server.ts';

/** Chat test steps: calls that must succeed, and sockets that collect chat events. */

/** A socket speaking for `token`, as a browser's engine opens it. */
export async function chatSocket(server: { wsUrl: string }, token: string) {
  const client = await openClient(server.wsUrl);
  client.send({ type: 'auth', token });
  await client.next((f) => f.code === 0 && f.type === 'auth');
  const events = () =>
    client.frames.flatMap((f: ServerFrame) =>
      f.code === 100 && 'type' in f.data && f.data.type === 'chat' ? [f.data.event] : [],
    );
  return {
    client,
    events,
    /** Waits for a chat event that passes the test. */
    async event<K extends ChatEvent['kind']>(
      kind: K,
      test: (event: Extract<ChatEvent, { kind: K }>) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<Extract<ChatEvent, { kind: K }>> {
      const pick = (f: ServerFrame) =>
        f.code === 100 &&
        'type' in f.data &&
        f.data.type === 'chat' &&
        f.data.event.kind === kind &&
        test(f.data.event as Extract<ChatEvent, { kind: K }>);
      const frame = await client.next(pick, timeoutMs);
      return (frame as unknown as { data: { event: Extract<ChatEvent, { kind: K }> } }).data.event;
    },
    close: () => client.close(),
  };
}

/** A call that must succeed: its data. */
export async function ok<T extends AnyRoute>(
  server: { url: string },
  route: T,
  params: RouteInput<T>,
  token?: string,
): Promise<RouteResult<T>> {
  const result = await call(server, route, params, token);
  expect(result.code, `${route.path}: ${result.msg}`).toBe(0);
  return result.data;
}

/** A call that must be refused: the envelope. */
export async function refused<T extends AnyRoute>(
  server: { url: string },
  route: T,
  params: RouteInput<T>,
  token?: string,
): Promise<Envelope<RouteResult<T>>> {
  const result = await call(server, route, params, token);
  expect(result.code, `${route.path} should be refused`).not.toBe(0);
  return result;
}
