import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { DB } from '../db/schema.ts';
import type { KeyValueStore } from '../kv/kv-store.ts';
import { createBroadcastLifecycle } from '../rooms/broadcast-lifecycle.ts';
import type { MediaLinks, RoomStreaming } from '../rooms/room-context.ts';
import type { RoomHub } from '../rooms/room-hub.ts';
import { STREAM_APP, createStreamKeyCache, parsePublish, roomKeyMatches } from '../rooms/stream-keys.ts';
import { startEmbeddedNode, type EmbeddedNode } from './embedded-node.ts';
import { createExternalPublishers } from './external-publishers.ts';
import { registerNginxRtmpHooks } from './nginx-rtmp-hooks.ts';
import { createFrameGrabber, type FrameGrabber } from './stream-frames.ts';
import {
  HOOK_SIGNATURE_HEADER,
  HOOK_TIMESTAMP_HEADER,
  doneHookBody,
  publishHookBody,
  verifyHook,
} from './media-hooks.ts';

/**
 * The media node: RTMP in (OBS), HTTP-FLV out, recordings. `MEDIA=embedded` (default) runs
 * node-media-server inside this process; `external` trusts a separate node that calls the signed
 * hooks (`/media/hooks/{publish,done}`) or nginx-rtmp's callbacks (`/media/hooks/nginx-rtmp`);
 * `off` has none (rooms never go live). Routes: `/media/live/<room>.flv`, `/media/recordings/...`
 * (Range requests, so recordings seek).
 */
export interface MediaService {
  links: MediaLinks;
  streaming: RoomStreaming;
  close(): Promise<void>;
}

/** After `Live/endRoom` the encoder's automatic reconnects are refused this long. */
export const END_BLOCK_MS = 60_000;

function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return /^[\w.\-[\]:]{1,255}$/.test(name) ? name : 'localhost';
}

