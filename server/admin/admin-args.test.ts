import { describe, expect, it } from 'vitest';
import { AdminUsageError, parseAdminArgs } from './admin-args.ts';

describe('admin argv parsing', () => {
  it('reads each command with its arguments and options', () => {
    expect(parseAdminArgs([])).toEqual({ name: 'help' });
    expect(parseAdminArgs(['applications'])).toEqual({ name: 'applications', status: undefined });
    expect(parseAdminArgs(['applications', '--status', 'pending'])).toEqual({
      name: 'applications',
      status: 'pending',
    });
    expect(parseAdminArgs(['approve', '12'])).toEqual({ name: 'approve', id: 12, note: '' });
    expect(parseAdminArgs(['approve', '12', '--note=welcome aboard'])).toEqual({
      name: 'approve',
      id: 12,
      note: 'welcome aboard',
    });
    expect(parseAdminArgs(['reject', '--note', 'ID unreadable', '7'])).toEqual({
      name: 'reject',
      id: 7,
      note: 'ID unreadable',
    });
    expect(parseAdminArgs(['withdrawals', '--status', 'settled'])).toEqual({ name: 'withdrawals', status: 'settled' });
    expect(parseAdminArgs(['settle', '3'])).toEqual({ name: 'settle', id: 3 });
    expect(parseAdminArgs(['fail', '3', '--note', 'bank refused'])).toEqual({
      name: 'fail',
      id: 3,
      note: 'bank refused',
    });
    expect(parseAdminArgs(['grant', '5', '100', '--note', 'ticket 42'])).toEqual({
      name: 'grant',
      userId: 5,
      diamonds: 100,
      note: 'ticket 42',
    });
    expect(parseAdminArgs(['headlines', '--status', 'pending'])).toEqual({ name: 'headlines', status: 'pending' });
    expect(parseAdminArgs(['approve-headline', '7'])).toEqual({ name: 'approve-headline', id: 7 });
    expect(parseAdminArgs(['reject-headline', '7', '--note', 'off topic'])).toEqual({
      name: 'reject-headline',
      id: 7,
      note: 'off topic',
    });
  });

  it.each([
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['approve'], 'missing application id'],
    [['approve', 'abc'], 'application id must be a positive whole number, got "abc"'],
    [['approve', '0'], 'application id must be a positive whole number, got "0"'],
    [['approve', '1', '2'], 'approve: unexpected argument "2"'],
    [['reject', '4'], 'reject needs --note TEXT'],
    [['reject', '4', '--note', '  '], 'reject needs --note TEXT'],
    [['fail', '4', '--note'], '--note needs a value'],
    [['applications', '--status', 'done'], '--status must be one of pending, approved, rejected, got "done"'],
    [['withdrawals', '--colour', 'red'], 'unknown option --colour'],
    [['grant', '5', '-3', '--note', 'x'], 'diamonds must be a positive whole number, got "-3"'],
    [['grant', '5', '1.5', '--note', 'x'], 'diamonds must be a positive whole number, got "1.5"'],
    [['grant', '5', '100'], 'grant needs --note TEXT'],
    [['settle', '1', '--note', 'x'], 'unknown option --note'],
    [['approve-headline'], 'missing headline id'],
    [['reject-headline', '7'], 'reject-headline needs --note TEXT'],
    [['push', '--body', 'x'], 'push needs --title TEXT'],
    [['push', '--title', 'x', '--user', 'all'], 'user id must be a positive whole number, got "all"'],
    [['push', 'x', '--title', 'x'], 'push: unexpected argument "x"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });

  it('reads a push notice to everyone or to one user', () => {
    expect(
      parseAdminArgs(['push', '--title', 'Derby night', '--body', 'Kick-off at 20:00', '--link', '/main']),
    ).toEqual({
      name: 'push',
      userId: null,
      title: 'Derby night',
      body: 'Kick-off at 20:00',
      link: '/main',
    });
    expect(parseAdminArgs(['push', '--title=Hi', '--user', '12'])).toEqual({
      name: 'push',
      userId: 12,
      title: 'Hi',
      body: '',
      link: '',
    });
  });
});
