import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { WALLET_PATHS } from '../../../contracts/account.ts';
import type { SandboxOrder } from '../../../contracts/wallet.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import './sandbox-pay.css';

/**
 * `/pay/sandbox?order=<order_no>`: our stand-in for a payment provider's page. It shows the
 * order and posts the provider's signed callback (`pay/sandboxNotify`) for Pay or Cancel; the
 * tab that opened it sees the result by polling the order.
 */
export function SandboxPayPage() {
  const { t } = useTranslation('wallet');
  const { user } = useSnapshot(userState);
  const [query] = useSearchParams();
  const orderNo = query.get('order') ?? '';
  const [data, setData] = useState<SandboxOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!orderNo || !user) return;
    let cancelled = false;
    apiGet<SandboxOrder>(WALLET_PATHS.sandboxOrder, { order_no: orderNo }, { quiet: true }).then(
      (found) => !cancelled && setData(found),
      (e: unknown) => !cancelled && setError((e as Error).message),
    );
    return () => {
      cancelled = true;
    };
  }, [orderNo, user, generation]);

  const answer = async (status: 'paid' | 'closed') => {
    if (!data) return;
    setBusy(true);
    try {
      await apiPost(
        WALLET_PATHS.sandboxNotify,
        { order_no: data.order.order_no, status, sign: data.sign[status] },
        { quiet: true },
      );
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      setGeneration((g) => g + 1);
    }
  };

  if (!orderNo) return <section className="surface sandbox-pay">{t('sandbox.missing')}</section>;
  if (!user) {
    return (
      <section className="surface sandbox-pay">
        <p>{t('sandbox.login')}</p>
        <Button type="button" outlined onClick={() => openLoginDialog()} label={t('sandbox.pay')} />
      </section>
    );
  }
  const order = data?.order;
  return (
    <section className="surface sandbox-pay">
      <h1>{t('sandbox.title')}</h1>
      <p className="muted">{t('sandbox.notice')}</p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {order && (
        <>
          <dl>
            <dt>{t('sandbox.order')}</dt>
            <dd>{order.order_no}</dd>
            <dt>{t('sandbox.diamonds')}</dt>
            <dd>{order.diamonds}</dd>
            <dt>{t('sandbox.amount')}</dt>
            <dd>¥{(order.amount_fen / 100).toFixed(2)}</dd>
            <dt>{t('sandbox.channel')}</dt>
            <dd>{order.channel}</dd>
            <dt>{t('sandbox.status')}</dt>
            <dd data-testid="sandbox-status">{t(`sandbox.statusName.${order.status}`)}</dd>
          </dl>
          {order.status === 'pending' ? (
            <div className="row">
              <Button type="button" disabled={busy} onClick={() => void answer('paid')} label={t('sandbox.pay')} />
              <Button
                type="button"
                outlined
                disabled={busy}
                onClick={() => void answer('closed')}
                label={t('sandbox.cancel')}
              />
            </div>
          ) : (
            <p role="status">{t('sandbox.done')}</p>
          )}
        </>
      )}
    </section>
  );
}
