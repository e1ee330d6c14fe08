import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { PROTOCOL_VERSION } from '../../../contracts/live-protocol.ts';

/** A masked client text frame (RFC 6455), for payloads under 126 bytes. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('frame too long for this helper');
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}

/**
 * A client that joins `channel` and then never reads again: its socket is paused, so the kernel's
 * buffers fill and the server's send buffer for it grows. Resolves when the upgrade is done and the
 * join sent; `closed` resolves when the server cut the connection.
 */
export async function startSlowConsumer(
  wsUrl: string,
  channel: string,
): Promise<{ closed: Promise<void>; destroy(): void }> {
  const url = new URL(wsUrl.replace(/^ws/, 'http'));
  const socket = await new Promise<Socket>((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.on('upgrade', (_response, upgraded) => resolve(upgraded));
    request.on('response', (response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(textFrame(JSON.stringify({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION })));
  socket.write(textFrame(JSON.stringify({ type: 'resume', channel, epoch: null, seq: 0 })));
  // From now on nothing is read: what the server sends piles up.
  socket.pause();
  return { closed, destroy: () => socket.destroy() };
}
