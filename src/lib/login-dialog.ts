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
