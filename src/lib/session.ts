import { subscribe } from 'valtio';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { callRoute } from './api-client.ts';
import { loadKickedRooms } from './kicked-rooms.ts';
import { clearStoredUser, takeLoginToken, updateStoredUser, userState } from './user-store.ts';

/** Seed localStorage key of the anonymous chat identity (a visitor can read the chat rooms). */
export const TOURIST_KEY = 'imTouristAccount';

/** Asks for a tourist chat account and keeps it; a failure is quiet (the chat waits without it). */
export async function requestTouristAccount(): Promise<void> {
  try {
    const account = await callRoute('GET', ACCOUNT_PATHS.touristAccount, {}, { quiet: true });
    localStorage.setItem(TOURIST_KEY, JSON.stringify(account));
  } catch {
    // Asked again at the next start-up or logout.
  }
}

let started = false;

/**
 * The live socket speaks for whoever is logged in. Its upgrade carries the session cookie, so at
 * start-up it already does; a login made in this tab hands the engine its new token, and a logout
 * (here or, through storage, in another tab) tells it to speak for a visitor. A login the server
 * revoked logs this browser out.
 */
function followLogin(): void {
  let loggedIn = userState.user !== null;
  const engine = import('./engine.ts').then(({ getEngine }) => getEngine());
  const setToken = (token: string | null) => engine.then((client) => client.setToken(token)).catch(() => undefined);
  void loadKickedRooms(loggedIn);
  subscribe(userState, () => {
    const token = takeLoginToken();
    // The engine is shared by every tab: only the tab that logged in has (and hands over) the token.
    if (token !== null) void setToken(token);
    const now = userState.user !== null;
    if (now === loggedIn) return;
    loggedIn = now;
    void loadKickedRooms(now);
    if (!now) void setToken(null);
  });
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
    callRoute('GET', ACCOUNT_PATHS.userInfo, {}, { quiet: true }).then(
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
    await callRoute('POST', ACCOUNT_PATHS.signOut, {}, { quiet: true });
  } catch {
    // The local logout happens regardless.
  }
  clearStoredUser();
  void requestTouristAccount();
}
