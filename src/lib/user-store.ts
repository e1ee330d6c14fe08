import { proxy } from 'valtio';
import type { LoginResult, UserInfo } from '../../contracts/account.ts';

/**
 * The logged-in user, as the seed keeps it: `userInfo` in localStorage. The login itself is an
 * HttpOnly session cookie the server sets, which no script here can read: the stored info never
 * holds the token either. Every tab follows the others: a login or logout in one tab updates the
 * rest through the storage event.
 */
const USER_KEY = 'userInfo';

function readStoredUser(): UserInfo | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as UserInfo) : null;
    return user && typeof user.id === 'number' ? { ...user, token: '' } : null;
  } catch {
    return null;
  }
}

export const userState = proxy({
  user: readStoredUser(),
});

/** A login's token, held in memory only until the live engine takes it (see session.ts). */
let freshToken: string | null = null;

/** The token of a login made in this tab, once (null when there is none). */
export function takeLoginToken(): string | null {
  const token = freshToken;
  freshToken = null;
  return token;
}

/** Keeps a login (the server already set the session cookie) and updates every view of this tab. */
export function storeLogin(result: LoginResult): void {
  freshToken = result.token;
  const user = { ...result.user, token: '' };
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  userState.user = user;
}

/** Replaces the stored user info (after `User/getUserInfo`, a check-in, a recharge ...). */
export function updateStoredUser(user: Partial<UserInfo>): void {
  if (!userState.user) return;
  const next = { ...userState.user, ...user, token: '' };
  localStorage.setItem(USER_KEY, JSON.stringify(next));
  userState.user = next;
}

/** Forgets the user in this tab and, through storage, in the others. */
export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY);
  freshToken = null;
  userState.user = null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) userState.user = readStoredUser();
  });
}
