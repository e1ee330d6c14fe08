import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, type Gift } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';
import { userState } from '../../../lib/user-store.ts';
import { CountPicker } from './count-picker.tsx';
import { EnvelopeDialog } from './envelope-dialog.tsx';
import { giftName, type CountCheck } from './gift-count.ts';
import { GuardDialog } from './guard-dialog.tsx';
import { HornComposer } from './horn-composer.tsx';
import { NobleDialog } from './noble-dialog.tsx';
import { RechargeOffer } from './recharge-offer.tsx';
import { useGiftSend } from './use-gift-send.ts';
import './economy.css';

const TABS = ['gifts', 'backpack'] as const;
type Tab = (typeof TABS)[number];
type Extra = 'guard' | 'noble' | 'horn' | 'envelope';
const EXTRAS: readonly Extra[] = ['guard', 'noble', 'horn', 'envelope'];

/**
 * The gift bar under the player: gifts for diamonds or from the backpack, how many, send; the
 * balance; and the guard, noble, horn and red envelope dialogs.
 */
export function EconomyBar({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live-economy');
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [tab, setTab] = useState<Tab>('gifts');
  const [selected, setSelected] = useState<number | null>(null);
  const [count, setCount] = useState<CountCheck>({ ok: true, count: 1 });
  const [extra, setExtra] = useState<Extra | null>(null);
  const [backpackGen, setBackpackGen] = useState(0);
  const gifts = useQuery(apiQuery(ECONOMY_PATHS.giftList, {}));
  const backpack = useQuery(apiQuery(ECONOMY_PATHS.backpack, user ? {} : null, { personal: true }));
  useRefetchOn(backpack, backpackGen);
  const sender = useGiftSend(room, () => {
    if (tab === 'backpack') setBackpackGen((g) => g + 1);
  });

  const items: { gift: Gift; left: number | null }[] =
    tab === 'gifts'
      ? (gifts.data ?? []).map((gift) => ({ gift, left: null }))
      : (backpack.data ?? []).filter((item) => item.count > 0).map((item) => ({ gift: item.gift, left: item.count }));
  const chosen = items.find((item) => item.gift.id === selected) ?? null;
  const tooMany = chosen?.left != null && count.ok && count.count > chosen.left;

  const onSend = () => {
    if (!chosen || !count.ok || tooMany) return;
    void sender.send(chosen.gift, count.count, tab === 'gifts' ? 'wallet' : 'backpack');
  };
  const openExtra = (which: Extra) => (user ? setExtra(which) : openLoginDialog());

  const giftPanel =
    items.length === 0 ? (
      <p className="muted">
        {tab === 'gifts'
          ? gifts.error && !gifts.data
            ? t('bar.loadError')
            : gifts.data
              ? t('bar.noGifts')
              : t('bar.loading')
          : user
            ? t('bar.emptyBackpack')
            : t('bar.loginForBackpack')}
      </p>
    ) : (
      <ul className="eco-gift-list">
        {items.map(({ gift, left }) => (
          <li key={gift.id}>
            <button
              type="button"
              className="eco-gift"
              data-testid={`gift-${gift.id}`}
              aria-pressed={gift.id === selected}
              onClick={() => setSelected(gift.id)}
              onDoubleClick={() => {
                setSelected(gift.id);
                if (count.ok && !(left !== null && count.count > left)) {
                  void sender.send(gift, count.count, tab === 'gifts' ? 'wallet' : 'backpack');
                }
              }}
            >
              <img src={gift.icon} alt="" width={40} height={40} loading="lazy" />
              <span>{giftName(gift, lang)}</span>
              <small className="muted">
                {left === null ? t('bar.price', { count: gift.price }) : t('bar.left', { count: left })}
              </small>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="surface eco-bar" aria-label={t('bar.label')}>
      <div className="row eco-bar-head">
        <div className="row">
          {EXTRAS.map((which) => (
            <Button
              key={which}
              type="button"
              size="small"
              rounded
              outlined
              severity={which === 'envelope' ? 'danger' : which === 'guard' ? 'info' : 'warning'}
              label={t(`extra.${which}`)}
              onClick={() => openExtra(which)}
            />
          ))}
        </div>
        {user ? (
          <p className="eco-balance">
            {t('bar.balance')} <strong data-testid="gift-balance">{user.balance}</strong>
          </p>
        ) : (
          <Button type="button" size="small" label={t('bar.login')} onClick={() => openLoginDialog()} />
        )}
      </div>
      <TabView
        className="eco-tabs"
        pt={{ nav: { 'aria-label': t('bar.tabs') } }}
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(e) => {
          const key = TABS[e.index] ?? 'gifts';
          setTab(key);
          setSelected(null);
          if (key === 'backpack' && !user) openLoginDialog();
        }}
      >
        {TABS.map((key) => (
          <TabPanel key={key} header={t(`bar.${key}`)}>
            {giftPanel}
          </TabPanel>
        ))}
      </TabView>
      <div className="row eco-send-row">
        <CountPicker onChange={setCount} disabled={sender.busy} />
        {chosen && count.ok ? (
          <span className="muted">
            {tab === 'gifts'
              ? t('send.total', { count: chosen.gift.price * count.count })
              : tooMany
                ? t('send.tooMany', { count: chosen.left ?? 0 })
                : t('send.free')}
          </span>
        ) : null}
        <Button
          type="button"
          data-testid="gift-send"
          label={sender.busy ? t('send.sending') : t('send.button')}
          disabled={sender.busy || !chosen || !count.ok || tooMany}
          onClick={onSend}
        />
      </div>
      <p className={sender.notice?.tone === 'error' ? 'error-text' : 'ok-text'} role="status" data-testid="gift-notice">
        {sender.notice?.text ?? ''}
      </p>
      {sender.recharge ? (
        <RechargeOffer price={sender.recharge.price} balance={sender.recharge.balance} onClose={sender.closeRecharge} />
      ) : null}
      {extra === 'guard' ? <GuardDialog room={room} onClose={() => setExtra(null)} /> : null}
      {extra === 'noble' ? <NobleDialog onClose={() => setExtra(null)} /> : null}
      {extra === 'horn' ? <HornComposer room={room} onClose={() => setExtra(null)} /> : null}
      {extra === 'envelope' ? <EnvelopeDialog room={room} onClose={() => setExtra(null)} /> : null}
    </section>
  );
}
