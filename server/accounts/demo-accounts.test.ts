import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './demo-accounts.ts';
import { verifyPassword } from './passwords.ts';

describe('demo accounts', () => {
  let handle: AppDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are created once, with their diamonds credited once through the ledger', async () => {
    await ensureDemoAccounts(handle.db, 1_800_000_000);
    await ensureDemoAccounts(handle.db, 1_800_000_100);
    const users = await handle.db.selectFrom('users').select(['id', 'mobile', 'is_anchor', 'password_hash']).execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.mobile === `${demo.countryCode}-${demo.mobile}`);
      expect(user?.is_anchor).toBe(demo.role === 'anchor' ? 1 : 0);
      expect(await verifyPassword(user?.password_hash, demo.password)).toBe(true);
      expect(await balanceOf(handle.db, user?.id ?? 0, 'diamond')).toBe(demo.diamonds);
    }
    expect(await auditLedger(handle.db)).toEqual({ mismatched: [], total: 0, negativeUsers: 0 });
    // Demo viewers get their free gifts once, with the account.
    const viewer = users.find((u) => u.mobile === `${DEMO_ACCOUNTS[0]!.countryCode}-${DEMO_ACCOUNTS[0]!.mobile}`);
    const backpack = await handle.db
      .selectFrom('backpack_items')
      .select('count')
      .where('user_id', '=', viewer!.id)
      .execute();
    expect(backpack.map((b) => b.count)).toEqual([20, 5]);
  });

  it('give the demo anchor a football room with its title', async () => {
    const anchor = DEMO_ACCOUNTS.find((d) => d.role === 'anchor')!;
    const rooms = await handle.db
      .selectFrom('rooms')
      .innerJoin('users', 'users.id', 'rooms.anchor_id')
      .innerJoin('live_categories', 'live_categories.id', 'rooms.category_id')
      .select(['rooms.title', 'live_categories.sport', 'users.mobile'])
      .execute();
    expect(rooms).toEqual([
      { title: anchor.roomTitle, sport: 'football', mobile: `${anchor.countryCode}-${anchor.mobile}` },
    ]);
  });
});
