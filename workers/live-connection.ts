import type { ServerNotice } from '../contracts/engine-api.ts';
import type { Channel, ChannelSnapshot, ClientFrame, ControlFrame, RoomEvent } from '../contracts/live-protocol.ts';
import { HEARTBEAT_MS, PONG_DEADLINE_MS, PROTOCOL_VERSION, isDataFrame } from '../contracts/live-protocol.ts';
import type { CompanyId } from '../contracts/odds.ts';
import type { ChannelSink, ChannelSync, Cursor } from './channel-sync.ts';
import { createChannelSync } from './channel-sync.ts';
import type { Cancel, LiveSocket, Timers } from './engine-deps.ts';
import { SOCKET_STATE } from './engine-deps.ts';
import type { FrameLog } from './frame-log.ts';
import { parseServerFrame } from './server-frames.ts';

/** Frames that are not sequenced data, for tabs (kick-outs, QR login). */
export type { ServerNotice };

export interface LiveConnectionDeps {
  socket: LiveSocket;
  timers: Timers;
  now(): number;
  random(): number;
  fetchSnapshot(channel: Channel): Promise<ChannelSnapshot>;
  sink: ChannelSink;
  /** Cursors stored in IndexedDB. */
  cursors: ReadonlyMap<Channel, Cursor>;
  company: CompanyId;
  onNotice(notice: ServerNotice): void;
  /** The link or the data's freshness changed (welcome, close, pong, a channel caught up). */
  onStatus?(): void;
  /** Login and rooms on the socket: their handshake, answers and events. */
  session?: SessionHooks;
  /** Where every frame in and out is noted (the diagnostics pages). */
  frameLog?: Pick<FrameLog, 'received' | 'sent'>;
  onError?(error: unknown, context: string): void;
}

/** What the login token and the rooms hear of the connection. */
export interface SessionHooks {
  /** After the channel handshake of every open: send `auth`, then `room_join`s. */
  opened(): void;
  /** The socket dropped; `code` is the server's close code when known. */
  closed(code: number | undefined): void;
  answer(frame: Extract<ControlFrame, { type: 'auth' | 'session' | 'room' }>): void;
  roomEvent(roomId: number, event: RoomEvent): void;
}

export interface ConnectionStatus {
  connected: boolean;
  /** `connecting` until the first welcome or close; `down` from a close until the next welcome. */
  link: 'connecting' | 'open' | 'down';
  epoch: string | null;
  lastMessageAt: number;
  connects: number;
}

/**
 * The one live socket: handshake on every open (`register`, `toggle`, `classify`, then a
 * `resume` per channel once `welcome` arrives), heartbeat with a pong deadline that forces a
 * reconnect, and dispatch of frames to each channel's `ChannelSync`.
 */
export interface LiveConnection {
  /** Opens the socket (after IndexedDB is loaded). */
  start(): void;
  /** Follow a channel (sends `resume` when the socket is ready). */
  join(channel: Channel): void;
  /** Stop following a channel (sends `leave`). */
  leave(channel: Channel): void;
  joined(): Channel[];
  setCompany(companyId: CompanyId): void;
  /** QR login: sends `login` now and after every reconnect until success or the code expires. */
  login(code: string): void;
  /** Sends a frame now if the socket is open; dropped otherwise (the handshake sends state again). */
  send(frame: ClientFrame): void;
  status(): ConnectionStatus;
  channel(channel: Channel): ChannelSync | undefined;
  dispose(): void;
}

/** A QR code lives 3 minutes on the server; the engine stops re-sending it after that. */
export const LOGIN_WAIT_MS = 3 * 60_000;

