import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, Page } from '../../contracts/account.ts';
import type { MemberMessage } from '../../contracts/member.ts';
import { AdminCommandError, runAdminCommand } from '../../server/admin/admin-commands.ts';
import type { ApplicationState } from '../../server/applications/applications.ts';
import { get, outboxCode, post, registerUser } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A mainland ID number with a correct checksum for 17 given digits. */
function idNumber(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (WEIGHTS[i] ?? 0), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

const VALID_ID = idNumber('11010519491231002');
const EXPERIENCE =
  'I have streamed football matches for three years with a friendly audience and clear commentary every week';

describe('anchor and expert applications', () => {
  let server: TestServer;
  // The server's clock: moved past the 60 s SMS cooldown between codes.
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  async function sendCode(user: { token: string; mobile: string }): Promise<string> {
    clock += 61_000;
    const sent = await post<{ cooldown: number }>(server, 'Member/sendApplyCode', {}, user.token);
    expect(sent.code, sent.msg).toBe(0);
    return outboxCode(server, user.mobile);
  }

  function anchorForm(overrides: Record<string, string> = {}) {
    return {
      real_name: 'Li Lei',
      id_number: VALID_ID,
      contact_type: 'qq',
      contact: '123456789',
      code: '123456',
      experience: EXPERIENCE,
      ...overrides,
    };
  }

  it('refuses every broken anchor rule with its message, before spending a code', async () => {
    const user = await registerUser(server);
    const bad = idNumber('11010519491231002').slice(0, 17) + (VALID_ID.endsWith('1') ? '2' : '1');
    const cases: [Record<string, string>, string][] = [
      [{ real_name: '' }, 'Please enter your real name'],
      [{ real_name: 'x'.repeat(33) }, 'The name is too long'],
      [{ id_number: '' }, 'Please enter your ID number'],
      [{ id_number: bad }, 'Invalid ID number'],
      [{ id_number: '11010519491331002X' }, 'Invalid ID number'],
      [{ contact: '' }, 'Please give a contact'],
      [{ contact_type: 'qq', contact: 'abc' }, 'Invalid QQ number'],
      [{ contact_type: 'wechat', contact: '1abc' }, 'Invalid WeChat ID'],
      [{ contact_type: 'phone', contact: 'abc' }, 'Invalid phone number'],
      [{ contact_type: 'fax', contact: '12345' }, 'Please choose a contact type'],
      [{ code: '' }, 'Please enter the verification code'],
      [{ code: '12' }, 'The verification code is 6 digits'],
      [{ inviter: '!!' }, 'Invalid invite code'],
      [{ inviter: 'NOSUCH99' }, 'Invalid invite code'],
      [{ experience: 'too short to count as experience' }, 'The experience needs at least 15 words'],
      [{ experience: '' }, 'The experience needs at least 15 words'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await post(server, 'Member/applyAnchor', anchorForm(overrides), user.token);
      expect(answer, JSON.stringify(overrides)).toMatchObject({ code: 1, msg: message });
    }
    // Fourteen CJK characters are 14 words: one short.
    const cjk = await post(
      server,
      'Member/applyAnchor',
      anchorForm({ experience: '我有三年足球直播经验喜欢和观' }),
      user.token,
    );
    expect(cjk).toMatchObject({ code: 1, msg: 'The experience needs at least 15 words' });
    const wrongCode = await post(server, 'Member/applyAnchor', anchorForm({ code: '000000' }), user.token);
    expect(wrongCode).toMatchObject({ code: 1, msg: 'The verification code is wrong or has expired' });
    const status = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'anchor' }, user.token);
    expect(status.data.status).toBe('none');
    expect((await post(server, 'Member/applyAnchor', anchorForm(), undefined)).code).toBe(700);
  });

  it('stores an application verbatim, one pending at a time, and the admin approval makes an anchor', async () => {
    const user = await registerUser(server);
    const inviter = await registerUser(server);
    const inviteCode = (await get<MemberInfo>(server, 'Member/info', {}, inviter.token)).data.invite_code;
    const sneaky = {
      real_name: `Robert'); DROP TABLE users;--`,
      experience: `<script>alert(1)</script> " OR 1=1 -- ${EXPERIENCE} {{constructor}} \${x}`,
    };
    const code = await sendCode(user);
    const applied = await post<{ id: number }>(
      server,
      'Member/applyAnchor',
      anchorForm({ ...sneaky, code, inviter: inviteCode, contact_type: 'wechat', contact: 'li_lei_2024' }),
      user.token,
    );
    expect(applied.code, applied.msg).toBe(0);
    const stored = await server.live.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', applied.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: user.user.id, kind: 'anchor', status: 'pending' });
    expect(JSON.parse(stored.form)).toMatchObject({ ...sneaky, inviter: inviteCode, contact: 'li_lei_2024' });

    const pending = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'anchor' }, user.token);
    expect(pending.data).toMatchObject({ status: 'pending', note: '' });
    const again = await post(server, 'Member/applyAnchor', anchorForm({ code: await sendCode(user) }), user.token);
    expect(again).toMatchObject({ code: 1, msg: 'Your application is under review, please wait' });

    const db = server.live.database.db;
    const unread = (await get<MemberInfo>(server, 'Member/info', {}, user.token)).data.unread_messages;
    const lines = await runAdminCommand(db, { name: 'approve', id: applied.data.id, note: 'Welcome' }, 1_700_000_000);
    expect(lines[0]).toBe(`Application #${applied.data.id} approved.`);
    const info = await get<MemberInfo>(server, 'Member/info', {}, user.token);
    expect(info.data.is_anchor).toBe(1);
    expect(info.data.unread_messages).toBe(unread + 1);
    const messages = await get<Page<MemberMessage>>(server, 'Member/messageList', { page: 1 }, user.token);
    expect(messages.data.list[0]).toMatchObject({ kind: 'anchor-approved', body: 'Welcome', read_at: null });
    const approved = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'anchor' }, user.token);
    expect(approved.data).toMatchObject({ status: 'approved', note: 'Welcome' });
    // A second review of the same application is refused; an anchor cannot apply again.
    await expect(runAdminCommand(db, { name: 'reject', id: applied.data.id, note: 'x' }, 0)).rejects.toThrow(
      AdminCommandError,
    );
    await expect(runAdminCommand(db, { name: 'approve', id: 999_999, note: '' }, 0)).rejects.toThrow('does not exist');
    const anchorAgain = await post(server, 'Member/applyAnchor', anchorForm({ code: '123456' }), user.token);
    expect(anchorAgain).toMatchObject({ code: 1, msg: 'You are already an anchor' });
    // The other user's status is their own.
    const other = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'anchor' }, inviter.token);
    expect(other.data.status).toBe('none');
  });

  it('checks the expert form, and a rejection shows its note', async () => {
    const user = await registerUser(server);
    const form = {
      real_name: 'Han Meimei',
      wechat: 'hanmeimei88',
      experience: 'Ten years of match analysis',
      analyst_code: true,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ real_name: '' }, 'Please enter your real name'],
      [{ wechat: '' }, 'Please give a contact'],
      [{ wechat: '12345678' }, 'Invalid WeChat ID'],
      [{ experience: '   ' }, 'Please describe your experience'],
      [{ experience: 'word '.repeat(201) }, 'The experience has at most 200 words'],
      [{ analyst_code: false }, 'Please read and tick the analyst code'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await post(server, 'Member/applyExpert', { ...form, ...overrides }, user.token);
      expect(answer, JSON.stringify(overrides)).toMatchObject({ code: 1, msg: message });
    }
    const applied = await post<{ id: number }>(server, 'Member/applyExpert', form, user.token);
    expect(applied.code, applied.msg).toBe(0);
    const twice = await post(server, 'Member/applyExpert', form, user.token);
    expect(twice).toMatchObject({ code: 1, msg: 'Your application is under review, please wait' });

    const listed = await runAdminCommand(server.live.database.db, { name: 'applications', status: 'pending' }, 0);
    expect(listed.some((l) => l.startsWith(`#${applied.data.id}  expert  pending  user ${user.user.id}`))).toBe(true);
    await runAdminCommand(
      server.live.database.db,
      { name: 'reject', id: applied.data.id, note: 'Not enough record' },
      0,
    );
    const status = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'expert' }, user.token);
    expect(status.data).toMatchObject({ status: 'rejected', note: 'Not enough record' });
    const info = await get<MemberInfo>(server, 'Member/info', {}, user.token);
    expect(info.data.is_expert).toBe(0);
    // After a rejection a new application may be made.
    expect((await post(server, 'Member/applyExpert', form, user.token)).code).toBe(0);
  });
});
