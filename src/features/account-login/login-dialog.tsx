import { Dialog } from 'primereact/dialog';
import { useSnapshot } from 'valtio';
import type { LoginResult } from '../../../contracts/account.ts';
import { closeLoginDialog, loginDialog, returnFocusAfterLogin } from '../../lib/login-dialog.ts';
import { storeLogin } from '../../lib/user-store.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import { LoginChoices, useLoginTitle } from './login-choices.tsx';

/**
 * A login of any kind: keep it, close, and reload so every view starts as this user; focus then
 * returns to the account entry the dialog was opened from.
 */
function finishLogin(result: LoginResult): void {
  storeLogin(result);
  returnFocusAfterLogin();
  closeLoginDialog();
  location.reload();
}

/**
 * The login dialog (the shell shows it while `loginDialog.open`): QR login by default, or the
 * phone form for password login, registration and password reset, in the app's modal.
 */
export function LoginDialog() {
  const { type, mode } = useSnapshot(loginDialog);
  const dialog = useDialog(closeLoginDialog);
  return (
    <Dialog {...dialog.props} header={useLoginTitle(mode, type)} className="login-dialog">
      <LoginChoices
        mode={mode}
        type={type}
        onMode={(next) => (loginDialog.mode = next)}
        onType={(next) => (loginDialog.type = next)}
        onSuccess={finishLogin}
      />
    </Dialog>
  );
}
