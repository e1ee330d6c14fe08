import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../contracts/api.ts';
import { fail } from './envelope.ts';

/**
 * Serves the built app from `webRoot` (when it was built) and answers what no route took: an
 * unknown call with the envelope, a page path with the app shell, anything else 404.
 */
export async function registerWebRoot(
  app: FastifyInstance,
  options: { webRoot: string; production: boolean },
): Promise<void> {
  const { webRoot, production } = options;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    if (production) {
      // Source maps stay with the operator: the bundles do not reference them, and they are not served.
      app.addHook('onRequest', async (request, reply) => {
        if (request.url.split('?')[0]?.endsWith('.map')) return reply.status(404).send(fail('Not found'));
      });
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      cacheControl: false,
      // `npm run build` writes .br and .gz next to each text asset (scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url: string = request.url.split('?')[0] ?? '';
    if (url.toLowerCase().startsWith(`${API_BASE}/`)) {
      return reply.status(200).send(fail(`Unknown call: ${url.slice(API_BASE.length + 1)}`));
    }
    if (request.method === 'GET' && hasWeb && !path.extname(url)) {
      // Client-side routes: every page path loads the app shell.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(fail('Not found'));
  });
}

/** Hashed build assets are immutable; everything else is revalidated. */
function setCacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
