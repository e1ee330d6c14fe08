import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../accounts/account-context.ts';
import { ownUploadExists, uploadsDir } from '../accounts/image-uploads.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import type { RoomHub } from '../rooms/room-hub.ts';
import { registerChatFileRoutes } from '../routes/chat-file-routes.ts';
import { registerChatRoutes } from '../routes/chat-routes.ts';
import { chatFilesDir, ownChatFileSize } from './chat-files.ts';
import { createChatClock, registerChatClockRoutes } from './chat-test-clock.ts';

/**
 * Built-in private chat and groups: its calls, its file uploads and, for tests only (`testClock`,
 * FEED_CONTROL=1 outside production), a clock that stamps messages at times the test picks.
 */
export async function registerChat(
  app: FastifyInstance,
  deps: {
    accounts: AccountContext;
    hub: RoomHub;
    bannedWords: BannedWords;
    dataDir: string;
    testClock: boolean;
  },
): Promise<void> {
  const { accounts, hub, bannedWords } = deps;
  const chatClock = createChatClock(accounts.nowS);
  const chatFiles = chatFilesDir(deps.dataDir);
  const uploads = uploadsDir(deps.dataDir);
  await registerChatFileRoutes(app, { dir: chatFiles, secret: accounts.secret, nowS: accounts.nowS });
  if (deps.testClock) registerChatClockRoutes(app, chatClock);
  registerChatRoutes(
    app,
    {
      db: accounts.db,
      nowS: chatClock.nowS,
      limiter: accounts.limiter,
      mask: (text) => bannedWords.mask(text),
      toUser: (userId, payload) => hub.toUser(userId, payload),
      onlineOf: (userIds) => hub.onlineOf(userIds),
      ownUpload: (userId, url) => ownUploadExists(uploads, userId, url),
      ownFileSize: (userId, url) => ownChatFileSize(chatFiles, userId, url),
      readUpload: (url) => readFile(path.join(uploads, path.basename(url))),
    },
    accounts.auth,
  );
}
