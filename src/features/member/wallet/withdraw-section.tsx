import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, WALLET_PATHS, type MemberInfo, type Page } from '../../../../contracts/account.ts';
import { checkAmount, checkPaymentPassword } from '../../../../contracts/account-rules.ts';
import {
  FEN_PER_DIAMOND,
  WITHDRAWAL_MIN_DIAMONDS,
  type PayoutAccountView,
  type PayoutMethodName,
  type WithdrawalStatusName,
  type WithdrawalView,
} from '../../../../contracts/wallet.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { updateStoredUser } from '../../../lib/user-store.ts';
import { useMemberCall } from '../use-member-call.ts';
import { Pager } from '../../../ui/pager.tsx';
import { formatFen, formatTime, newClientId } from './wallet-format.ts';
import './wallet.css';
import { PaymentPasswordField } from './payment-password-field.tsx';

const STATUSES: ('' | WithdrawalStatusName)[] = ['', 'pending', 'settled', 'failed'];

/**
 * Income diamonds: withdraw to a bound payout account (with the payment password), convert to
 * consumer diamonds, and the list of withdrawals by status.
 */
export function WithdrawSection() {
  const { t } = useTranslation('wallet');
  const info = useMemberCall<MemberInfo>(ACCOUNT_PATHS.memberInfo, {});
  const bank = useMemberCall<PayoutAccountView | null>(WALLET_PATHS.bankCardInfo, {});
  const alipay = useMemberCall<PayoutAccountView | null>(WALLET_PATHS.aliPayInfo, {});
  const [status, setStatus] = useState<'' | WithdrawalStatusName>('');
  const [page, setPage] = useState(1);
  const list = useMemberCall<Page<WithdrawalView>>(WALLET_PATHS.withdrawalList, { page, status });
  const [diamonds, setDiamonds] = useState('');
  const [method, setMethod] = useState<PayoutMethodName>('bank');
  const [password, setPassword] = useState('');
  const [convert, setConvert] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const withdrawId = useRef(newClientId());
  const convertId = useRef(newClientId());
  const hasAccount = method === 'bank' ? !!bank.data : !!alipay.data;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ ok: true, text: await work() });
      info.reload();
      list.reload();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const onWithdraw = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAmount(diamonds) ?? checkPaymentPassword(password);
    if (rule) return setMessage({ ok: false, text: t(rule) });
    if (!hasAccount) return setMessage({ ok: false, text: t('withdraw.noAccount') });
    void run(async () => {
      const amount = Number(diamonds);
      await apiPost(
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
    void run(async () => {
      const amount = Number(convert);
      const after = await apiPost<{ balance: number }>(
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
    <section className="member-form wallet-withdraw">
      <h2>{t('withdraw.title')}</h2>
      <div className="wallet-balance" data-testid="wallet-income">
        <span>{t('balance.income')}</span>
        <strong>{info.data?.income ?? '-'}</strong>
      </div>
      {message && (
        <p className={message.ok ? 'member-ok' : 'member-error'} role="status">
          {message.text}
        </p>
      )}
      <form onSubmit={onWithdraw}>
        <p className="member-hint">
          {t('withdraw.minimum', { min: WITHDRAWAL_MIN_DIAMONDS, rate: formatFen(FEN_PER_DIAMOND) })}
        </p>
        <label className="member-field">
          {t('withdraw.amount')}
          <input inputMode="numeric" value={diamonds} onChange={(e) => setDiamonds(e.target.value.trim())} />
        </label>
        <label className="member-field">
          {t('withdraw.method')}
          <select value={method} onChange={(e) => setMethod(e.target.value as PayoutMethodName)}>
            <option value="bank">
              {t('withdraw.bank')} {bank.data ? bank.data.account : ''}
            </option>
            <option value="alipay">
              {t('withdraw.alipay')} {alipay.data ? alipay.data.account : ''}
            </option>
          </select>
        </label>
        {!hasAccount && <p className="member-hint">{t('withdraw.noAccount')}</p>}
        <PaymentPasswordField label={t('withdraw.password')} value={password} onChange={setPassword} />
        <button type="submit" className="member-button primary" disabled={busy}>
          {t('withdraw.submit')}
        </button>
      </form>
      <form onSubmit={onConvert}>
        <label className="member-field">
          {t('withdraw.convertAmount')}
          <input inputMode="numeric" value={convert} onChange={(e) => setConvert(e.target.value.trim())} />
        </label>
        <button type="submit" className="member-button" disabled={busy}>
          {t('withdraw.convert')}
        </button>
      </form>
      <h3>{t('withdraw.list')}</h3>
      <div className="member-links" role="tablist">
        {STATUSES.map((s) => (
          <button
            key={s || 'all'}
            type="button"
            role="tab"
            aria-selected={s === status}
            className={s === status ? 'member-button primary' : 'member-button'}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`withdraw.status.${s || 'all'}`)}
          </button>
        ))}
      </div>
      {list.error && <p className="member-error">{list.error}</p>}
      {list.data && (
        <table className="member-table wallet-table">
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
      {list.data && <Pager page={page} total={list.data.total} pageSize={list.data.page_size} onPage={setPage} />}
    </section>
  );
}
