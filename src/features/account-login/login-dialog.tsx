import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LoginResult } from '../../../contracts/account.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { closeLoginDialog, loginDialog, returnFocusAfterLogin } from '../../lib/login-dialog.ts';
import { storeLogin } from '../../lib/user-store.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { QrLoginPanel } from './qr-login-panel.tsx';
import './account-login.css';

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

function pressOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * The login dialog (the shell shows it while `loginDialog.open`): QR login by default, or the
 * phone form for password login, registration and password reset, in the app's modal.
 */
export function LoginDialog() {
  const { t } = useTranslation('account');
  const { type, mode } = useSnapshot(loginDialog);
  const dialog = useDialog(closeLoginDialog);

  const setType = (next: LoginType) => {
    loginDialog.type = next;
  };
  const setMode = (next: 'qr' | 'phone') => {
    loginDialog.mode = next;
  };
  const title = mode === 'qr' ? t('title.qr') : t(`title.${type}`);

  return (
    <Dialog {...dialog.props} header={title} className="login-dialog">
      <SelectButton
        className="login-modes"
        aria-label={t('mode.label')}
        allowEmpty={false}
        value={mode}
        options={[
          { value: 'qr', label: t('mode.qr') },
          { value: 'phone', label: t('mode.phone') },
        ]}
        onChange={(e) => setMode(e.value === 'phone' ? 'phone' : 'qr')}
        // The kit's options answer Space only; a button also answers Enter.
        pt={{ button: { onKeyDown: pressOnEnter } }}
      />
      {mode === 'qr' ? (
        <QrLoginPanel onSuccess={finishLogin} />
      ) : (
        <PhoneLoginForm type={type} onTypeChange={setType} onSuccess={finishLogin} />
      )}
    </Dialog>
  );
}
