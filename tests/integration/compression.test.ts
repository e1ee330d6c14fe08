import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A GET that says which encodings it takes; the raw (undecoded) answer. */
function get(server: TestServer, pathname: string, encoding: string) {
  const url = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: pathname, headers: { 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/** A built app in miniature: a page, a bundle with its precompressed copy, and its source map. */
function webRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'live-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const bundle = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
  writeFileSync(path.join(dir, 'assets', 'app.js'), bundle);
  writeFileSync(path.join(dir, 'assets', 'app.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3}');
  return dir;
}

describe('compression and source maps', () => {
  let server: TestServer;
  let web: string;
  beforeAll(async () => {
    web = webRoot();
    server = await startTestServer({ env: { NODE_ENV: 'production', WEB_ROOT: web } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends built assets precompressed and API answers compressed', async () => {
    const asset = await get(server, '/assets/app.js', 'br, gzip');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toContain('export const app');

    const api = await get(server, '/api/world_cup/groups?season=2022', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    const plain = await get(server, '/api/world_cup/groups?season=2022', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toMatchObject({ code: 0 });
  });

  it('does not serve source maps in production', async () => {
    expect((await get(server, '/assets/app.js.map', 'identity')).status).toBe(404);
    expect((await get(server, '/assets/app.js', 'identity')).status).toBe(200);
  });
});
