import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Recording } from '../rooms/broadcast-lifecycle.ts';
import { STREAM_APP, parsePublish } from '../rooms/stream-keys.ts';
import { clearStaleStoreLock } from './store-lock.ts';

/**
 * node-media-server (pinned 4.4.3) inside this process: RTMP in, HTTP-FLV out through our own
 * HTTP server, FLV recordings. We own the RTMP listener (so port 0 works and a busy port is an
 * error, not `process.exit`) and feed HTTP-FLV sessions from Fastify ourselves, so the node opens
 * no port of its own and its web console and API never run. Its state is process-wide (one
 * module-level context), hence one embedded node per process.
 */

const require = createRequire(import.meta.url);

// ---- the parts of node-media-server we touch (it ships no types) ------------------------------
interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  socket?: Socket;
  broadcast: NmsBroadcast;
  outBytes: number;
  filePath: string;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
  run: () => void;
}
interface NmsBroadcast {
  publisher: NmsSession | null;
  subscribers: Map<string, NmsSession>;
  publishGraceMs: number;
  verifyAuth: (key: string, session: NmsSession) => boolean;
  getPublishStatus(): 'publishing' | 'reconnecting' | 'idle';
  _finishPublish(): void;
  _destroyIfEmpty(): void;
}
interface NmsContext {
  sessions: Map<string, NmsSession>;
  broadcasts: Map<string, NmsBroadcast>;
  eventEmitter: NodeJS.EventEmitter;
}
interface NmsInstance {
  rtmpServer: { handleRequest(socket: Socket): void };
  recordServer: { getActiveRecord(streamPath: string): NmsSession | undefined };
  store: { _onSignal?: (...args: unknown[]) => void };
  on(event: string, listener: (session: NmsSession) => void): void;
  run(): Promise<void>;
  stop(): Promise<void>;
}
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error';

const NMS = 'node-media-server/src';
const NodeMediaServer = require('node-media-server') as new (config: object) => NmsInstance;
const Context = require(`${NMS}/core/context.js`) as NmsContext;
const nmsLogger = require(`${NMS}/core/logger.js`) as { level: string; log: (message: string, level?: Level) => void };
const BroadcastServer = require(`${NMS}/server/broadcast_server.js`) as new (streamPath: string) => NmsBroadcast;
const FlvSession = require(`${NMS}/session/flv_session.js`) as new (req: unknown, res: ServerResponse) => NmsSession;

/** After the encoder drops, this long to come back before the room ends (the node's default: 30 s). */
export const PUBLISH_GRACE_MS = 3_000;
/** A viewer this far behind is cut off rather than buffered without end. */
const MAX_VIEWER_BACKLOG_BYTES = 8 * 1024 * 1024;

export interface EmbeddedNodeOptions {
  host: string;
  /** 0: any free port (see `port` of the result). */
  port: number;
  recordingsDir: string;
  storeDir: string;
  /** Synchronous: the node decides before it accepts any media. */
  authorize(roomId: number, secret: string): boolean;
  onLive(roomId: number): void;
  onDone(roomId: number, recording: Recording | null): Promise<void> | void;
  log(level: 'warn' | 'error', message: string): void;
}

export interface EmbeddedNode {
  /** The RTMP port actually bound. */
  port: number;
  isLive(roomId: number): boolean;
  /** Ends the room's publish now and drops the encoder's connection; false when none. */
  disconnect(roomId: number): boolean;
  /** Serves `/media/live/<room>.flv`: the room's stream as HTTP-FLV, or 404 when not live. */
  play(roomId: number, request: FastifyRequest, reply: FastifyReply): void;
  close(): Promise<void>;
}

let running = false;

const streamPathOf = (roomId: number) => `/${STREAM_APP}/${roomId}`;

/** The room a stream is for: its name must be the room id in canonical form (`1`, never `01`). */
function roomOf(session: Pick<NmsSession, 'streamApp' | 'streamName'>): number | null {
  if (session.streamApp !== STREAM_APP || !/^[1-9]\d{0,11}$/.test(session.streamName)) return null;
  return Number(session.streamName);
}

export async function startEmbeddedNode(options: EmbeddedNodeOptions): Promise<EmbeddedNode> {
  if (running) throw new Error('an embedded media node already runs in this process (set MEDIA=off or external)');
  running = true;
  try {
    return await start(options);
  } catch (error) {
    running = false;
    throw error;
  }
}

