import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LoginResult } from '../../../contracts/account.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { closeLoginDialog, loginDialog } from '../../lib/login-dialog.ts';
import { storeLogin } from '../../lib/user-store.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { QrLoginPanel } from './qr-login-panel.tsx';
import './account-login.css';

/** A login of any kind: keep it, close, and reload so every view starts as this user. */
function finishLogin(result: LoginResult): void {
  storeLogin(result);
  closeLoginDialog();
  location.reload();
}

/**
 * The login dialog (the shell shows it while `loginDialog.open`): QR login by default, or the
 * phone form for password login, registration and password reset, in the app's modal.
 */
export function LoginDialog() {
  const { t } = useTranslation('account');
  const { type, mode } = useSnapshot(loginDialog);

  const setType = (next: LoginType) => {
    loginDialog.type = next;
  };
  const setMode = (next: 'qr' | 'phone') => {
    loginDialog.mode = next;
  };
  const title = mode === 'qr' ? t('title.qr') : t(`title.${type}`);

  return (
    <ModalDialog title={title} onClose={closeLoginDialog} className="login-dialog">
      <div className="login-modes" role="group" aria-label={t('mode.label')}>
        <button type="button" aria-pressed={mode === 'qr'} onClick={() => setMode('qr')}>
          {t('mode.qr')}
        </button>
        <button type="button" aria-pressed={mode === 'phone'} onClick={() => setMode('phone')}>
          {t('mode.phone')}
        </button>
      </div>
      {mode === 'qr' ? (
        <QrLoginPanel onSuccess={finishLogin} />
      ) : (
        <PhoneLoginForm type={type} onTypeChange={setType} onSuccess={finishLogin} />
      )}
    </ModalDialog>
  );
}
