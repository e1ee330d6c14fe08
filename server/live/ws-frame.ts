import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * One final, unmasked WebSocket text frame (RFC 6455 section 5.2), header and UTF-8 payload in
 * one buffer. Server frames are never masked, so the same bytes can go to every socket of a
 * channel: the frame is built once per publish, not once per socket.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + length);
  out[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    out[1] = length;
  } else if (length < 65_536) {
    out[1] = 126;
    out.writeUInt16BE(length, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    out.writeUInt32BE(length >>> 0, 6);
  }
  out.write(text, head, 'utf8');
  return out;
}

/**
 * Writes a frame built by `textFrame` to the socket's TCP stream as is. Safe beside ws's own
 * sends only without per-message deflate: ws then writes every frame synchronously, so nothing
 * it queued can be overtaken. False when the socket has no stream (closed).
 */
export function writeFrame(socket: WebSocket, frame: Buffer): boolean {
  const stream = (socket as unknown as { _socket?: Duplex | null })._socket;
  if (!stream || stream.destroyed) return false;
  stream.write(frame);
  return true;
}
