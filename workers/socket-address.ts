import { API_BASE, API_CODE, API_PATHS, REQUEST_TIMEOUT_MS } from '../contracts/api.ts';

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/** `ws(s)://<host>/ws` of the origin the worker was served from. */
export function liveSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/**
 * Where the live socket connects, as the seed's start-up says: the `websocket` address of the
 * system settings (`universal/getSystemConfig`), read once and kept for every reconnect. A
 * loopback address (what a server without PUBLIC_URL names: its own listen address) is not a
 * published one, so the origin's own socket (`fallback`) stays. Until the settings have been read
 * (the server unreachable, a bad answer, an address that is not ws: or wss:), each connect tries
 * again and meanwhile uses `fallback`.
 */
export function settingsSocketUrl(fallback: string, fetchImpl: Fetch): () => Promise<string> {
  let known: string | null = null;
  return async () => {
    if (known) return known;
    try {
      const response = await fetchImpl(`${API_BASE}/${API_PATHS.systemConfig}`, {
        cache: 'no-store',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) return fallback;
      const body = (await response.json()) as { code?: unknown; data?: { websocket?: unknown } } | null;
      const address = body?.code === API_CODE.ok ? body.data?.websocket : undefined;
      if (typeof address !== 'string' || !/^wss?:\/\/[^/\s]+/i.test(address)) return fallback;
      known = isLoopback(new URL(address).hostname) ? fallback : address;
      return known;
    } catch {
      return fallback;
    }
  };
}
