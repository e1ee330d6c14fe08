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
