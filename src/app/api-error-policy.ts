import { API_CODE } from '../../contracts/api.ts';
import type { CommonKey } from '../lib/i18n-keys.ts';

/** Seed: a code 1 message stays 5 s. */
export const ERROR_MESSAGE_MS = 5_000;
/** Seed: code 700 is handled at most once per 2 s. */
export const NOT_LOGGED_IN_THROTTLE_MS = 2_000;

/** What the shell shows for a failed call: the server's message, or a translation key. */
export type ErrorNotice = { text: string } | { key: CommonKey };

/**
 * Decides, per failed call, what to show: code 1 -> the server's msg (or 'Error'); code 700 ->
 * clear the stored user and ask to log in, at most once per 2 s (else nothing); a call that never
 * completed -> a network message.
 */
export function createApiErrorPolicy(deps: { now: () => number; clearUser: () => void }) {
  let lastNotLoggedIn = -Infinity;
  return (error: { code: number; message: string }): ErrorNotice | null => {
    if (error.code === API_CODE.notLoggedIn) {
      const now = deps.now();
      if (now - lastNotLoggedIn < NOT_LOGGED_IN_THROTTLE_MS) return null;
      lastNotLoggedIn = now;
      deps.clearUser();
      return { key: 'error.loginRequired' };
    }
    if (error.code === API_CODE.error) return error.message ? { text: error.message } : { key: 'error.generic' };
    return { key: 'error.network' };
  };
}
