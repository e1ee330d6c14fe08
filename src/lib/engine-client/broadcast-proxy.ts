import { expose, finalizer, proxyMarker, transferHandlers, wrap } from 'comlink';
import type { TransferHandler } from 'comlink';
import { callbackChannelName } from '../../../contracts/tier-two-protocol.ts';

/*
 * Tier 2 only. Comlink's own `proxy` transfer handler sends a MessagePort, which a
 * BroadcastChannel cannot carry: this one exposes the callback on a new, uniquely named
 * BroadcastChannel and sends only the name. The engine side is the twin
 * workers/broadcast-proxy.ts (src may not import runtime code from workers/); keep both in step.
 */

// Every channel this realm exposes a callback on, to close them all when their engine died.
const exposedChannels = new Set<BroadcastChannel>();

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function uniqueId(): string {
  // randomUUID needs a secure context; plain-http LAN testing still gets a unique enough name.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let namePrefix = 'engine';

const broadcastProxyHandler: TransferHandler<object, string> = {
  canHandle: (value): value is object => isObject(value) && proxyMarker in value,
  serialize(value) {
    const name = callbackChannelName(namePrefix, uniqueId());
    const channel = new BroadcastChannel(name);
    exposedChannels.add(channel);
    // IMPORTANT: one channel per serialization, each with its own finalizer. Comlink stops
    // serving a channel on any RELEASE, so a channel shared by two registrations of the same
    // callback would die with the first release.
    const close = (): void => {
      exposedChannels.delete(channel);
      channel.close();
    };
    const target: object =
      typeof value === 'function'
        ? (...args: unknown[]) => Reflect.apply(value, undefined, args)
        : Object.create(value);
    Object.defineProperty(target, finalizer, { value: close });
    expose(target, channel);
    return [name, []];
  },
  deserialize: (name) => wrap<unknown>(new BroadcastChannel(name)),
};

/**
 * Closes every callback channel exposed so far: their engine is gone (a tier-2 leader change),
 * and the new engine gets fresh channels when the tab subscribes again.
 */
export function closeBroadcastProxies(): void {
  for (const channel of exposedChannels) channel.close();
  exposedChannels.clear();
}

/** Makes `Comlink.proxy` values travel as BroadcastChannel names in this tab. */
export function installBroadcastProxyHandler(prefix: string): void {
  namePrefix = prefix;
  transferHandlers.set('proxy', broadcastProxyHandler);
}
