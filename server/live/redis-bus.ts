import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DataFrame } from '../../contracts/live-protocol.ts';
import type { BusFrame, LiveBus, LiveStateSnapshot } from './live-bus.ts';

const FRAMES = 'live:frames';
const STATE_REQUEST = 'live:state-request';
const STATE_REPLY = 'live:state-reply:';
const STATE_TIMEOUT_MS = 3_000;

/**
 * Redis pub/sub fan-out. Frames and state replies are published on one connection, so a
 * gateway reads a state reply in order with the frames around it and can apply the frames
 * after the state's seqs without a gap.
 */
export function createRedisBus(url: string, options: { prefix?: string } = {}): LiveBus {
  const prefix = options.prefix ?? '';
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const listeners = new Set<(frame: BusFrame) => void>();
  const pendingReplies = new Map<string, (state: LiveStateSnapshot | null) => void>();
  let stateProvider: (() => LiveStateSnapshot) | null = null;
  const instanceId = randomUUID();
  const replyChannel = `${prefix}${STATE_REPLY}${instanceId}`;

  // Subscriptions are made again by ioredis after a reconnect; a first attempt that fails while
  // Redis is down must not reject with nobody listening (an unhandled rejection ends the process).
  const ready = sub.subscribe(`${prefix}${FRAMES}`, `${prefix}${STATE_REQUEST}`, replyChannel).catch(() => undefined);
  // A publish that fails while Redis is down (or restarting) drops the message: gateways see the
  // gap in the seqs and resync; a state request goes unanswered and times out.
  const publish = (channel: string, message: string) => void pub.publish(channel, message).catch(() => undefined);

  sub.on('message', (channel: string, message: string) => {
    try {
      if (channel === `${prefix}${FRAMES}`) {
        const frame = JSON.parse(message) as DataFrame;
        const busFrame = { frame, raw: message };
        for (const listener of listeners) listener(busFrame);
      } else if (channel === `${prefix}${STATE_REQUEST}`) {
        if (!stateProvider) return;
        const { replyTo, requestId } = JSON.parse(message) as { replyTo: string; requestId: string };
        publish(replyTo, JSON.stringify({ requestId, state: stateProvider() }));
      } else if (channel === replyChannel) {
        const { requestId, state } = JSON.parse(message) as { requestId: string; state: LiveStateSnapshot };
        pendingReplies.get(requestId)?.(state);
      }
    } catch {
      // A malformed bus message is dropped; the gateway recovers through a state request.
    }
  });
  // ioredis reconnects by itself; errors are reported through its events, not thrown.
  pub.on('error', () => {});
  sub.on('error', () => {});

  return {
    publish(frame) {
      publish(`${prefix}${FRAMES}`, frame.raw);
    },
    subscribe(onFrame) {
      listeners.add(onFrame);
      return () => listeners.delete(onFrame);
    },
    async requestState() {
      await ready;
      if (stateProvider) return stateProvider();
      const requestId = randomUUID();
      return new Promise<LiveStateSnapshot | null>((resolve) => {
        const timer = setTimeout(() => {
          pendingReplies.delete(requestId);
          resolve(null);
        }, STATE_TIMEOUT_MS);
        pendingReplies.set(requestId, (state) => {
          clearTimeout(timer);
          pendingReplies.delete(requestId);
          resolve(state);
        });
        publish(`${prefix}${STATE_REQUEST}`, JSON.stringify({ replyTo: replyChannel, requestId }));
      });
    },
    serveState(provider) {
      stateProvider = provider;
    },
    async close() {
      listeners.clear();
      for (const resolve of pendingReplies.values()) resolve(null);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
