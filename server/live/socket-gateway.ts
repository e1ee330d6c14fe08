import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  HEARTBEAT_MS,
  MATCH_CHANNELS,
  MAX_CLIENT_FRAME_BYTES,
  PROTOCOL_VERSION,
  oddsChannel,
  type Channel,
  type ClientFrame,
  type ControlFrame,
  type NoticeFrame,
  type ServerFrame,
  type SocketErrorCode,
} from '../../contracts/live-protocol.ts';
import { clientFrameSchema } from '../../contracts/live-frames.ts';
import { cookieToken } from '../accounts/session-cookie.ts';
import { DEFAULT_COMPANY_ID } from '../../contracts/odds.ts';
import type { Metrics } from '../metrics.ts';
import type { BusFrame } from './live-bus.ts';
import type { LiveMirror } from './live-mirror.ts';
import { createRoomSockets, type RoomMember, type RoomSocketsDeps } from './room-sockets.ts';
import { SOCKET_LIMITS, createWindowCounter } from './socket-limits.ts';
import { originAllowed } from './socket-origin.ts';
import { textFrame, writeFrame } from './ws-frame.ts';

export interface GatewayOptions {
  server: Server;
  mirror: LiveMirror;
  metrics: Metrics;
  allowedOrigins: string[];
  /** The site's configured origin (PUBLIC_URL), when there is one. */
  publicUrl?: string;
  now?: () => number;
  /** QR login: a page waits for `code` (wired by the accounts feature). */
  onLoginWait?: (code: string, send: (frame: ServerFrame) => void) => void;
  /** Logins and rooms over the socket (`auth`, `room_join`); without it those frames are refused. */
  rooms?: Omit<RoomSocketsDeps, 'now'>;
  /** Sockets one address may hold at once (default SOCKET_LIMITS.perAddress). */
  perAddress?: number;
  /** A socket that has not sent `register` this long after opening is closed. */
  registerTimeoutMs?: number;
  /** The client's address (behind a trusted proxy, from `X-Forwarded-For`). */
  addressOf?: (request: IncomingMessage) => string;
}

interface Client {
  socket: WebSocket;
  versioned: boolean;
  registered: boolean;
  companyId: number;
  channels: Set<Channel>;
  alive: boolean;
  frames: ReturnType<typeof createWindowCounter>;
  abuse: ReturnType<typeof createWindowCounter>;
  member: RoomMember | null;
  address: string;
  /** Being closed by us: nothing it still sends is read or counted. */
  closing: boolean;
  registerTimer: NodeJS.Timeout | null;
}

/**
 * The live socket at `/ws`: one per browser. Validates every client frame, answers resume from
 * the mirror's ring (or asks for a snapshot), and fans out each bus frame's prebuilt JSON to the
 * sockets on its channel. Bad input gets an error frame and is counted; abuse closes the socket;
 * nothing a client sends can stop the server.
 */
