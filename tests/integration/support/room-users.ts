import type { Envelope } from '../../../contracts/api.ts';
import { issueToken } from '../../../server/accounts/tokens.ts';
import { createUser } from '../../../server/accounts/user-repository.ts';
import { ensureRoom } from '../../../server/rooms/room-repository.ts';
import { newMobile, registerUser } from '../../support/accounts.ts';
import type { TestServer } from './test-server.ts';

/**
 * Room test steps. Main characters register through the real calls (registerUser); crowds (a
 * room's 200 assistants, 20 followers) are made straight in the database with a login token.
 */

export interface QuickUser {
  id: number;
  token: string;
}

const realNowS = () => Math.floor(Date.now() / 1000);

/** A user made in the database with a login token (`nowS`: the server's clock when a test sets it). */
export async function quickUser(server: TestServer, nowS = realNowS()): Promise<QuickUser> {
  const db = server.live.database.db;
  const id = await db
    .transaction()
    .execute((trx) => createUser(trx, { mobile: newMobile(), passwordHash: 'unused', invitedBy: null, nowS }));
  return { id, token: await issueToken(db, id, 'pc', nowS) };
}

export async function quickUsers(server: TestServer, count: number, nowS = realNowS()): Promise<QuickUser[]> {
  const users: QuickUser[] = [];
  for (let i = 0; i < count; i++) users.push(await quickUser(server, nowS));
  return users;
}

/** A user registered through the real calls, logged in. */
export async function newUser(server: TestServer): Promise<QuickUser> {
  const { token, user } = await registerUser(server);
  return { id: user.id, token };
}

/** A registered user made an anchor, with their room. */
export async function newAnchor(server: TestServer): Promise<QuickUser & { roomId: number }> {
  const user = await newUser(server);
  return { ...user, roomId: await makeAnchor(server, user.id) };
}

/** Makes the user an anchor (as an approved application does) and returns their room id. */
export async function makeAnchor(server: TestServer, userId: number): Promise<number> {
  const db = server.live.database.db;
  await db.updateTable('users').set({ is_anchor: 1 }).where('id', '=', userId).execute();
  return (await ensureRoom(db, userId, realNowS())).id;
}

/** POST with the parameters in the query string, as the seed sends room management calls. */
export async function postQuery<T>(
  server: Pick<TestServer, 'url'>,
  path: string,
  query: Record<string, string | number>,
  token?: string,
): Promise<Envelope<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${server.url}/api/${path}?${qs}`, {
    method: 'POST',
    headers: { lang: 'en', ...(token ? { token } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}
