import { Button } from 'primereact/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type LoginQrcode, type LoginResult } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { getEngine } from '../../lib/engine.ts';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import './account-login.css';

type PanelState = 'loading' | 'ready' | 'scanned' | 'expired' | 'error';

/**
 * QR login (the dialog's default mode): fetches a code, draws its link as a QR code (locally, from
 * `url`: the server's `img` is empty since the encoder lives in the client) and asks the engine to
 * wait for it on the live socket. A scan shows a checkmark; success makes the login this browser's
 * session cookie and hands it to `onSuccess`. An expired code is replaced by a new one at once.
 */
export function QrLoginPanel({ onSuccess }: { onSuccess(result: LoginResult): void }) {
  const { t } = useTranslation('account-qr');
  const [qr, setQr] = useState<LoginQrcode | null>(null);
  const [state, setState] = useState<PanelState>('loading');
  const [generation, setGeneration] = useState(0);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  }, [onSuccess]);

  const refresh = useCallback(() => {
    setState('loading');
    setGeneration((g) => g + 1);
  }, []);

  // A new code per generation; it expires on the server after `expires_in`.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    callRoute('POST', ACCOUNT_PATHS.loginQrcode, {}, { quiet: true }).then(
      async (answer) => {
        if (cancelled) return;
        setQr(answer);
        setState('ready');
        timer = setTimeout(refresh, answer.expires_in * 1000);
        try {
          await (await getEngine()).api.login(answer.code);
        } catch {
          if (!cancelled) setState('error');
        }
      },
      () => {
        if (!cancelled) setState('error');
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [generation, refresh]);

  // Progress comes from the engine's socket as notices.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void getEngine().then((engine) => {
      if (cancelled) return;
      stop = engine.onNotice((notice) => {
        if (notice.type === 'scanCode_Login') setState('scanned');
        else if (notice.type === 'webLoginSuccess') {
          // The socket's token becomes this browser's session cookie (HttpOnly, set by the server).
          callRoute('POST', ACCOUNT_PATHS.session, {}, { quiet: true, token: notice.token }).then(
            (result) => success.current(result),
            () => setState('error'),
          );
        }
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <div className="qr-login-panel" data-testid="qr-login-panel" data-state={state}>
      <h3>{t('title')}</h3>
      <div className="qr-login-code">
        {qr && state !== 'error' ? (
          <a href={qr.url} data-testid="qr-login-link" className="qr-login-link" target="_blank" rel="noreferrer">
            <QrCodeImage value={qr.url} label={t('imageLabel')} size={168} />
          </a>
        ) : null}
        {state === 'loading' && !qr ? <p className="qr-login-note">{t('loading')}</p> : null}
        {state === 'scanned' ? (
          <div className="qr-login-overlay" data-testid="qr-login-scanned">
            <span className="qr-login-check" aria-hidden="true">
              ✓
            </span>
          </div>
        ) : null}
      </div>
      {state === 'error' ? (
        <p className="qr-login-note">
          {t('loadError')} <Button type="button" link size="small" label={t('refresh')} onClick={refresh} />
        </p>
      ) : (
        <p className="qr-login-note">{state === 'scanned' ? t('scanned') : t('hint')}</p>
      )}
    </div>
  );
}
