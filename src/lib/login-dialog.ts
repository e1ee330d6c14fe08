import { proxy } from 'valtio';
import type { LoginType } from '../../contracts/account-rules.ts';

/**
 * The global login dialog flag: any view opens it (start-live while logged out, apply for anchor,
 * a gift without a login ...). The shell renders the dialog when `open`.
 */
export const loginDialog = proxy({
  open: false,
  type: 'code' as LoginType,
  /** `qr` (the seed's default) or `phone`. */
  mode: 'qr' as 'qr' | 'phone',
});

export function openLoginDialog(
  type: LoginType = 'code',
  mode: 'qr' | 'phone' = type === 'code' ? 'qr' : 'phone',
): void {
  loginDialog.type = type;
  loginDialog.mode = mode;
  loginDialog.open = true;
}

export function closeLoginDialog(): void {
  loginDialog.open = false;
}

/** sessionStorage key: a login just reloaded the page, so the account button takes focus. */
const RETURN_FOCUS_KEY = 'loginReturnFocus';

/**
 * Before a login reloads the page: focus goes back to the top bar's account entry (where the
 * "Login / Register" button was, now the user's own), not to the start of the page.
 */
export function returnFocusAfterLogin(): void {
  sessionStorage.setItem(RETURN_FOCUS_KEY, '1');
}

/** True once after a login's reload (see `returnFocusAfterLogin`). */
export function takeReturnFocus(): boolean {
  if (typeof sessionStorage === 'undefined' || sessionStorage.getItem(RETURN_FOCUS_KEY) === null) return false;
  sessionStorage.removeItem(RETURN_FOCUS_KEY);
  return true;
}