/** Builds a connection; nothing is sent before `start()`. */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const { socket, timers } = deps;
  const channels = new Map<Channel, ChannelSync>();
  const cursors = new Map(deps.cursors);
  let company = deps.company;
  let open = false;
  let welcomed = false;
  let connected = false;
  /** A close (or a failed attempt) happened since the last welcome. */
  let down = false;
  let epoch: string | null = null;
  let lastMessageAt = 0;
  let connects = 0;
  let stopHeartbeat: Cancel | null = null;
  let pongDeadline: Cancel | null = null;
  /** QR codes being waited on, with the time they stop mattering. */
  const loginCodes = new Map<string, number>();

  const sink: ChannelSink = {
    applyFrame: (frame) => deps.sink.applyFrame(frame),
    applySnapshot: (snapshot) => deps.sink.applySnapshot(snapshot),
    cursorChanged(channel, cursor) {
      // Kept here too, so a channel left and joined again resumes where it stopped.
      cursors.set(channel, cursor);
      deps.sink.cursorChanged(channel, cursor);
    },
  };

  function send(frame: ClientFrame): void {
    if (socket.readyState !== SOCKET_STATE.open) return;
    const text = JSON.stringify(frame);
    socket.send(text);
    deps.frameLog?.sent(text.length, frame, deps.now());
  }

  function heartbeat(): void {
    send({ type: 'heartbeat', ts: deps.now() });
    if (pongDeadline !== null) return;
    pongDeadline = timers.setTimeout(() => {
      pongDeadline = null;
      // No pong: the socket is half-open (typically after sleep). Reconnect at once.
      closed();
      socket.reconnect();
    }, PONG_DEADLINE_MS);
  }

  function opened(): void {
    // A new socket while the old one counted as open: that one dropped. Otherwise nothing was up.
    if (open) closed();
    open = true;
    connects += 1;
    send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
    send({ type: 'toggle', company_id: company });
    send({ type: 'classify', classify_type: 0 });
    const now = deps.now();
    for (const [code, until] of loginCodes) {
      if (until <= now) loginCodes.delete(code);
      else send({ type: 'login', code });
    }
    stopHeartbeat = timers.setInterval(heartbeat, HEARTBEAT_MS);
    deps.session?.opened();
  }

  /** Idempotent: a forced reconnect runs it before the socket reports its own close. */
  function closed(code?: number): void {
    if (open) deps.session?.closed(code);
    const changed = connected || !down;
    down = true;
    open = false;
    welcomed = false;
    connected = false;
    stopHeartbeat?.();
    stopHeartbeat = null;
    pongDeadline?.();
    pongDeadline = null;
    for (const sync of channels.values()) sync.stop();
    if (changed) deps.onStatus?.();
  }

  function received(text: string): void {
    lastMessageAt = deps.now();
    const frame = parseServerFrame(text);
    deps.frameLog?.received(text.length, frame, lastMessageAt);
    if (frame === null) {
      deps.onError?.(new Error('unreadable frame'), 'socket');
      return;
    }
    if (isDataFrame(frame)) {
      channels.get(frame.channel)?.onData(frame);
      return;
    }
    if (frame.code === 0) {
      switch (frame.type) {
        case 'welcome':
          epoch = frame.epoch;
          welcomed = true;
          connected = true;
          down = false;
          for (const sync of channels.values()) sync.resume();
          deps.onStatus?.();
          return;
        case 'pong':
          pongDeadline?.();
          pongDeadline = null;
          // The tabs learn the link is alive even when no match changed.
          deps.onStatus?.();
          return;
        case 'resumed':
          channels.get(frame.channel)?.onResumed(frame.epoch, frame.to);
          deps.onStatus?.();
          return;
        case 'snapshot_required':
          channels.get(frame.channel)?.onSnapshotRequired();
          return;
        case 'error':
          deps.onError?.(new Error(`server: ${frame.error} ${frame.message}`), 'socket');
          return;
        case 'auth':
        case 'session':
        case 'room':
          deps.session?.answer(frame);
          return;
      }
    }
    if (frame.code === 100) {
      const data = frame.data;
      // Room events go to the room's tabs only; classify answers concern no tab (not a ServerNotice).
      if (data.type === 'room') deps.session?.roomEvent(data.room_id, data.event);
      else if (data.type !== 'classify') deps.onNotice(data);
      return;
    }
    // A login went through: no code needs to be waited on any more (the tabs reload).
    if (frame.code === 200 && frame.data.type === 'webLoginSuccess') loginCodes.clear();
    deps.onNotice(frame.data);
  }

  return {
    start() {
      socket.onopen = opened;
      socket.onclose = closed;
      socket.onmessage = received;
      socket.reconnect();
    },
    join(channel) {
      if (channels.has(channel)) return;
      const sync = createChannelSync({
        channel,
        cursor: cursors.get(channel) ?? null,
        send,
        fetchSnapshot: deps.fetchSnapshot,
        sink,
        timers,
        random: deps.random,
        onError: deps.onError,
      });
      channels.set(channel, sync);
      if (open && welcomed) sync.resume();
    },
    leave(channel) {
      const sync = channels.get(channel);
      if (!sync) return;
      sync.stop();
      channels.delete(channel);
      send({ type: 'leave', channel });
    },
    joined: () => [...channels.keys()],
    setCompany(companyId) {
      if (companyId === company) return;
      company = companyId;
      send({ type: 'toggle', company_id: companyId });
    },
    login(code) {
      loginCodes.set(code, deps.now() + LOGIN_WAIT_MS);
      send({ type: 'login', code });
    },
    send,
    status: () => ({
      connected,
      link: connected ? 'open' : down ? 'down' : 'connecting',
      epoch,
      lastMessageAt,
      connects,
    }),
    channel: (channel) => channels.get(channel),
    dispose() {
      closed();
      socket.onopen = null;
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    },
  };
}
