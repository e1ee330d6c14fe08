import type { IncomingMessage } from 'node:http';

/**
 * Whether a socket upgrade comes from one of our pages: no Origin (not a browser: browsers always
 * send one on an upgrade), an allowed origin, else the public URL's origin when one is configured,
 * otherwise the page's own host.
 */
export function originAllowed(
  request: Pick<IncomingMessage, 'headers'>,
  site: { allowedOrigins: readonly string[]; publicUrl?: string },
): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (site.allowedOrigins.includes(origin)) return true;
  if (site.publicUrl) return origin === site.publicUrl;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
