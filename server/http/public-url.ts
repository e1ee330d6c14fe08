import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The origin of the address the server listens on (`http://127.0.0.1:8080`), for links when no
 * `PUBLIC_URL` is configured. A wildcard address becomes loopback: a link must name a host.
 */
export function listenOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://127.0.0.1';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  let host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${address.port}`;
}

/** `ws(s)://host/ws` for a site origin. */
export function socketUrlOf(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/ws`;
}

/**
 * The client's address: the peer's, or behind `hops` trusted proxies the entry that many hops back
 * in `X-Forwarded-For` (each proxy appends the address it saw; what a client wrote comes earlier).
 */
export function clientAddressOf(request: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (hops === 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? chain[0] ?? peer;
}
