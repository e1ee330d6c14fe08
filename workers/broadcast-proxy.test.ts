import { expose, proxy, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { installBroadcastProxyHandler, releaseBroadcastProxy } from './broadcast-proxy.ts';
import { settle } from './test-support/engine-harness.ts';

interface Api {
  subscribe(cb: (n: number) => unknown): Promise<void>;
  drop(): void;
}

const open: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of open) channel.close();
});

describe('broadcast proxy handler', () => {
  it('passes a callback over BroadcastChannel, where MessagePorts cannot go', async () => {
    installBroadcastProxyHandler('test-engine');
    const serverEnd = new BroadcastChannel('test-engine:tab-1');
    const clientEnd = new BroadcastChannel('test-engine:tab-1');
    open.push(serverEnd, clientEnd);
    let held: ((n: number) => unknown) | undefined;
    const api = {
      async subscribe(cb: (n: number) => unknown) {
        held = cb;
        await cb(41);
      },
      drop() {
        releaseBroadcastProxy(held);
      },
    };
    expose(api, serverEnd);
    const remote = wrap<Api>(clientEnd);
    const seen: number[] = [];
    const callback = proxy((n: number) => {
      seen.push(n);
    });
    await remote.subscribe(callback);
    expect(seen).toEqual([41]);
    await held?.(42);
    expect(seen).toEqual([41, 42]);
    // The same callback registered twice: releasing the first leaves the second working.
    const first = held;
    await remote.subscribe(callback);
    const second = held;
    expect(seen).toEqual([41, 42, 41]);
    held = first;
    await remote.drop();
    await settle(3);
    expect(() => first?.(43)).toThrow(/released/);
    await second?.(44);
    expect(seen).toEqual([41, 42, 41, 44]);
  });
});
