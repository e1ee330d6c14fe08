import { Button } from 'primereact/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type LoginResult } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { getEngine, whileMounted } from '../../lib/engine.ts';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import './account-login.css';

type PanelState = 'loading' | 'ready' | 'scanned' | 'error';

/**
 * QR login (the dialog's default mode): fetches a code, draws its link as a QR code (locally, from
 * `url`: the server's `img` is empty since the encoder lives in the client) and asks the engine to
 * wait for it on the live socket. A scan shows a checkmark; success makes the login this browser's
 * session cookie and hands it to `onSuccess`. An expired code is replaced by a new one at once.
 */
export function QrLoginPanel({ onSuccess }: { onSuccess(result: LoginResult): void }) {
  const { t } = useTranslation('account-qr');
  // A code is single use and expires on the server after `expires_in`: never kept, fetched anew then.
  const query = useQuery({
    ...apiQuery(ACCOUNT_PATHS.loginQrcode, {}, { personal: true, method: 'POST', staleTime: 0 }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (q) => (q.state.data ? q.state.data.expires_in * 1000 : false),
  });
  const qr = query.data ?? null;
  /** What happened to the current code: the socket could not wait for it, or a phone scanned it. */
  const [progress, setProgress] = useState<{ code: string; state: 'scanned' | 'error' } | null>(null);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  }, [onSuccess]);

  // The engine waits for each new code on the live socket.
  const code = qr?.code ?? null;
  useEffect(() => {
    if (code === null) return;
    let cancelled = false;
    getEngine()
      .then((engine) => engine.api.login(code))
      .catch(() => !cancelled && setProgress({ code, state: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [code]);

  // Progress comes from the engine's socket as notices.
  const mutation = useMutation({
    mutationFn: (token: string) => callRoute('POST', ACCOUNT_PATHS.session, {}, { quiet: true, token }),
    onSuccess: (result) => success.current(result),
  });
  const { mutate: makeSession } = mutation;
  const current = useRef(code);
  useEffect(() => {
    current.current = code;
  }, [code]);
  useEffect(() => {
    return whileMounted((engine) =>
      engine.onNotice((notice) => {
        const at = current.current;
        if (notice.type === 'scanCode_Login' && at !== null) setProgress({ code: at, state: 'scanned' });
        // The socket's token becomes this browser's session cookie (HttpOnly, set by the server).
        else if (notice.type === 'webLoginSuccess') makeSession(notice.token);
      }),
    );
  }, [makeSession]);

  const refresh = () => {
    setProgress(null);
    mutation.reset();
    void query.refetch();
  };
  const state: PanelState =
    query.isError || mutation.isError || (progress?.code === code && progress.state === 'error')
      ? 'error'
      : query.isPending
        ? 'loading'
        : progress?.code === code && progress.state === 'scanned'
          ? 'scanned'
          : 'ready';

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
