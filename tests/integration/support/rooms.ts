import { issueToken } from '../../../server/accounts/tokens.ts';
import { createUser } from '../../../server/accounts/user-repository.ts';
import { ensureRoom } from '../../../server/rooms/room-repository.ts';
import { newMobile, registerUser } from '../../support/accounts.ts';
import type { TestServer } from './test-server.ts';

export interface TestUser {
  id: number;
  token: string;
}

/** A registered user, logged in. */
export async function newUser(server: TestServer): Promise<TestUser> {
  const { token, user } = await registerUser(server);
  return { id: user.id, token };
}

/** A registered user made an anchor, with their room. */
export async function newAnchor(server: TestServer): Promise<TestUser & { roomId: number }> {
  const user = await newUser(server);
  const db = server.live.database.db;
  await db.updateTable('users').set({ is_anchor: 1 }).where('id', '=', user.id).execute();
  const room = await ensureRoom(db, user.id, Math.floor(Date.now() / 1000));
  return { ...user, roomId: room.id };
}

/**
 * Many users at once, made straight in the database with a login token each (registering them
 * through the calls would trip the SMS and captcha limits per address).
 */
export async function quickUsers(server: TestServer, count: number, nowS: number): Promise<TestUser[]> {
  const db = server.live.database.db;
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await db
      .transaction()
      .execute((trx) => createUser(trx, { mobile: newMobile(), passwordHash: 'x', invitedBy: null, nowS }));
    users.push({ id, token: await issueToken(db, id, 'pc', nowS) });
  }
  return users;
}
