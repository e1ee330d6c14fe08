import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, SMS_PURPOSE, WALLET_PATHS } from '../../../../contracts/account.ts';
import { checkPaymentPassword } from '../../../../contracts/account-rules.ts';
import type { PayoutMethodName } from '../../../../contracts/wallet.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { useSmsCountdown } from '../../../ui/sms-countdown.ts';

/** The bank card, the payment-app account and the payment password that guards them. */
export function PayoutAccountsSection() {
  const { t } = useTranslation('wallet');
  const info = useQuery(memberQuery(ACCOUNT_PATHS.memberInfo, {}));
  return (
    <section className="surface stack wallet-payout">
      <h2>{t('payout.title')}</h2>
      <div className="row">
        <AccountForm method="bank" />
        <AccountForm method="alipay" />
      </div>
      {info.data && (
        <PaymentPasswordForm
          isSet={info.data.has_payment_password}
          mobile={info.data.mobile}
          onSaved={() => void info.refetch()}
        />
      )}
    </section>
  );
}

function AccountForm({ method }: { method: PayoutMethodName }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const bank = method === 'bank';
  const current = useQuery(memberQuery(bank ? WALLET_PATHS.bankCardInfo : WALLET_PATHS.aliPayInfo, {}));
  const [editing, setEditing] = useState(false);
  const [holder, setHolder] = useState('');
  const [bankName, setBankName] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkPaymentPassword(password);
    if (rule) return setMessage({ ok: false, text: t(rule) });
    setBusy(true);
    try {
      if (bank) {
        await callRoute(
          'POST',
          WALLET_PATHS.bindBankCard,
          { holder, bank_name: bankName, card_no: account.replace(/\s/g, ''), payment_password: password },
          { quiet: true },
        );
      } else {
        await callRoute(
          'POST',
          WALLET_PATHS.bindAliPay,
          { name: holder, account, payment_password: password },
          { quiet: true },
        );
      }
      setMessage({ ok: true, text: t('payout.saved') });
      setEditing(false);
      setPassword('');
      void current.refetch();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-account" data-testid={`payout-${method}`}>
      <h3>{t(bank ? 'payout.bank' : 'payout.alipay')}</h3>
      {current.error && <p className="error-text">{current.error.message}</p>}
      {current.data ? (
        <p>
          {current.data.holder} {current.data.bank_name} {current.data.account}
        </p>
      ) : (
        <p className="muted">{t('payout.none')}</p>
      )}
      {message && <p className={message.ok ? 'ok-text' : 'error-text'}>{message.text}</p>}
      {editing ? (
        <form onSubmit={(e) => void onSubmit(e)}>
          <label className="field">
            {t(bank ? 'payout.holder' : 'payout.name')}
            <InputText value={holder} maxLength={64} onChange={(e) => setHolder(e.target.value)} />
          </label>
          {bank && (
            <label className="field">
              {t('payout.bankName')}
              <InputText value={bankName} maxLength={64} onChange={(e) => setBankName(e.target.value)} />
            </label>
          )}
          <label className="field">
            {t(bank ? 'payout.cardNo' : 'payout.account')}
            <InputText
              value={account}
              maxLength={64}
              inputMode={bank ? 'numeric' : 'text'}
              onChange={(e) => setAccount(e.target.value)}
            />
          </label>
          <PaymentPasswordField label={t('withdraw.password')} value={password} onChange={setPassword} />
          <Button type="submit" disabled={busy} label={t('payout.bind')} />
        </form>
      ) : (
        <Button
          type="button"
          outlined
          onClick={() => setEditing(true)}
          label={t(current.data ? 'payout.change' : 'payout.bind')}
        />
      )}
    </div>
  );
}

/**
 * Sets the 6-digit payment password. Changing one needs the current password, or an SMS code
 * sent to the account's phone when it is forgotten.
 */
function PaymentPasswordForm({ isSet, mobile, onSaved }: { isSet: boolean; mobile: string; onSaved: () => void }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [password, setPassword] = useState('');
  const [old, setOld] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useSmsCountdown();

  const sendCode = async () => {
    try {
      await callRoute('POST', ACCOUNT_PATHS.getCode, { mobile, type: SMS_PURPOSE.other }, { quiet: true });
      countdown.start();
      setMessage({ ok: true, text: t('payout.password.codeSent') });
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkPaymentPassword(password) ?? (isSet && !code ? checkPaymentPassword(old) : null);
    if (rule) return setMessage({ ok: false, text: t(rule) });
    setBusy(true);
    try {
      await callRoute(
        'POST',
        ACCOUNT_PATHS.paymentPassword,
        { password, old_password: isSet && !code ? old : undefined, code: isSet && code ? code : undefined },
        { quiet: true },
      );
      setMessage({ ok: true, text: t('payout.saved') });
      setPassword('');
      setOld('');
      setCode('');
      onSaved();
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wallet-payment-password" onSubmit={(e) => void onSubmit(e)}>
      <h3>{t('payout.password.title')}</h3>
      <p className="muted">{t(isSet ? 'payout.password.isSet' : 'payout.password.notSet')}</p>
      {message && <p className={message.ok ? 'ok-text' : 'error-text'}>{message.text}</p>}
      {isSet && <PaymentPasswordField label={t('payout.password.old')} value={old} onChange={setOld} />}
      {isSet && (
        <label className="field">
          {t('payout.password.code')}
          <span className="row">
            <InputText inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button
              type="button"
              outlined
              disabled={countdown.left > 0}
              onClick={() => void sendCode()}
              label={
                countdown.left > 0
                  ? t('payout.password.resendIn', { seconds: countdown.left })
                  : t('payout.password.sendCode')
              }
            />
          </span>
        </label>
      )}
      <PaymentPasswordField
        label={t('payout.password.new')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={busy} label={t('payout.password.save')} />
    </form>
  );
}
