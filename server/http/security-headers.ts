import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * Security headers on every answer (pages, API, files): a Content Security Policy the app lives
 * with (no inline script; flv.js plays from blob: MediaSource URLs; the engine's SharedWorker and
 * the service worker are our own files), no framing by other sites, no MIME sniffing, and a
 * referrer that stays on our own site. Inline styles are allowed: the component kit injects its
 * own `<style>` elements.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'mediaPublicPlayUrl' | 'publicUrl'>) {
  const media = config.mediaPublicPlayUrl ? [new URL(config.mediaPublicPlayUrl).origin] : [];
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', ...media],
      connectSrc: ["'self'", ...media],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Only over HTTPS: on plain HTTP it would send the app's own requests to a port that does not answer.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'mediaPublicPlayUrl' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS means something only over HTTPS; on a plain-HTTP development server it is left out.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600 } : false,
    // Opened payment tabs and share links work without a shared browsing context group.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