async function start(options: EmbeddedNodeOptions): Promise<EmbeddedNode> {
  // Its logger prints to stdout at debug level (set in its constructor): forward warnings and errors
  // to ours instead, whatever level it sets.
  nmsLogger.log = (message, level = 'info') => {
    if (level === 'warn' || level === 'error') options.log(level, `media: ${message}`);
  };
  nmsLogger.level = 'warn';

  const nms = new NodeMediaServer({
    bind: options.host,
    record: { path: options.recordingsDir },
    store: { path: options.storeDir },
    webadmin: { enable: false },
    // Publishing always asks `verifyAuth`, which we replace per broadcast below.
    auth: { publish: true, play: false, secret: 'unused' },
  });
  const approved = new WeakSet<NmsSession>();
  const pending = new Set<Promise<void>>();
  const viewers = new Set<ServerResponse>();

  /** Whatever a refused or ended client still sends goes to a broadcast nobody watches. */
  const detach = (session: NmsSession) => {
    session.broadcast = new BroadcastServer('');
  };

  nms.on('prePublish', (session) => {
    const broadcast = session.broadcast;
    broadcast.verifyAuth = (_key, candidate) => approved.has(candidate);
    const roomId = roomOf(session);
    const parsed = roomId === null ? null : parsePublish(String(roomId), session.streamQuery);
    // One encoder per key: a second one while the first is sending is refused (NMS would refuse it
    // too, but only after letting its packets into the room's stream).
    const busy = broadcast.getPublishStatus() === 'publishing';
    if (parsed && !busy && options.authorize(parsed.roomId, parsed.secret)) {
      approved.add(session);
      broadcast.publishGraceMs = PUBLISH_GRACE_MS;
      return;
    }
    detach(session);
    session.socket?.destroy();
    broadcast._destroyIfEmpty();
  });

  nms.on('postPublish', (session) => {
    const roomId = roomOf(session);
    if (roomId !== null && approved.has(session)) options.onLive(roomId);
  });

  nms.on('donePublish', (session) => {
    const roomId = roomOf(session);
    if (roomId === null || !approved.has(session)) return;
    // The record session stops right after this (its listener comes later), its bytes all written.
    const record = nms.recordServer.getActiveRecord(session.streamPath);
    const recording =
      record && record.outBytes > 0
        ? {
            file: path.relative(options.recordingsDir, record.filePath).split(path.sep).join('/'),
            bytes: record.outBytes,
          }
        : null;
    const done = Promise.resolve(options.onDone(roomId, recording)).catch((error: unknown) =>
      options.log('error', `media: ending room ${roomId} failed: ${String(error)}`),
    );
    pending.add(done);
    void done.then(() => pending.delete(done));
  });

  if (clearStaleStoreLock(options.storeDir)) options.log('warn', 'media: removed a stale store lock (after a crash)');
  await nms.run();
  // Shutting down on signals is the server's job (it ends rooms first), not the node's store.
  if (nms.store._onSignal) {
    process.off('SIGINT', nms.store._onSignal);
    process.off('SIGTERM', nms.store._onSignal);
  }

  const listener: Server = createServer((socket) => nms.rtmpServer.handleRequest(socket));
  try {
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(options.port, options.host, () => {
        listener.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await nms.stop();
    Context.eventEmitter.removeAllListeners();
    throw new Error(`RTMP port ${options.host}:${options.port} is not available (MEDIA_RTMP_PORT): ${String(error)}`);
  }
  listener.on('error', (error) => options.log('error', `media: RTMP listener: ${String(error)}`));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  const live = (roomId: number) => {
    const broadcast = Context.broadcasts.get(streamPathOf(roomId));
    return broadcast !== undefined && broadcast.getPublishStatus() !== 'idle';
  };

  return {
    port,
    isLive: live,
    disconnect(roomId) {
      const broadcast = Context.broadcasts.get(streamPathOf(roomId));
      const publisher = broadcast?.publisher;
      if (!broadcast || !publisher) return false;
      broadcast._finishPublish();
      detach(publisher);
      publisher.socket?.destroy();
      return true;
    },
    play(roomId, request, reply) {
      if (!live(roomId)) {
        void reply.status(404).header('cache-control', 'no-store').send({ code: 1, msg: 'not live', data: null });
        return;
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'video/x-flv',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      viewers.add(res);
      res.on('close', () => viewers.delete(res));
      const socket = request.raw.socket;
      // The shape NMS reads from an Express request; "closed" is the response's, not the
      // (keep-alive) socket's.
      const req = {
        socket: {
          remoteAddress: socket.remoteAddress,
          remotePort: socket.remotePort,
          on: (_event: string, listener: () => void) => res.on('close', listener),
        },
        hostname: request.hostname,
        params: { app: STREAM_APP, name: String(roomId) },
        query: {},
        method: 'GET',
        on: () => undefined,
      };
      const session = new FlvSession(req, res);
      const send = session.sendBuffer;
      session.sendBuffer = (buffer) => {
        if (res.writableLength > MAX_VIEWER_BACKLOG_BYTES) {
          res.destroy();
          return;
        }
        send(buffer);
      };
      session.run();
      Context.sessions.set(session.id, session);
    },
    async close() {
      listener.close();
      for (const [streamPath, broadcast] of Context.broadcasts) {
        if (streamPath && broadcast.publisher) broadcast._finishPublish();
      }
      await Promise.all(pending);
      for (const res of viewers) res.destroy();
      await nms.stop();
      // The node's context outlives it: leave it clean for a node started later in this process.
      Context.eventEmitter.removeAllListeners();
      Context.broadcasts.clear();
      Context.sessions.clear();
      running = false;
    },
  };
}
