import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyTask, SignResult, SignTaskList, UserInfo } from '../../contracts/account.ts';
import { recordTaskEvent } from '../../server/rewards/task-events.ts';
import { signReward } from '../../server/rewards/reward-days.ts';
import { auditLedger, balanceOf } from '../../server/wallet/ledger.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('rewards: check-in and daily tasks (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  const clock = Date.parse('2024-03-13T04:00:00Z'); // a Wednesday in Beijing
  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'rewards') : null;
    server = await startTestServer({ now: () => clock, databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('shows the week and the tasks to a visitor, all undone', async () => {
    const list = await get<SignTaskList>(server, 'Activity/pcSignTaskList');
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list).toHaveLength(7);
    expect(list.data.list.map((d) => d.day)[0]).toBe('2024-03-11');
    expect(list.data.list.filter((d) => d.today).map((d) => d.day)).toEqual(['2024-03-13']);
    expect(list.data.is_sign).toBe(0);
    expect(list.data.today.map((t) => t.code)).toEqual(['checkin', 'watch', 'barrage', 'follow', 'share']);
    expect(list.data.today.every((t) => t.is_complete === 0)).toBe(true);
    expect((await post(server, 'Activity/task_handle_sign')).code).toBe(700);
  });

  it.skipIf(skip)('credits the day reward once; a second check-in is code 1', async () => {
    const user = await registerUser(server);
    const reward = signReward(Math.floor(clock / 1000));
    const first = await post<SignResult>(server, 'Activity/task_handle_sign', {}, user.token);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toEqual({ lz_num: reward, balance: reward });
    const second = await post(server, 'Activity/task_handle_sign', {}, user.token);
    expect(second.code).toBe(1);
    expect(second.msg).toMatch(/already/i);

    const list = await get<SignTaskList>(server, 'Activity/pcSignTaskList', {}, user.token);
    expect(list.data.is_sign).toBe(1);
    expect(list.data.list.find((d) => d.today)?.is_sign).toBe(1);
    expect(list.data.today.find((t) => t.code === 'checkin')?.is_complete).toBe(1);
    const info = await get<UserInfo>(server, 'User/getUserInfo', {}, user.token);
    expect(info.data.balance).toBe(reward);
  });

  it.skipIf(skip)('20 concurrent check-ins credit once', async () => {
    const user = await registerUser(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post<SignResult>(server, 'Activity/task_handle_sign', {}, user.token)),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1)).toHaveLength(19);
    expect(await balanceOf(server.live.database.db, user.user.id, 'diamond')).toBe(
      signReward(Math.floor(clock / 1000)),
    );
  });

  it.skipIf(skip)('completes a task once, crediting its reward once', async () => {
    const user = await registerUser(server);
    const db = server.live.database.db;
    const nowS = Math.floor(clock / 1000);
    const shared = await post<DailyTask[]>(server, 'Activity/taskShare', {}, user.token);
    expect(shared.code, shared.msg).toBe(0);
    const share = shared.data.find((t) => t.code === 'share')!;
    expect(share.is_complete).toBe(1);
    expect(await balanceOf(db, user.user.id, 'diamond')).toBe(share.lz_num);
    await post(server, 'Activity/taskShare', {}, user.token);
    expect(await balanceOf(db, user.user.id, 'diamond')).toBe(share.lz_num);

    // Watching: minutes add up; the tenth completes the task, once, even with racing events.
    expect((await recordTaskEvent(db, user.user.id, 'watch', nowS, 4)).completedNow).toBe(false);
    const racing = await Promise.all(Array.from({ length: 8 }, () => recordTaskEvent(db, user.user.id, 'watch', nowS)));
    expect(racing.filter((r) => r.completedNow)).toHaveLength(1);
    const tasks = await get<DailyTask[]>(server, 'Activity_Config/user_task_list', {}, user.token);
    const watch = tasks.data.find((t) => t.code === 'watch')!;
    expect(watch).toMatchObject({ is_complete: 1, progress: 10, target: 10 });
    expect(await balanceOf(db, user.user.id, 'diamond')).toBe(share.lz_num + watch.lz_num);
  });

  it.skipIf(skip)('keeps the ledger balanced', async () => {
    const audit = await auditLedger(server.live.database.db);
    expect(audit).toEqual({ mismatched: [], total: 0, negativeUsers: 0 });
  });
});
