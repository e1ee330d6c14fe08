import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import './account-login.css';

type PageState = 'checking' | 'ask' | 'confirming' | 'confirmed' | 'expired' | 'error';

/**
 * The link inside the login QR code, opened on the (logged-in) phone: opening it marks the code
 * scanned (the computer shows a checkmark); the button confirms, and the computer logs in as this
 * user with a token of its own. Made for a phone's narrow viewport (exempt from the mobile redirect).
 */
export function QrConfirmPage() {
  const { t } = useTranslation('account-qr');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { user } = useSnapshot(userState);
  const userId = user?.id ?? null;
  const [state, setState] = useState<PageState>('checking');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!code || userId === null) return;
    let cancelled = false;
    callRoute('POST', ACCOUNT_PATHS.qrScan, { code }, { quiet: true }).then(
      () => !cancelled && setState('ask'),
      (error: unknown) => {
        if (cancelled) return;
        setMessage(error instanceof Error ? error.message : '');
        setState('expired');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, userId]);

  const confirm = () => {
    setState('confirming');
    callRoute('POST', ACCOUNT_PATHS.qrConfirm, { code }, { quiet: true }).then(
      () => setState('confirmed'),
      (error: unknown) => {
        setMessage(error instanceof Error ? error.message : '');
        setState('error');
      },
    );
  };

  let body;
  if (!code) body = <p>{t('noCode')}</p>;
  else if (!user)
    body = (
      <>
        <p>{t('needLogin')}</p>
        <Button
          type="button"
          className="qr-confirm-button"
          onClick={() => openLoginDialog('code', 'phone')}
          label={t('login')}
        />
      </>
    );
  else if (state === 'checking') body = <p>{t('checking')}</p>;
  else if (state === 'expired') body = <p role="alert">{message || t('expiredPage')}</p>;
  else if (state === 'confirmed') body = <p data-testid="qr-confirm-done">{t('confirmed')}</p>;
  else
    body = (
      <>
        {user.avatar ? <img className="qr-confirm-avatar" src={user.avatar} alt="" /> : null}
        <p>{t('ask', { name: user.user_nickname })}</p>
        {state === 'error' && message ? <p role="alert">{message}</p> : null}
        <Button
          type="button"
          className="qr-confirm-button"
          data-testid="qr-confirm-button"
          disabled={state === 'confirming'}
          onClick={confirm}
          label={t('confirm')}
        />
      </>
    );

  return (
    <div className="qr-confirm-page" data-testid="qr-confirm-page" data-state={state}>
      <h1>{t('confirmTitle')}</h1>
      {body}
    </div>
  );
}
