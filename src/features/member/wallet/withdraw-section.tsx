import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { TabMenu } from 'primereact/tabmenu';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { ACCOUNT_PATHS, WALLET_PATHS } from '../../../../contracts/account.ts';
import { checkAmount, checkPaymentPassword } from '../../../../contracts/account-rules.ts';
import {
  FEN_PER_DIAMOND,
  WITHDRAWAL_MIN_DIAMONDS,
  type PayoutMethodName,
  type WithdrawalStatusName,
} from '../../../../contracts/wallet.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { apiKey } from '../../../lib/query/api-query.ts';
import { updateStoredUser } from '../../../lib/user-store.ts';
import { formatFen, formatTime, newClientId } from './wallet-format.ts';
import { PaymentPasswordField } from './payment-password-field.tsx';

const STATUSES: ('' | WithdrawalStatusName)[] = ['', 'pending', 'settled', 'failed'];

/**
 * Income diamonds: withdraw to a bound payout account (with the payment password), convert to
 * consumer diamonds, and the list of withdrawals by status.
 */
export function WithdrawSection() {
  const { t } = useTranslation(['wallet', 'validation']);
  const id = useId();
  const info = useQuery(memberQuery(ACCOUNT_PATHS.memberInfo, {}));
  const bank = useQuery(memberQuery(WALLET_PATHS.bankCardInfo, {}));
  const alipay = useQuery(memberQuery(WALLET_PATHS.aliPayInfo, {}));
  const [status, setStatus] = useState<'' | WithdrawalStatusName>('');
  const [page, setPage] = useState(1);
  const list = useQuery(memberQuery(WALLET_PATHS.withdrawalList, { page, status }));
  const [diamonds, setDiamonds] = useState('');
  const [method, setMethod] = useState<PayoutMethodName>('bank');
  const [password, setPassword] = useState('');
  const [convert, setConvert] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const withdrawId = useRef(newClientId());
  const convertId = useRef(newClientId());
  const hasAccount = method === 'bank' ? !!bank.data : !!alipay.data;

  const queryClient = useQueryClient();
  const operation = useMutation({
    mutationFn: (work: () => Promise<string>) => work(),
    onSuccess: (text) => {
      setMessage({ ok: true, text });
      // The balance, the withdrawable amount, the withdrawals and the wallet records changed.
      for (const [path, personal] of [
        [ACCOUNT_PATHS.memberInfo, true],
        [WALLET_PATHS.withdrawalList, true],
        [WALLET_PATHS.orderList, true],
      ] as const) {
        void queryClient.invalidateQueries({ queryKey: apiKey(path, personal) });
      }
    },
    onError: (e) => setMessage({ ok: false, text: e.message }),
  });
  const busy = operation.isPending;
  const run = (work: () => Promise<string>) => operation.mutate(work);

  const onWithdraw = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAmount(diamonds) ?? checkPaymentPassword(password);
    if (rule) return setMessage({ ok: false, text: t(rule) });
    if (!hasAccount) return setMessage({ ok: false, text: t('withdraw.noAccount') });
    run(async () => {
      const amount = Number(diamonds);
      await callRoute(
        'POST',
        WALLET_PATHS.applyForWithdrawal,
        { diamonds: amount, method, payment_password: password, client_id: withdrawId.current },
        { quiet: true },
      );
      withdrawId.current = newClientId();
      setDiamonds('');
      setPassword('');
      return t('withdraw.done', { diamonds: amount, money: formatFen(amount * FEN_PER_DIAMOND) });
    });
  };

  const onConvert = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAmount(convert);
    if (rule) return setMessage({ ok: false, text: t(rule) });
    run(async () => {
      const amount = Number(convert);
      const after = await callRoute(
        'POST',
        WALLET_PATHS.conversionBalance,
        { diamonds: amount, client_id: convertId.current },
        { quiet: true },
      );
      convertId.current = newClientId();
      updateStoredUser({ balance: after.balance });
      setConvert('');
      return t('withdraw.converted', { diamonds: amount });
    });
  };

  return (
    <section className="surface stack wallet-withdraw">
      <h2>{t('withdraw.title')}</h2>
      <div className="surface stack wallet-balance" data-testid="wallet-income">
        <span>{t('balance.income')}</span>
        <strong>{info.data?.income ?? '-'}</strong>
      </div>
      {message && (
        <p className={message.ok ? 'ok-text' : 'error-text'} role="status">
          {message.text}
        </p>
      )}
      <form onSubmit={onWithdraw}>
        <p className="muted">
          {t('withdraw.minimum', { min: WITHDRAWAL_MIN_DIAMONDS, rate: formatFen(FEN_PER_DIAMOND) })}
        </p>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('withdraw.amount')}</label>
          <InputText
            id={`${id}-amount`}
            inputMode="numeric"
            value={diamonds}
            onChange={(e) => setDiamonds(e.target.value.trim())}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>{t('withdraw.method')}</label>
          <Dropdown
            inputId={`${id}-method`}
            value={method}
            options={[
              { value: 'bank', label: `${t('withdraw.bank')} ${bank.data ? bank.data.account : ''}` },
              { value: 'alipay', label: `${t('withdraw.alipay')} ${alipay.data ? alipay.data.account : ''}` },
            ]}
            onChange={(e) => setMethod(e.value as PayoutMethodName)}
          />
        </div>
        {!hasAccount && <p className="muted">{t('withdraw.noAccount')}</p>}
        <PaymentPasswordField label={t('withdraw.password')} value={password} onChange={setPassword} />
        <Button type="submit" label={t('withdraw.submit')} disabled={busy} />
      </form>
      <form onSubmit={onConvert}>
        <div className="field">
          <label htmlFor={`${id}-convert`}>{t('withdraw.convertAmount')}</label>
          <InputText
            id={`${id}-convert`}
            inputMode="numeric"
            value={convert}
            onChange={(e) => setConvert(e.target.value.trim())}
          />
        </div>
        <Button type="submit" outlined label={t('withdraw.convert')} disabled={busy} />
      </form>
      <h3>{t('withdraw.list')}</h3>
      <TabMenu
        aria-label={t('withdraw.list')}
        model={STATUSES.map((s) => ({ label: t(`withdraw.status.${s || 'all'}`) }))}
        activeIndex={STATUSES.indexOf(status)}
        onTabChange={(e) => {
          setStatus(STATUSES[e.index] ?? '');
          setPage(1);
        }}
      />
      {list.error && <p className="error-text">{list.error.message}</p>}
      {list.data && (
        <table className="wallet-table">
          <thead>
            <tr>
              <th>{t('withdraw.col.time')}</th>
              <th>{t('withdraw.col.diamonds')}</th>
              <th>{t('withdraw.col.money')}</th>
              <th>{t('withdraw.col.account')}</th>
              <th>{t('withdraw.col.status')}</th>
              <th>{t('withdraw.col.note')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((w) => (
              <tr key={w.id}>
                <td>{formatTime(w.created_at)}</td>
                <td>{w.diamonds}</td>
                <td>{formatFen(w.amount_fen)}</td>
                <td>
                  {w.payout.bank_name} {w.payout.account}
                </td>
                <td>{t(`withdraw.status.${w.status}`)}</td>
                <td>{w.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && (
        <ListPaginator page={page} total={list.data.total} pageSize={list.data.page_size} onPage={setPage} />
      )}
    </section>
  );
}