export async function startMedia(
  app: FastifyInstance,
  deps: {
    config: ServerConfig;
    db: Kysely<DB>;
    hub: RoomHub;
    /** Shared state of an external node's publishers (Redis at scale: its callbacks reach any process). */
    kv: KeyValueStore;
    now: () => number;
    onError: (e: unknown) => void;
    /** A broadcast ended with its recording kept here (the clip maker cuts its goals). */
    onRecordingKept?: () => void;
  },
): Promise<MediaService> {
  const { config, db, now, onError } = deps;
  const external = config.media === 'external' ? (config.mediaPublicPlayUrl ?? '') : null;
  let node: EmbeddedNode | null = null;
  let frames: FrameGrabber | null = null;

  const links: MediaLinks = {
    rtmpUrl: (host) =>
      config.mediaPublicRtmpUrl ?? `rtmp://${hostnameOf(host)}:${node?.port ?? config.mediaRtmpPort}/${STREAM_APP}`,
    playUrl: (roomId) =>
      external === null
        ? `/media/live/${roomId}.flv`
        : config.mediaPlayFormat === 'hls'
          ? `${external}/hls/${roomId}.m3u8`
          : `${external}/${STREAM_APP}/${roomId}.flv`,
    recordingUrl: (file) => (external === null ? `/media/recordings/${file}` : `${external}/recordings/${file}`),
    frameUrl: (roomId) => frames?.frameUrl(roomId) ?? null,
  };
  const lifecycle = createBroadcastLifecycle({ db, hub: deps.hub, links, now, onError });
  const keys = createStreamKeyCache(db, onError);
  // The embedded node decides synchronously, in this process; an external node's calls may reach
  // any process, so its refusals and publishers are shared.
  const publishers = external === null ? null : createExternalPublishers(deps.kv);
  const blockedUntil = new Map<number, number>();
  const blocked = (roomId: number) => {
    const until = blockedUntil.get(roomId);
    if (until === undefined) return false;
    if (until > now()) return true;
    blockedUntil.delete(roomId);
    return false;
  };

  const recordingsDir = path.join(config.dataDir, 'recordings');
  mkdirSync(recordingsDir, { recursive: true });
  if (external === null) {
    // This process held every stream: whatever it left live died with it.
    await lifecycle.recoverCrashed(config.media === 'embedded' ? recordingsDir : null);
  }

  if (config.media === 'embedded') {
    const framesDir = path.join(config.dataDir, 'frames');
    frames = createFrameGrabber({
      ffmpeg: config.ffmpegPath,
      dir: framesDir,
      // The stream as a viewer gets it, from this server's own HTTP-FLV route.
      streamUrl: (roomId) => {
        const address = app.server.address();
        return address && typeof address === 'object'
          ? `http://127.0.0.1:${address.port}/media/live/${roomId}.flv`
          : null;
      },
      log: (level, message) => app.log[level](message),
    });
    if (frames) {
      await app.register(fastifyStatic, {
        root: framesDir,
        prefix: '/media/frames/',
        decorateReply: false,
        index: false,
        setHeaders: (reply) => {
          reply.header('x-content-type-options', 'nosniff');
          // The URL carries the frame's version: each one may be kept.
          reply.header('cache-control', 'public, max-age=86400');
        },
      });
    }
    await keys.load();
    node = await startEmbeddedNode({
      host: config.host,
      port: config.mediaRtmpPort,
      recordingsDir,
      storeDir: path.join(config.dataDir, 'media-store'),
      authorize: (roomId, secret) => !blocked(roomId) && keys.check(roomId, secret) === 'ok',
      onLive: (roomId) => {
        frames?.live(roomId);
        void lifecycle.started(roomId).catch(onError);
      },
      onDone: async (roomId, recording) => {
        frames?.ended(roomId);
        await lifecycle.stopped(roomId, recording);
        if (recording) deps.onRecordingKept?.();
      },
      log: (level, message) => app.log[level](message),
    });
  }

  app.get<{ Params: { file: string } }>('/media/live/:file', (request, reply) => {
    const match = /^(\d{1,12})\.flv$/.exec(request.params.file);
    if (!node || !match) return reply.status(404).send({ code: 1, msg: 'not live', data: null });
    node.play(Number(match[1]), request, reply);
    return reply;
  });

  if (external === null) {
    await app.register(fastifyStatic, {
      root: recordingsDir,
      prefix: '/media/recordings/',
      decorateReply: false,
      wildcard: true,
      index: false,
      acceptRanges: true,
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  } else if (publishers) {
    const keyMatches = async (roomId: number, secret: string) => {
      const room = await db
        .selectFrom('rooms')
        .select(['stream_key_hash', 'phone_key_hash'])
        .where('id', '=', roomId)
        .executeTakeFirst();
      return room !== undefined && roomKeyMatches(room, secret);
    };
    await registerHooks(app, config.mediaHookSecret ?? '', {
      now,
      publish: async (roomId, secret) => {
        if ((await publishers.blocked(roomId)) || !(await keyMatches(roomId, secret))) return false;
        await lifecycle.started(roomId);
        return true;
      },
      done: (roomId, recording) => lifecycle.stopped(roomId, recording),
    });
    registerNginxRtmpHooks(app, {
      secret: config.mediaHookSecret ?? '',
      allow: config.mediaHookAllow,
      publishers,
      keyMatches,
      started: (roomId) => lifecycle.started(roomId),
      stopped: (roomId) => lifecycle.stopped(roomId, null),
      recorded: (roomId, recording) => lifecycle.recorded(roomId, recording),
      onError,
    });
  }

  return {
    links,
    streaming: {
      keyChanged: (roomId, hash, kind) => keys.set(roomId, hash, kind),
      async end(roomId) {
        if (publishers) {
          // The node's next renewal (within its update interval) is refused, which cuts the encoder.
          await publishers.block(roomId, END_BLOCK_MS);
          await publishers.drop(roomId);
        } else blockedUntil.set(roomId, now() + END_BLOCK_MS);
        // The node reports the stop (with the recording) first; this ends the room if it had none.
        node?.disconnect(roomId);
        await lifecycle.stopped(roomId, null);
      },
      async allow(roomId) {
        blockedUntil.delete(roomId);
        await publishers?.unblock(roomId);
      },
    },
    async close() {
      frames?.close();
      await node?.close();
      node = null;
    },
  };
}

async function registerHooks(
  app: FastifyInstance,
  secret: string,
  handlers: {
    now: () => number;
    publish(roomId: number, secret: string): Promise<boolean>;
    done(roomId: number, recording: { file: string; bytes: number } | null): Promise<void>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text and parsed after.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    const signed = (headers: Record<string, unknown>, body: unknown): unknown => {
      const text = typeof body === 'string' ? body : '';
      const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : undefined);
      const nowS = Math.floor(handlers.now() / 1000);
      if (!verifyHook(secret, header(HOOK_TIMESTAMP_HEADER), header(HOOK_SIGNATURE_HEADER), text, nowS)) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    };
    scope.post('/media/hooks/publish', async (request, reply) => {
      const parsed = publishHookBody.safeParse(signed(request.headers, request.body));
      const publish = parsed.success ? parsePublish(parsed.data.stream, parsed.data.query) : null;
      const accepted = publish !== null && (await handlers.publish(publish.roomId, publish.secret));
      return reply.status(accepted ? 200 : 403).send({ code: accepted ? 0 : 1, msg: '', data: null });
    });
    scope.post('/media/hooks/done', async (request, reply) => {
      const parsed = doneHookBody.safeParse(signed(request.headers, request.body));
      const stream = parsed.success ? /^\/?(?:live\/)?(\d{1,12})$/.exec(parsed.data.stream) : null;
      if (!parsed.success || !stream) return reply.status(403).send({ code: 1, msg: '', data: null });
      const { recording, recording_bytes } = parsed.data;
      await handlers.done(Number(stream[1]), recording ? { file: recording, bytes: recording_bytes } : null);
      return reply.send({ code: 0, msg: '', data: null });
    });
  });
}
