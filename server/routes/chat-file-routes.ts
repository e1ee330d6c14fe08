import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_UPLOAD_PATH, CHAT_FILE_URL_PREFIX } from '../../contracts/chat.ts';
import type { UploadResult } from '../../contracts/member.ts';
import { checkUploadGrant, uploadGrantOf } from '../accounts/image-uploads.ts';
import { downloadHeaders, parseChatFileUrl, storeChatFile } from '../chat/chat-files.ts';
import { fail, ok } from '../http/envelope.ts';
import { userError } from '../http/messages.ts';

export interface ChatFileDeps {
  dir: string;
  secret: Buffer;
  nowS: () => number;
}

const MB = 1024 * 1024;

/**
 * Chat files: the upload (raw bytes under an upload grant, any type, at most 10 MB) and the
 * download, always an attachment with `nosniff` whatever the bytes are.
 */
export async function registerChatFileRoutes(app: FastifyInstance, deps: ChatFileDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CHAT_FILE_MAX_BYTES }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(CHAT_FILE_UPLOAD_PATH, { bodyLimit: CHAT_FILE_MAX_BYTES }, async (request) => {
      const userId = checkUploadGrant(deps.secret, uploadGrantOf(request), deps.nowS());
      if (userId === null) throw userError(request, 'validation:upload.denied');
      const bytes = Buffer.isBuffer(request.body) ? request.body : null;
      if (!bytes || bytes.length === 0) throw userError(request, 'chat-service:upload.empty');
      const name = (request.query as Record<string, unknown> | undefined)?.name;
      const url = await storeChatFile(deps.dir, userId, bytes, typeof name === 'string' ? name : '');
      return ok<UploadResult>({ url });
    });
    // Fastify answers a body over the limit with 413 before the handler: in the app's words here.
    scope.setErrorHandler((error, request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const { message } = userError(request, 'chat-service:upload.tooLarge', { mb: CHAT_FILE_MAX_BYTES / MB });
        return reply.status(413).header('connection', 'close').send(fail(message));
      }
      throw error;
    });
  });

  app.get(`${CHAT_FILE_URL_PREFIX}:id/:name`, async (request, reply) => {
    const file = parseChatFileUrl(request.url.split('?')[0] ?? '');
    const where = file ? path.join(deps.dir, file.id) : null;
    const size = where
      ? await stat(where).then(
          (s) => s.size,
          () => null,
        )
      : null;
    if (!file || !where || size === null) return reply.status(404).send(fail('Not found'));
    return reply
      .headers({ ...downloadHeaders(file.name), 'content-length': String(size) })
      .send(createReadStream(where));
  });
}
