import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_PATHS, WALLET_PATHS } from '../../../../contracts/account.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { updateStoredUser } from '../../../lib/user-store.ts';
import { formatFen, newClientId } from './wallet-format.ts';

/** The wallet with its recharge panel open. */
const RECHARGE_HREF = '/member?type=1&isRecharge=1';

/** How often the waiting tab asks whether the order was paid. */
const POLL_MS = 2000;

/**
 * Balances (consumer and income diamonds) and, with `recharge`, the recharge panel: pick a tier
 * and a channel, pay at the provider (the sandbox page in development) in a new tab, and this tab
 * polls the order until it is paid, then refreshes the balance everywhere. With no payment
 * provider (no channel), it says recharge is unavailable.
 */
export function WalletSection({ recharge }: { recharge: boolean }) {
  const { t } = useTranslation('wallet');
  const info = useQuery(memberQuery(ACCOUNT_PATHS.memberInfo, {}));
  const balance = info.data?.balance;

  useEffect(() => {
    if (balance !== undefined) updateStoredUser({ balance });
  }, [balance]);

  return (
    <section className="surface stack wallet-section">
      <h2>{t('title')}</h2>
      {info.error && <p className="error-text">{info.error.message}</p>}
      <div className="row">
        <div className="surface stack wallet-balance" data-testid="wallet-balance">
          <span>{t('balance.consumer')}</span>
          <strong>{info.data?.balance ?? '-'}</strong>
        </div>
        <div className="surface stack wallet-balance" data-testid="wallet-income">
          <span>{t('balance.income')}</span>
          <strong>{info.data?.income ?? '-'}</strong>
        </div>
      </div>
      {recharge ? (
        <RechargePanel onPaid={() => void info.refetch()} />
      ) : (
        <Link className="p-button wallet-recharge-link" to={RECHARGE_HREF}>
          {t('recharge.title')}
        </Link>
      )}
    </section>
  );
}

function RechargePanel({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation('wallet');
  const formId = useId();
  const rules = useQuery(memberQuery(WALLET_PATHS.chargeRules, {}));
  const channels = useQuery(memberQuery(WALLET_PATHS.payChannels, {}));
  const [ruleId, setRuleId] = useState<number | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [order, setOrder] = useState<{ no: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientId = useRef(newClientId());
  const chosenChannel = channel ?? channels.data?.[0]?.id ?? '';

  // The order, asked every POLL_MS until it settles, also while the user pays in the other tab.
  const status = useQuery({
    ...memberQuery(WALLET_PATHS.orderStatus, order ? { order_no: order.no } : null),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const outcome = status.data && status.data.status !== 'pending' ? status.data : null;
  const waiting = order !== null && outcome === null;
  const paidFor = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || paidFor.current === outcome.order_no) return;
    paidFor.current = outcome.order_no;
    onPaid();
  }, [outcome, onPaid]);

  const pay = async () => {
    if (ruleId === null) return setError(t('recharge.chooseRule'));
    // Opened now, inside the click, so no popup blocker stops it; pointed at the order once made.
    const tab = window.open('', '_blank');
    setBusy(true);
    setError(null);
    setOrder(null);
    try {
      const made = await callRoute(
        'POST',
        WALLET_PATHS.payUrl,
        { rule_id: ruleId, channel: chosenChannel, client_id: clientId.current },
        { quiet: true },
      );
      clientId.current = newClientId();
      if (tab) {
        tab.opener = null;
        tab.location.href = made.url;
      }
      setOrder({ no: made.order_no, url: made.url });
    } catch (e) {
      tab?.close();
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (channels.data?.length === 0) {
    return (
      <div className="wallet-recharge">
        <h3>{t('recharge.title')}</h3>
        <p className="member-hint" role="status">
          {t('recharge.unavailable')}
        </p>
      </div>
    );
  }

  return (
    <div className="wallet-recharge">
      <h3>{t('recharge.title')}</h3>
      {(rules.error ?? channels.error) && <p className="error-text">{(rules.error ?? channels.error)?.message}</p>}
      <div className="row" role="radiogroup" aria-label={t('recharge.title')}>
        {rules.data?.map((rule) => (
          <Button
            key={rule.id}
            type="button"
            role="radio"
            aria-checked={rule.id === ruleId}
            outlined={rule.id !== ruleId}
            className="wallet-rule"
            onClick={() => setRuleId(rule.id)}
          >
            <strong>{t('recharge.rule', { diamonds: rule.diamonds })}</strong>
            {rule.bonus > 0 && <small>{t('recharge.bonus', { bonus: rule.bonus })}</small>}
            <span>{t('recharge.price', { price: formatFen(rule.price_fen) })}</span>
          </Button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-channel`}>{t('recharge.channel')}</label>
        <Dropdown
          inputId={`${formId}-channel`}
          value={chosenChannel}
          options={channels.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
          onChange={(e) => setChannel(String(e.value))}
        />
      </div>
      {error && <p className="error-text">{error}</p>}
      <Button type="button" disabled={busy || waiting} onClick={() => void pay()} label={t('recharge.pay')} />
      {order && waiting && (
        <p className="muted" role="status">
          {t('recharge.waiting', { order: order.no })}{' '}
          <a href={order.url} target="_blank" rel="noopener noreferrer">
            {t('recharge.reopen')}
          </a>
        </p>
      )}
      {outcome && (
        <p className={outcome.status === 'paid' ? 'ok-text' : 'error-text'} role="status">
          {outcome.status === 'paid' ? t('recharge.paid', { diamonds: outcome.diamonds }) : t('recharge.closed')}
        </p>
      )}
    </div>
  );
}
