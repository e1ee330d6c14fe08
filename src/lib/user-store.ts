import { proxy } from 'valtio';
import type { LoginResult, UserInfo } from '../../contracts/account.ts';

/**
 * The logged-in user, as the seed keeps it: `userInfo` in localStorage and the token in the
 * `token` cookie (the API client sends it as the `token` header). Every tab follows the others:
 * a login or logout in one tab updates the rest through the storage event.
 */
const USER_KEY = 'userInfo';
const TOKEN_COOKIE = 'token';
/** Tokens live 30 days on the server; the cookie lives as long. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

function readStoredUser(): UserInfo | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as UserInfo) : null;
    return user && typeof user.id === 'number' && readToken() ? user : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)token=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export const userState = proxy({
  user: readStoredUser(),
});

/** Whether someone is logged in (a snapshot-friendly helper for non-React code). */
export function isLoggedIn(): boolean {
  return userState.user !== null;
}

/** Stores a login (token cookie + `userInfo`) and updates every view of this tab. */
export function storeLogin(result: LoginResult): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(result.token)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...result.user, token: result.token }));
  userState.user = { ...result.user, token: result.token };
}

/** Replaces the stored user info (after `User/getUserInfo`, a check-in, a recharge ...). */
export function updateStoredUser(user: Partial<UserInfo>): void {
  if (!userState.user) return;
  const next = { ...userState.user, ...user, token: userState.user.token };
  localStorage.setItem(USER_KEY, JSON.stringify(next));
  userState.user = next;
}

/** Forgets the user in this tab and, through storage, in the others. */
export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY);
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
  userState.user = null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) userState.user = readStoredUser();
  });
}
