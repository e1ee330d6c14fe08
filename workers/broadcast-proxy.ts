import { expose, finalizer, proxyMarker, releaseProxy, transferHandlers, wrap } from 'comlink';
import type { TransferHandler } from 'comlink';
import { callbackChannelName } from '../contracts/tier-two-protocol.ts';

/*
 * Comlink's own `proxy` transfer handler sends a MessagePort, which a BroadcastChannel cannot
 * carry. In tier-2 realms (the leader worker and every tab that talks to it) this one replaces
 * it: the callback is exposed on a new, uniquely named BroadcastChannel and only the name
 * crosses. The tab side has a twin in src/lib/engine-client/broadcast-proxy.ts (src may not
 * import runtime code from workers/); keep both in step.
 */

const remoteChannels = new WeakMap<object, BroadcastChannel>();

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** Callbacks the engine wrapped around a tab's proxy, and the proxy each wraps. */
const wrappedProxies = new WeakMap<object, object>();

/**
 * Records that `wrapper` calls the tab's `proxy` (match-changes.ts), so releasing the wrapper
 * frees the proxy. (A map, not a property: reading any property of a Comlink proxy makes one.)
 */
export function wrapsProxy(wrapper: object, proxy: object): void {
  wrappedProxies.set(wrapper, proxy);
}

function proxyOf(remote: object): object {
  return wrappedProxies.get(remote) ?? remote;
}

function uniqueId(): string {
  // randomUUID needs a secure context; getRandomValues works on plain-http LAN testing too.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-');
}

const broadcastProxyHandler: TransferHandler<object, string> = {
  canHandle: (value): value is object => isObject(value) && proxyMarker in value,
  serialize(value) {
    const name = callbackChannelName(namePrefix, uniqueId());
    const channel = new BroadcastChannel(name);
    // IMPORTANT: one channel per serialization, each with its own finalizer. Comlink stops
    // serving a channel on any RELEASE, so a channel shared by two registrations of the same
    // callback would die with the first release.
    const close = (): void => channel.close();
    const target: object =
      typeof value === 'function'
        ? (...args: unknown[]) => Reflect.apply(value, undefined, args)
        : Object.create(value);
    Object.defineProperty(target, finalizer, { value: close });
    expose(target, channel);
    return [name, []];
  },
  deserialize(name) {
    const channel = new BroadcastChannel(name);
    const remote = wrap<unknown>(channel);
    remoteChannels.set(remote, channel);
    return remote;
  },
};

let namePrefix = 'engine';

/** Makes `Comlink.proxy` values travel as BroadcastChannel names in this realm. */
export function installBroadcastProxyHandler(prefix: string): void {
  namePrefix = prefix;
  transferHandlers.set('proxy', broadcastProxyHandler);
}

/**
 * Frees a callback proxy received through the broadcast handler: tells the other side to
 * close its end (`RELEASE`) and closes ours. A dead tab never answers, which is fine: a
 * message posted before `close()` is still delivered, and no reply is awaited.
 */
export function releaseBroadcastProxy(wrapper: unknown): void {
  if (!isObject(wrapper)) return;
  const remote = proxyOf(wrapper);
  const channel = remoteChannels.get(remote);
  if (channel === undefined) return;
  remoteChannels.delete(remote);
  const release: unknown = Reflect.get(remote, releaseProxy);
  if (typeof release === 'function') release();
  channel.close();
}

/** Frees a callback proxy received over a MessagePort (tier 1). */
export function releaseComlinkProxy(wrapper: unknown): void {
  if (!isObject(wrapper)) return;
  const release: unknown = Reflect.get(proxyOf(wrapper), releaseProxy);
  if (typeof release === 'function') release();
}
