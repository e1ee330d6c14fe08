import type { ClientFrame } from '../../contracts/live-protocol.ts';
import type { LiveSocket } from '../engine-deps.ts';
import { SOCKET_STATE } from '../engine-deps.ts';

/** A scripted live socket: the test plays the server. */
export interface FakeSocket extends LiveSocket {
  readyState: number;
  /** Frames the engine sent while open, parsed. */
  readonly sent: ClientFrame[];
  /** How often the engine called `reconnect()` (the first open included). */
  reconnects: number;
  /** The connection opens (the engine's `onopen` runs). */
  open(): void;
  /** The server sends a frame (any object: tests also send malformed ones). */
  serve(frame: object): void;
  /** The connection drops (the engine's `onclose` runs), with the server's close code if given. */
  drop(code?: number): void;
  /** Sent frames of one type. */
  sentOf<T extends ClientFrame['type']>(type: T): Extract<ClientFrame, { type: T }>[];
  clearSent(): void;
}

/** Builds a closed fake socket. */
export function createFakeSocket(): FakeSocket {
  const sent: ClientFrame[] = [];
  const socket: FakeSocket = {
    readyState: SOCKET_STATE.closed,
    sent,
    reconnects: 0,
    onopen: null,
    onmessage: null,
    onclose: null,
    send(data) {
      // Like ReconnectingWebSocket with maxEnqueuedMessages 0: nothing is queued while closed.
      if (socket.readyState !== SOCKET_STATE.open) return;
      sent.push(JSON.parse(data) as ClientFrame);
    },
    close() {
      socket.readyState = SOCKET_STATE.closed;
    },
    reconnect() {
      socket.reconnects += 1;
      if (socket.readyState === SOCKET_STATE.open) socket.drop();
      socket.readyState = SOCKET_STATE.connecting;
    },
    open() {
      socket.readyState = SOCKET_STATE.open;
      socket.onopen?.();
    },
    serve(frame) {
      socket.onmessage?.(JSON.stringify(frame));
    },
    drop(code) {
      socket.readyState = SOCKET_STATE.closed;
      socket.onclose?.(code);
    },
    sentOf(type) {
      return sent.filter((frame): frame is Extract<ClientFrame, { type: typeof type }> => frame.type === type);
    },
    clearSent() {
      sent.length = 0;
    },
  };
  return socket;
}
