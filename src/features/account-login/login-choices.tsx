import { SelectButton } from 'primereact/selectbutton';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../../contracts/account.ts';
import type { LoginType } from '../../../contracts/account-rules.ts';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { QrLoginPanel } from './qr-login-panel.tsx';
import './account-login.css';

function pressOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}

export type LoginMode = 'qr' | 'phone';

/**
 * What the login dialog and the `/login` page both hold: the QR / phone switch, then QR login or
 * the phone form (password or SMS-code login, registration, password reset).
 */
export function LoginChoices({
  mode,
  type,
  invite,
  onMode,
  onType,
  onSuccess,
}: {
  mode: LoginMode;
  type: LoginType;
  /** An invite code to register with (from a friend's invite link). */
  invite?: string;
  onMode: (mode: LoginMode) => void;
  onType: (type: LoginType) => void;
  onSuccess: (result: LoginResult) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <SelectButton
        className="login-modes"
        aria-label={t('mode.label')}
        allowEmpty={false}
        value={mode}
        options={[
          { value: 'qr', label: t('mode.qr') },
          { value: 'phone', label: t('mode.phone') },
        ]}
        onChange={(e) => onMode(e.value === 'phone' ? 'phone' : 'qr')}
        // The kit's options answer Space only; a button also answers Enter.
        pt={{ button: { onKeyDown: pressOnEnter } }}
      />
      {mode === 'qr' ? (
        <QrLoginPanel onSuccess={onSuccess} />
      ) : (
        <PhoneLoginForm type={type} invite={invite} onTypeChange={onType} onSuccess={onSuccess} />
      )}
    </>
  );
}

/** The title over the choices: "Scan to log in", or the phone form's kind. */
export function useLoginTitle(mode: LoginMode, type: LoginType): string {
  const { t } = useTranslation('account');
  return mode === 'qr' ? t('title.qr') : t(`title.${type}`);
}
