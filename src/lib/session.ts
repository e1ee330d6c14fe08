import { ACCOUNT_PATHS, type TouristAccount, type UserInfo } from '../../contracts/account.ts';
import { apiGet, apiPost } from './api-client.ts';
import { clearStoredUser, updateStoredUser, userState } from './user-store.ts';

/** Seed localStorage key of the anonymous chat identity (a visitor can read the chat rooms). */
export const TOURIST_KEY = 'imTouristAccount';

/** Asks for a tourist chat account and keeps it; a failure is quiet (the chat waits without it). */
export async function requestTouristAccount(): Promise<void> {
  try {
    const account = await apiGet<TouristAccount>(ACCOUNT_PATHS.touristAccount, {}, { quiet: true });
    localStorage.setItem(TOURIST_KEY, JSON.stringify(account));
  } catch {
    // Asked again at the next start-up or logout.
  }
}

let started = false;

/**
 * Start-up, once per page: a stored user gets fresh info (balance, level ...; a dead token ends in
 * code 700, which logs out); a visitor with no tourist account gets one.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  if (userState.user) {
    apiGet<UserInfo>(ACCOUNT_PATHS.userInfo, {}, { quiet: true }).then(
      (info) => updateStoredUser(info),
      () => undefined,
    );
  } else if (!localStorage.getItem(TOURIST_KEY)) {
    void requestTouristAccount();
  }
}

/** Logout: tell the server (quietly; the token dies anyway), forget the user, become a tourist. */
export async function signOut(): Promise<void> {
  try {
    await apiPost(ACCOUNT_PATHS.signOut, {}, { quiet: true });
  } catch {
    // The local logout happens regardless.
  }
  clearStoredUser();
  void requestTouristAccount();
}
