import http from 'node:http';
import zlib from 'node:zlib';
import type { Envelope } from '../../../contracts/api.ts';

/** A request exactly as it goes on the wire: fetch would fix or refuse much of what the fuzzers send. */
export interface RawRequest {
  method: string;
  /** Path and query, sent as given (already percent-encoded, or deliberately not). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /**
   * On a connection of its own, closed after: for requests the server answers by closing the
   * connection (a 431 from Node's parser; a body Fastify could not parse, which it never read).
   */
  fresh?: boolean;
}

/** An answer (its body decoded when the server compressed it), or why there was none. */
export type RawAnswer = { status: number; body: Buffer } | { error: string };

export interface RawClient {
  send(request: RawRequest): Promise<RawAnswer>;
  /** Requests sent again because a kept-alive connection closed under them (see `send`). */
  readonly retries: number;
  /** A JSON call (POST, or GET without a body); the envelope, or an error naming what came back. */
  call<T>(path: string, body?: Record<string, unknown>, token?: string): Promise<Envelope<T>>;
  close(): void;
}

/** Answers past this many bytes are cut (nothing the API sends comes near it). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * A keep-alive HTTP client of one server. `localAddress` sends from another loopback address
 * (127.0.0.2 on Linux), so the fuzzers' own account steps are not throttled by the limits the
 * fuzzed traffic runs into on 127.0.0.1.
 */
export function createRawClient(
  baseUrl: string,
  options: { localAddress?: string; timeoutMs?: number; maxSockets?: number } = {},
): RawClient {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 8 });
  const timeoutMs = options.timeoutMs ?? 15_000;

  let retries = 0;

  /**
   * IMPORTANT: a request written on a kept-alive connection the server is closing (after an answer
   * that ends the connection, such as a 431) meets ECONNRESET without the server having seen it;
   * Node's documentation says to send it again, once, and only when the socket was a reused one.
   */
  async function send(request: RawRequest): Promise<RawAnswer> {
    const first = await attempt(request);
    if (!('reused' in first)) return first;
    retries++;
    const second = await attempt({ ...request, fresh: true });
    return 'error' in second ? { error: `${second.error} (sent again after: ${first.error})` } : second;
  }

  function decode(encoding: string | undefined, body: Buffer): Buffer {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
    return body;
  }

  function attempt(request: RawRequest): Promise<RawAnswer | { error: string; reused: true }> {
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: RawAnswer | { error: string; reused: true }) => {
        if (settled) return;
        settled = true;
        resolve(answer);
      };
      const headers: Record<string, string> = { ...request.headers };
      if (request.body) headers['content-length'] = String(request.body.length);
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.target,
          headers,
          agent: request.fresh ? false : agent,
          localAddress: options.localAddress,
        });
      } catch (error) {
        // Node refuses some requests before sending (a header it cannot write): the fuzzer's bug, said plainly.
        done({ error: `not sent: ${(error as Error).message}` });
        return;
      }
      outgoing.setTimeout(timeoutMs, () => {
        done({ error: `no answer within ${timeoutMs} ms` });
        outgoing.destroy();
      });
      outgoing.on('error', (error) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const message = `${code} ${error.message}`;
        const raced = outgoing.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
        done(raced ? { error: message, reused: true } : { error: message });
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            done({ status, body: decode(response.headers['content-encoding'], Buffer.concat(chunks)) });
          } catch (error) {
            done({ error: `HTTP ${status} with a body that does not decode: ${(error as Error).message}` });
          }
        });
        response.on('error', (error) => done({ error: `answer cut: ${error.message}` }));
      });
      outgoing.end(request.body);
    });
  }

  return {
    send,
    get retries() {
      return retries;
    },
    async call<T>(path: string, body?: Record<string, unknown>, token?: string): Promise<Envelope<T>> {
      const answer = await send({
        method: body ? 'POST' : 'GET',
        target: `/api/${path}`,
        headers: {
          lang: 'en',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { token } : {}),
        },
        body: body ? Buffer.from(JSON.stringify(body)) : undefined,
      });
      if ('error' in answer) throw new Error(`${path}: ${answer.error}`);
      try {
        return JSON.parse(answer.body.toString()) as Envelope<T>;
      } catch {
        throw new Error(`${path}: HTTP ${answer.status}, not JSON: ${answer.body.toString().slice(0, 200)}`);
      }
    },
    close() {
      agent.destroy();
    },
  };
}