export function attachLiveGateway(options: GatewayOptions) {
  const { mirror, metrics } = options;
  const now = options.now ?? Date.now;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    clientTracking: false,
    perMessageDeflate: false, // the default, and writeFrame (ws-frame.ts) relies on it
  });
  const clients = new Set<Client>();
  const byChannel = new Map<Channel, Set<Client>>();
  const rooms = options.rooms ? createRoomSockets({ ...options.rooms, now }) : null;
  const perAddress = options.perAddress ?? SOCKET_LIMITS.perAddress;
  const registerTimeoutMs = options.registerTimeoutMs ?? SOCKET_LIMITS.registerTimeoutMs;
  const addressOf = options.addressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown');
  /** Open sockets (and upgrades in progress) per address. */
  const byAddress = new Map<string, number>();
  const countAddress = (address: string, delta: 1 | -1) => {
    const next = (byAddress.get(address) ?? 0) + delta;
    if (next <= 0) byAddress.delete(address);
    else byAddress.set(address, next);
  };

  function join(client: Client, channel: Channel): void {
    client.channels.add(channel);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(client);
  }
  function leave(client: Client, channel: Channel): void {
    client.channels.delete(channel);
    const set = byChannel.get(channel);
    set?.delete(client);
    // IMPORTANT: a channel goes with its last listener, so the map never outgrows what is in use.
    if (set?.size === 0) byChannel.delete(channel);
  }

  function drop(client: Client, reason: string, code = 1008): void {
    // Once: a peer that keeps sending after its close must not count as new drops or start timers.
    if (client.closing) return;
    client.closing = true;
    metrics.socketsDropped.inc({ reason });
    client.socket.close(code, reason);
    // A peer that ignores the close handshake is cut off.
    setTimeout(() => client.socket.terminate(), 1000).unref();
  }

  /** Whether a frame may be written to the socket now; a slow consumer is cut off here. */
  function writable(client: Client): boolean {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) {
      // IMPORTANT: a slow consumer must never slow the others: cut it off, it will resume.
      metrics.socketsDropped.inc({ reason: 'slow_consumer' });
      socket.terminate();
      return false;
    }
    return true;
  }
  function sendRaw(client: Client, raw: string): void {
    if (!writable(client)) return;
    client.socket.send(raw);
    metrics.framesSent.inc();
  }
  const sendFrame = (client: Client, frame: Buffer) => writable(client) && writeFrame(client.socket, frame);
  const send = (client: Client, frame: ServerFrame) => sendRaw(client, JSON.stringify(frame));

  function reject(client: Client, error: SocketErrorCode, message: string): void {
    metrics.socketRejects.inc({ reason: error });
    const frame: ControlFrame = { code: 0, type: 'error', error, message };
    send(client, frame);
    if (!client.abuse.hit()) drop(client, 'abuse');
  }

  function resume(client: Client, channel: Channel, epoch: string | null, seq: number): void {
    const frames = mirror.replay(channel, epoch, seq);
    if (frames === null || mirror.epoch === null) {
      join(client, channel);
      send(client, { code: 0, type: 'snapshot_required', channel, epoch: mirror.epoch ?? '' });
      return;
    }
    // Replay and join in one turn of the event loop: no live frame can slip in between.
    for (const frame of frames) sendRaw(client, frame.raw);
    join(client, channel);
    send(client, { code: 0, type: 'resumed', channel, epoch: mirror.epoch, from: seq + 1, to: mirror.seq(channel) });
  }

  function classify(client: Client, classifyType: 0 | 1): void {
    const sport = classifyType === 0 ? 'football' : 'basketball';
    const leagues = new Map<number, { id: number; name_zh: string; name_en: string; name_vi: string }>();
    for (const m of mirror.matches()) {
      if (m.sport !== sport || leagues.has(m.league_id)) continue;
      leagues.set(m.league_id, {
        id: m.league_id,
        name_zh: m.short_name_zh,
        name_en: m.short_name_en,
        name_vi: m.short_name_vi,
      });
    }
    const frame: NoticeFrame = {
      code: 100,
      data: { type: 'classify', classify_type: classifyType, list: [...leagues.values()] },
    };
    send(client, frame);
  }

  function handle(client: Client, frame: ClientFrame): void {
    switch (frame.type) {
      case 'register': {
        client.registered = true;
        if (client.registerTimer) clearTimeout(client.registerTimer);
        client.registerTimer = null;
        client.versioned = frame.protocol !== undefined;
        if (frame.protocol !== undefined && frame.protocol !== PROTOCOL_VERSION) {
          reject(client, 'unsupported', `protocol ${frame.protocol} is not served here (${PROTOCOL_VERSION})`);
          return;
        }
        send(client, {
          code: 0,
          type: 'welcome',
          protocol: PROTOCOL_VERSION,
          epoch: mirror.epoch ?? '',
          heartbeat_ms: HEARTBEAT_MS,
        });
        if (!client.versioned) {
          // A seed client never resumes: it gets every channel live from now on.
          for (const channel of MATCH_CHANNELS) join(client, channel);
          join(client, oddsChannel(client.companyId));
        }
        return;
      }
      case 'toggle': {
        const previous = oddsChannel(client.companyId);
        client.companyId = frame.company_id;
        if (!client.versioned && client.registered && client.channels.has(previous)) {
          leave(client, previous);
          join(client, oddsChannel(frame.company_id));
        }
        return;
      }
      case 'classify':
        classify(client, frame.classify_type);
        return;
      case 'heartbeat':
        send(client, { code: 0, type: 'pong', ts: now() });
        return;
      case 'login':
        options.onLoginWait?.(frame.code, (f) => send(client, f));
        return;
      case 'resume':
        resume(client, frame.channel as Channel, frame.epoch, frame.seq);
        return;
      case 'leave':
        leave(client, frame.channel as Channel);
        return;
      case 'auth':
      case 'room_join':
      case 'room_leave':
        if (!rooms || !client.member) {
          reject(client, 'unsupported', `${frame.type} is not served here`);
          return;
        }
        if (frame.type === 'auth') void rooms.auth(client.member, frame.token);
        else if (frame.type === 'room_join') void rooms.join(client.member, frame.room_id);
        else rooms.leave(client.member, frame.room_id);
        return;
    }
  }

  function onMessage(client: Client, data: RawData, isBinary: boolean): void {
    if (client.closing) return;
    client.alive = true;
    if (!client.frames.hit()) {
      reject(client, 'rate_limited', `at most ${SOCKET_LIMITS.framesPerWindow} frames per minute`);
      return;
    }
    if (isBinary) {
      reject(client, 'bad_frame', 'frames are JSON text');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      reject(client, 'bad_json', 'a frame must be one JSON object');
      return;
    }
    const result = clientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'type';
      reject(client, 'bad_frame', `${field}: ${issue?.message ?? 'invalid frame'}`);
      return;
    }
    handle(client, result.data);
  }

  function onConnection(socket: WebSocket, address: string, sessionToken: string | null): void {
    const client: Client = {
      socket,
      versioned: false,
      registered: false,
      companyId: DEFAULT_COMPANY_ID,
      channels: new Set(),
      alive: true,
      frames: createWindowCounter(SOCKET_LIMITS.framesPerWindow, SOCKET_LIMITS.windowMs, now),
      abuse: createWindowCounter(SOCKET_LIMITS.abuseBeforeClose, SOCKET_LIMITS.windowMs, now),
      member: null,
      address,
      closing: false,
      registerTimer: null,
    };
    client.registerTimer = setTimeout(() => {
      if (!client.registered) drop(client, 'register_timeout');
    }, registerTimeoutMs);
    client.registerTimer.unref();
    client.member =
      rooms?.add({ send: (raw) => sendRaw(client, raw), close: (code, reason) => drop(client, reason, code) }) ?? null;
    // A browser's login is its HttpOnly session cookie, which the upgrade carried (its origin checked).
    if (client.member && sessionToken) void rooms?.session(client.member, sessionToken);
    clients.add(client);
    metrics.socketsOpen.inc();
    socket.on('message', (data, isBinary) => {
      try {
        onMessage(client, data, isBinary);
      } catch {
        // Never let one socket's frame escape into the process.
        metrics.socketRejects.inc({ reason: 'internal' });
      }
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('error', () => {
      // ws reports oversized frames (1009) and protocol errors here before closing.
      metrics.socketRejects.inc({ reason: 'protocol' });
    });
    socket.on('close', () => {
      clients.delete(client);
      if (client.registerTimer) clearTimeout(client.registerTimer);
      countAddress(client.address, -1);
      for (const channel of [...client.channels]) leave(client, channel);
      if (client.member) rooms?.remove(client.member);
      metrics.socketsOpen.dec();
    });
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/ws') return; // another upgrade handler (e.g. media) may own it
    if (!originAllowed(request, options)) {
      metrics.socketRejects.inc({ reason: 'origin' });
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const address = addressOf(request);
    if ((byAddress.get(address) ?? 0) >= perAddress) {
      metrics.socketRejects.inc({ reason: 'per_address' });
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
      return;
    }
    // Counted from the upgrade on, so a burst of upgrades cannot slip past the cap.
    countAddress(address, 1);
    let handed = false;
    socket.once('close', () => {
      if (!handed) countAddress(address, -1);
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      handed = true;
      onConnection(ws, address, cookieToken(request.headers.cookie));
    });
  }
  options.server.on('upgrade', onUpgrade);

  const stopMirror = mirror.listen({
    onFrame(frame: BusFrame) {
      const set = byChannel.get(frame.frame.channel);
      if (!set) return;
      // IMPORTANT: framed once per frame, not once per socket: every socket gets the same bytes.
      const bytes = textFrame(frame.raw);
      let sent = 0;
      for (const client of set) if (sendFrame(client, bytes)) sent += 1;
      metrics.framesSent.inc(sent);
    },
    onReset(channels) {
      for (const channel of channels) {
        const set = byChannel.get(channel);
        if (!set) continue;
        for (const client of set) {
          if (client.versioned)
            send(client, { code: 0, type: 'snapshot_required', channel, epoch: mirror.epoch ?? '' });
        }
      }
    },
  });

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        metrics.socketsDropped.inc({ reason: 'missed_pongs' });
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, SOCKET_LIMITS.pingIntervalMs);
  pinger.unref();

  return {
    get size(): number {
      return clients.size;
    },
    /** Send a notice to every socket (e.g. `liveKickout`); each client decides what concerns it. */
    broadcastNotice(frame: NoticeFrame): void {
      const raw = JSON.stringify(frame);
      for (const client of clients) sendRaw(client, raw);
    },
    async close(): Promise<void> {
      clearInterval(pinger);
      stopMirror();
      rooms?.close();
      options.server.off('upgrade', onUpgrade);
      for (const client of clients) client.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
