import { describe, expect, it, vi } from 'vitest';
import { createApiErrorPolicy } from './api-error-policy.ts';

function setup() {
  let now = 10_000;
  const clearUser = vi.fn();
  const policy = createApiErrorPolicy({ now: () => now, clearUser });
  return { policy, clearUser, advance: (ms: number) => (now += ms) };
}

describe('API error policy', () => {
  it("shows the server's message for code 1, or 'Error' when it has none", () => {
    const { policy, clearUser } = setup();
    expect(policy({ code: 1, message: 'name: too long' })).toEqual({ text: 'name: too long' });
    expect(policy({ code: 1, message: '' })).toEqual({ key: 'error.generic' });
    expect(clearUser).not.toHaveBeenCalled();
  });

  it('clears the user and asks to log in on code 700 at most once per 2 s', () => {
    const { policy, clearUser, advance } = setup();
    expect(policy({ code: 700, message: 'not logged in' })).toEqual({ key: 'error.loginRequired' });
    advance(1_999);
    expect(policy({ code: 700, message: 'not logged in' })).toBeNull();
    expect(clearUser).toHaveBeenCalledTimes(1);
    advance(1);
    expect(policy({ code: 700, message: 'not logged in' })).toEqual({ key: 'error.loginRequired' });
    expect(clearUser).toHaveBeenCalledTimes(2);
  });

  it('says the network failed for a call that never completed', () => {
    expect(setup().policy({ code: -1, message: 'signal timed out' })).toEqual({ key: 'error.network' });
  });
});
