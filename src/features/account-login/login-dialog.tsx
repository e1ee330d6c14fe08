import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LoginResult } from '../../../contracts/account.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { closeLoginDialog, loginDialog } from '../../lib/login-dialog.ts';
import { storeLogin } from '../../lib/user-store.ts';
import { useModalFocus } from '../../ui/use-modal-focus.ts';
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
 * phone form for password login, registration and password reset. A modal: focus stays inside,
 * Escape or the close button closes it, focus returns to where it was.
 */
export function LoginDialog() {
  const { t } = useTranslation('account');
  const { type, mode } = useSnapshot(loginDialog);
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useModalFocus(box, closeLoginDialog, 'input, select, button');

  const setType = (next: LoginType) => {
    loginDialog.type = next;
  };
  const setMode = (next: 'qr' | 'phone') => {
    loginDialog.mode = next;
  };
  const title = mode === 'qr' ? t('title.qr') : t(`title.${type}`);

  return createPortal(
    <div className="login-backdrop" onMouseDown={(e) => e.target === e.currentTarget && closeLoginDialog()}>
      <div ref={box} className="login-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="login-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="login-close" aria-label={t('close')} onClick={closeLoginDialog}>
            ×
          </button>
        </header>
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
      </div>
    </div>,
    document.body,
  );
}
