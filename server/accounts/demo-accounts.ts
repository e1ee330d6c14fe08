import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ensureRoom, findRoomOfAnchor } from '../rooms/room-repository.ts';
import { SYSTEM, post, systemAccountId, userAccountId } from '../wallet/ledger.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './user-repository.ts';
import { grantBackpack } from '../economy/gifts.ts';

export interface DemoAccount {
  /** Country code and number as the login dialog takes them. */
  countryCode: string;
  mobile: string;
  password: string;
  role: 'viewer' | 'anchor';
  nickname: string;
  diamonds: number;
  /** Anchors: the title their room starts with. */
  roomTitle?: string;
}

/** The accounts `npm start` prints, so a new user can log in at once (never in production). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    countryCode: '86',
    mobile: '13800000001',
    password: 'demo1234',
    role: 'viewer',
    nickname: '球迷小王',
    diamonds: 5_000,
  },
  {
    countryCode: '86',
    mobile: '13800000002',
    password: 'demo1234',
    role: 'anchor',
    nickname: '解说老李',
    diamonds: 1_000,
    roomTitle: '老李说球：今晚焦点战全场解说',
  },
];

/**
 * Creates the demo accounts once (an existing phone is left alone) and gives each its diamonds
 * through the ledger, keyed so a restart never credits twice.
 */
export async function ensureDemoAccounts(db: Kysely<DB>, nowS: number): Promise<DemoAccount[]> {
  for (const demo of DEMO_ACCOUNTS) {
    const mobile = `${demo.countryCode}-${demo.mobile}`;
    let user = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
    if (!user) {
      const passwordHash = await hashPassword(demo.password);
      const id = await db.transaction().execute(async (trx) => {
        const created = await createUser(trx, { mobile, passwordHash, invitedBy: null, nowS });
        await trx
          .updateTable('users')
          .set({ nickname: demo.nickname, is_anchor: demo.role === 'anchor' ? 1 : 0 })
          .where('id', '=', created)
          .execute();
        if (demo.role === 'viewer') await grantDemoBackpack(trx, created);
        return created;
      });
      user = { id };
    }
    const userId = user.id;
    if (demo.roomTitle) await ensureDemoRoom(db, userId, demo.roomTitle, nowS);
    await post(db, {
      kind: 'grant',
      userId,
      memo: 'demo account',
      idempotency: { key: `demo:${mobile}`, fingerprint: String(demo.diamonds) },
      nowS,
      postings: async (trx) => {
        const from = await systemAccountId(trx, SYSTEM.rewards);
        const to = await userAccountId(trx, userId, 'diamond');
        return [
          { accountId: from, delta: -demo.diamonds },
          { accountId: to, delta: demo.diamonds },
        ];
      },
    });
  }
  return DEMO_ACCOUNTS;
}

/** The demo anchor's room, in the football category; a room that exists is left as its owner set it. */
async function ensureDemoRoom(db: Kysely<DB>, anchorId: number, title: string, nowS: number): Promise<void> {
  if (await findRoomOfAnchor(db, anchorId)) return;
  const room = await ensureRoom(db, anchorId, nowS);
  const football = await db
    .selectFrom('live_categories')
    .select('id')
    .where('sport', '=', 'football')
    .orderBy('sort')
    .executeTakeFirst();
  await db
    .updateTable('rooms')
    .set({ title, category_id: football?.id ?? room.category_id, updated_at: nowS })
    .where('id', '=', room.id)
    .execute();
}

/** A new demo viewer finds a few free gifts in the backpack (given once, with the account). */
async function grantDemoBackpack(trx: Transaction<DB>, userId: number): Promise<void> {
  const gifts = await trx.selectFrom('gifts').select('id').where('enabled', '=', 1).orderBy('sort').limit(2).execute();
  for (const [i, gift] of gifts.entries()) await grantBackpack(trx, userId, gift.id, i === 0 ? 20 : 5);
}
