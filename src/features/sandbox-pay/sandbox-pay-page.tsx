import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { WALLET_PATHS } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { apiKey, apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
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
  const queryClient = useQueryClient();
  const read = useQuery(
    apiQuery(WALLET_PATHS.sandboxOrder, orderNo && user ? { order_no: orderNo } : null, {
      personal: true,
    }),
  );
  const data = read.data;
  const notify = useMutation({
    mutationFn: (status: 'paid' | 'closed') =>
      callRoute(
        'POST',
        WALLET_PATHS.sandboxNotify,
        { order_no: data?.order.order_no ?? orderNo, status, sign: data?.sign[status] ?? '' },
        { quiet: true },
      ),
    // Paid, closed or refused: the order as the server has it now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey(WALLET_PATHS.sandboxOrder, true) }),
  });
  const error = notify.error?.message ?? queryErrorText(read);
  const busy = notify.isPending;
  const answer = (status: 'paid' | 'closed') => {
    if (data) notify.mutate(status);
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
              <Button type="button" disabled={busy} onClick={() => answer('paid')} label={t('sandbox.pay')} />
              <Button
                type="button"
                outlined
                disabled={busy}
                onClick={() => answer('closed')}
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
