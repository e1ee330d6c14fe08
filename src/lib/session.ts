import { subscribe } from 'valtio';
import { ACCOUNT_PATHS, type TouristAccount, type UserInfo } from '../../contracts/account.ts';
import { apiGet, apiPost } from './api-client.ts';
import { loadKickedRooms } from './kicked-rooms.ts';
import { clearStoredUser, readToken, updateStoredUser, userState } from './user-store.ts';

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
 * The live socket speaks for whoever is logged in: at start-up, at every login and logout (in
 * this tab or, through storage, another). A login the server revoked logs this browser out.
 */
function followLogin(): void {
  let token: string | null | undefined;
  const engine = import('./engine.ts').then(({ getEngine }) => getEngine());
  const sync = () => {
    const next = userState.user ? readToken() : null;
    if (next === token) return;
    token = next;
    void loadKickedRooms(next !== null);
    engine.then((client) => client.setToken(next)).catch(() => undefined);
  };
  sync();
  subscribe(userState, sync);
  engine
    .then((client) =>
      client.onNotice((notice) => {
        if (notice.type === 'sessionRevoked' && userState.user) clearStoredUser();
      }),
    )
    .catch(() => undefined);
}

/**
 * Start-up, once per page: a stored user gets fresh info (balance, level ...; a dead token ends in
 * code 700, which logs out); a visitor with no tourist account gets one.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  followLogin();
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
