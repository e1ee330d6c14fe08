import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../contracts/account.ts';
import { INVITE_REWARD } from '../../contracts/member-extras.ts';
import { authRoutes } from '../../contracts/routes/auth.ts';
import { memberExtrasRoutes } from '../../contracts/routes/member-extras.ts';
import { creditInviter, registerUser as registerInDb } from '../../server/member-extras/invite-rewards.ts';
import { balanceOf, isUniqueViolation } from '../../server/wallet/ledger.ts';
import { call, captchaPass, get, newMobile, registerUser, requestCode } from '../support/accounts.ts';
import { ok } from './support/chat-steps.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean } from './support/wallet.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Acceptance 4 of the distribution centre: a user registered with an invite code credits the
 * inviter exactly once, also when the registration is retried (the same request again, or
 * several at once), on SQLite and PostgreSQL.
 */
describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('invite rewards (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let inviter: { token: string; id: number; code: string };
  const db = () => server.live.database.db;
  const balance = () => balanceOf(db(), inviter.id, 'diamond');
  const rewardRows = async () =>
    db().selectFrom('invite_rewards').selectAll().where('inviter_id', '=', inviter.id).execute();

  /** A registration request, ready to send (its code from the outbox, a fresh slider pass each time). */
  const registration = async (mobile: string, code: string, invite: string) => ({
    mobile,
    code,
    password: 'secret123',
    invite,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'invites') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    const { token, user } = await registerUser(server);
    const info = (await get<MemberInfo>(server, 'Member/info', {}, token)).data;
    inviter = { token, id: user.id, code: info.invite_code };
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('credits the inviter once when a friend registers with the code, lower case too', async () => {
    const before = await balance();
    const mobile = newMobile();
    const code = await requestCode(server, mobile, 1);
    const first = await call(server, authRoutes.register, await registration(mobile, code, inviter.code.toLowerCase()));
    expect(first.code, first.msg).toBe(0);
    expect(await balance()).toBe(before + INVITE_REWARD);

    // The same request again (a client that did not hear the answer): refused, nothing credited.
    const again = await call(server, authRoutes.register, await registration(mobile, code, inviter.code));
    expect(again).toMatchObject({ code: 1 });
    // Or with another code: the phone is taken.
    const other = await call(server, authRoutes.register, await registration(mobile, '123456', inviter.code));
    expect(other.code).toBe(1);
    expect(await balance()).toBe(before + INVITE_REWARD);
    expect(await rewardRows()).toHaveLength(1);

    const seen = await ok(server, memberExtrasRoutes.distribution, {}, inviter.token);
    expect(seen).toMatchObject({
      invite_code: inviter.code,
      reward_per_invite: INVITE_REWARD,
      invited_total: 1,
      rewards_total: INVITE_REWARD,
    });
    expect(seen.invitees.list).toEqual([
      expect.objectContaining({
        id: first.data.user.id,
        nickname: first.data.user.user_nickname,
        reward: INVITE_REWARD,
      }),
    ]);
    // The reward shows in the inviter's records as a reward, and the message centre says so.
    const records = await get<{ list: { kind: string; delta: number }[] }>(
      server,
      'Order/getList',
      { type: 'reward' },
      inviter.token,
    );
    expect(records.data.list[0]).toMatchObject({ kind: 'invite', delta: INVITE_REWARD });
    const messages = await get<{ list: { kind: string }[] }>(server, 'Member/messageList', {}, inviter.token);
    expect(messages.data.list.map((m) => m.kind)).toContain('invite-reward');
    await expectLedgerClean(server);
  });

  it.skipIf(skip)('credits once when the same registration arrives several times at once', async () => {
    const before = await balance();
    const rows = (await rewardRows()).length;
    const mobile = newMobile();
    const code = await requestCode(server, mobile, 1);
    const requests = await Promise.all([1, 2, 3, 4].map(() => registration(mobile, code, inviter.code)));
    const answers = await Promise.all(requests.map((body) => call(server, authRoutes.register, body)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 0)) expect(refused.code).toBe(1);
    expect(await balance()).toBe(before + INVITE_REWARD);
    expect(await rewardRows()).toHaveLength(rows + 1);
    const users = await db().selectFrom('users').select('id').where('mobile', '=', mobile).execute();
    expect(users).toHaveLength(1);
    await expectLedgerClean(server);
  });

  it.skipIf(skip)('credits once when two registrations of one phone race past the code check', async () => {
    // What the handler does after the SMS code, twice at once: one user, one reward.
    const before = await balance();
    const mobile = newMobile();
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => registerInDb(db(), { mobile, passwordHash: 'x', invitedBy: inviter.id, nowS: 1 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(isUniqueViolation(r.reason)).toBe(true);
    expect(await balance()).toBe(before + INVITE_REWARD);
    await expectLedgerClean(server);
  });

  it.skipIf(skip)('never credits one invitee twice, even when the credit itself is repeated', async () => {
    const invitee = await registerUser(server);
    await db().updateTable('users').set({ invited_by: inviter.id }).where('id', '=', invitee.user.id).execute();
    const before = await balance();
    const credit = () =>
      db()
        .transaction()
        .execute((trx) => creditInviter(trx, { inviterId: inviter.id, inviteeId: invitee.user.id, nowS: 1 }));
    await credit();
    const results = await Promise.allSettled([credit(), credit()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await balance()).toBe(before + INVITE_REWARD);
    await expectLedgerClean(server);
  });

  it.skipIf(skip)('refuses an unknown or malformed invite code with code 1, and credits no one', async () => {
    const before = await balance();
    for (const invite of ['ZZZZZZZZ', 'bad code!', 'x'.repeat(40)]) {
      const mobile = newMobile();
      const answer = await call(
        server,
        authRoutes.register,
        await registration(mobile, await requestCode(server, mobile, 1), invite),
      );
      expect(answer.code, invite).toBe(1);
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    expect(await balance()).toBe(before);
  });

  it.skipIf(skip)('shows the distribution centre to its owner only, paged', async () => {
    const visitor = await call(server, memberExtrasRoutes.distribution, {});
    expect(visitor.code).toBe(700);
    const page = await ok(server, memberExtrasRoutes.distribution, { page: 1, limit: 1 }, inviter.token);
    expect(page.invitees).toMatchObject({ total: 4, page: 1, page_size: 1 });
    expect(page.invitees.list).toHaveLength(1);
    expect(page.rewards_total).toBe(4 * INVITE_REWARD);
    for (const bad of [{ page: 0 }, { limit: 1000 }, { page: 'x' }]) {
      const answer = await call(server, memberExtrasRoutes.distribution, bad as never, inviter.token);
      expect(answer).toMatchObject({ code: 1, data: null });
      expect(answer.msg).toMatch(/page|limit/);
    }
  });
});
