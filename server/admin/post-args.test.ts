import { describe, expect, it } from 'vitest';
import { AdminUsageError, parseAdminArgs } from './admin-args.ts';

describe('community moderation commands', () => {
  it('reads the reported list, restore and remove', () => {
    expect(parseAdminArgs(['post-reports'])).toEqual({ name: 'post-reports', hidden: false });
    expect(parseAdminArgs(['post-reports', '--hidden'])).toEqual({ name: 'post-reports', hidden: true });
    expect(parseAdminArgs(['restore-post', '12'])).toEqual({ name: 'restore-post', id: 12 });
    expect(parseAdminArgs(['remove-post', '3'])).toEqual({ name: 'remove-post', id: 3 });
  });

  it('says what is wrong', () => {
    expect(() => parseAdminArgs(['remove-post'])).toThrow(new AdminUsageError('missing post id'));
    expect(() => parseAdminArgs(['restore-post', 'x'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['post-reports', 'all'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['remove-post', '3', '--force'])).toThrow(
      new AdminUsageError('unknown option --force'),
    );
  });
});
