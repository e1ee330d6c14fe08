import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Recording } from '../rooms/broadcast-lifecycle.ts';
import { STREAM_APP, parsePublish } from '../rooms/stream-keys.ts';
import type { ExternalPublishers } from './external-publishers.ts';

/**
 * nginx-rtmp's callbacks (`on_publish`, `on_update`, `on_publish_done`, `on_record_done`), all
 * pointed at `POST /media/hooks/nginx-rtmp?token=<MEDIA_HOOK_SECRET>`. nginx-rtmp cannot sign a
 * request, so the secret rides in the callback URL that nginx's configuration holds: it is compared
 * in constant time, and `MEDIA_HOOK_ALLOW` may narrow the callers to the media node's addresses
 * (the site's own nginx also refuses `/media/hooks/` to anyone but the node, see deploy/nginx.conf).
 *
 * The body is nginx-rtmp's form: `call=publish&app=live&name=<room>&clientid=<n>&addr=<encoder>`
 * plus the RTMP URL's own query (`key=<secret>`). A value given twice (an encoder adding
 * `&clientid=` to its URL) is refused. nginx-rtmp accepts a publish on 2xx and refuses it on
 * anything else before taking any media; a 3xx's `Location` renames the stream, which we use so
 * the recording and the HLS (pushed on after acceptance) are named by the room, never by what the
 * encoder sent.
 */
export const NGINX_RTMP_HOOK_PATH = '/media/hooks/nginx-rtmp';

const field = (max: number) => z.string().max(max);
const hookBody = z.object({
  call: z.enum(['publish', 'update_publish', 'update_play', 'publish_done', 'record_done']),
  app: field(64),
  name: field(200),
  clientid: z.string().regex(/^\d{1,20}$/),
  addr: field(64).default(''),
  key: field(200).optional(),
  path: field(1024).optional(),
});
type HookBody = z.infer<typeof hookBody>;

/** A recording nginx wrote: `<room>-<unix time>.flv` (`record_unique on`) under `<recordings>/live/`. */
const RECORDING_NAME = /^([1-9]\d{0,11})-\d{1,12}\.flv$/;

export interface NginxRtmpHookDeps {
  secret: string;
  /** Addresses the node calls from (empty: any). */
  allow: readonly string[];
  publishers: ExternalPublishers;
  /** Whether `secret` is one of the room's stream keys (false for an unknown room). */
  keyMatches(roomId: number, secret: string): Promise<boolean>;
  started(roomId: number): Promise<void>;
  stopped(roomId: number): Promise<void>;
  recorded(roomId: number, recording: Recording): Promise<void>;
  onError(error: unknown): void;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function registerNginxRtmpHooks(app: FastifyInstance, deps: NginxRtmpHookDeps): void {
  const expected = sha256(deps.secret);
  const refuse = (reply: FastifyReply, status: 400 | 403, msg: string) =>
    reply.status(status).send({ code: 1, msg, data: null });

  /** The one who publishes: this node's connection, so a duplicate's report never ends the first stream. */
  const publisherOf = (ip: string, body: HookBody) => `${ip}#${body.clientid}#${body.addr}`;

  app.post<{ Querystring: Record<string, unknown> }>(NGINX_RTMP_HOOK_PATH, async (request, reply) => {
    const token = request.query.token;
    // Hashes of equal length, so the comparison takes the same time whatever was sent.
    const tokenOk = typeof token === 'string' && timingSafeEqual(sha256(token), expected);
    if (!tokenOk || (deps.allow.length > 0 && !deps.allow.includes(request.ip))) {
      return refuse(reply, 403, 'not the media node');
    }
    const parsed = hookBody.safeParse(request.body);
    if (!parsed.success || parsed.data.app !== STREAM_APP) {
      return refuse(reply, 400, 'not an nginx-rtmp callback of the live application');
    }
    const body = parsed.data;
    const publisher = publisherOf(request.ip, body);

    switch (body.call) {
      case 'publish': {
        const publish = parsePublish(body.name, { key: body.key });
        if (!publish) return refuse(reply, 403, 'not a stream key');
        const { roomId } = publish;
        if (await deps.publishers.blocked(roomId)) return refuse(reply, 403, 'the broadcast was ended');
        if (!(await deps.keyMatches(roomId, publish.secret))) return refuse(reply, 403, 'wrong stream key');
        if (!(await deps.publishers.claim(roomId, publisher))) return refuse(reply, 403, 'already publishing');
        try {
          await deps.started(roomId);
        } catch (error) {
          // The room did not go live: the encoder is refused, and its retry must not meet its own lease.
          await deps.publishers.release(roomId, publisher).catch(deps.onError);
          throw error;
        }
        return reply.status(302).header('location', String(roomId)).send();
      }
      case 'update_publish': {
        // Every renewal checks again: "End broadcast" and a key reset cut the encoder here.
        const publish = parsePublish(body.name, { key: body.key });
        const keeps =
          publish !== null &&
          !(await deps.publishers.blocked(publish.roomId)) &&
          (await deps.keyMatches(publish.roomId, publish.secret)) &&
          (await deps.publishers.renew(publish.roomId, publisher));
        return keeps ? reply.send({ code: 0, msg: '', data: null }) : refuse(reply, 403, 'publishing ended');
      }
      case 'update_play':
        return reply.send({ code: 0, msg: '', data: null });
      case 'publish_done': {
        const roomId = roomOf(body.name);
        if (roomId === null) return refuse(reply, 400, 'not a room stream');
        // A refused duplicate reports its end too: only the room's own publisher ends the broadcast.
        if (await deps.publishers.release(roomId, publisher)) await deps.stopped(roomId);
        return reply.send({ code: 0, msg: '', data: null });
      }
      case 'record_done': {
        const roomId = roomOf(body.name);
        const file = body.path === undefined ? null : RECORDING_NAME.exec(path.basename(body.path));
        if (roomId === null || !file || Number(file[1]) !== roomId) return refuse(reply, 400, 'not a room recording');
        await deps.recorded(roomId, { file: `${STREAM_APP}/${file[0]}`, bytes: 0 });
        return reply.send({ code: 0, msg: '', data: null });
      }
    }
  });
}

/** The room of a stream name nginx reports (the name as published: the room id in canonical form). */
function roomOf(name: string): number | null {
  return /^[1-9]\d{0,11}$/.test(name) ? Number(name) : null;
}
