import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS } from '../../../../contracts/room-economy.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { canAfford } from './gift-count.ts';
import { MonthsField } from './months-field.tsx';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';
import { formatUnix } from '../../../lib/locale-format.ts';

/** Nobility: the tiers with their price and free horns, the caller's own, and buying one. */
export function NobleDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('live-economy');
  const id = useId();
  const dialog = useDialog(onClose);
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const list = useQuery(apiQuery(ECONOMY_PATHS.nobleList, user ? {} : null, { personal: true }));
  useRefetchOn(list, generation);
  const [tierId, setTierId] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const purchase = usePurchase('noble');

  const tiers = list.data?.tiers ?? [];
  const mine = list.data?.mine ?? null;
  const tier = tiers.find((x) => x.id === tierId) ?? tiers[0] ?? null;
  const price = tier ? tier.price * months : 0;
  const mineTier = mine ? tiers.find((x) => x.id === mine.noble_id) : undefined;
  const changeChoice = (next: () => void) => {
    next();
    purchase.changed();
  };

  const buy = async () => {
    if (!tier || !user) return;
    if (!canAfford(user.balance, price)) return purchase.offerRecharge(price);
    await purchase.run(
      price,
      (clientId) =>
        callRoute('POST', ECONOMY_PATHS.nobleBuy, { noble_id: tier.id, months, client_id: clientId }, { quiet: true }),
      (result) => {
        updateStoredUser({ balance: result.balance });
        setGeneration((g) => g + 1);
        return t('noble.bought', {
          date: formatUnix(result.expires_at, i18n.language, 'date'),
          count: result.horns_left,
        });
      },
    );
  };

  return (
    <Dialog {...dialog.props} header={t('noble.title')} data-testid="noble-dialog">
      {list.error && !list.data ? <p className="error-text">{t('bar.loadError')}</p> : null}
      {mine ? (
        <p className="eco-mine" data-testid="noble-mine">
          {t('noble.mine', {
            name: mineTier ? mineTier[`name_${lang}`] : t('noble.level', { level: mine.level }),
            date: formatUnix(mine.expires_at, i18n.language, 'date'),
          })}{' '}
          <strong>{t('noble.hornsLeft', { count: mine.horns_left })}</strong>
        </p>
      ) : list.data ? (
        <p className="muted">{t('noble.none')}</p>
      ) : null}
      <fieldset className="stack eco-tiers">
        <legend>{t('noble.tiers')}</legend>
        {tiers.map((x) => (
          <div key={x.id} className="row">
            <RadioButton
              inputId={`${id}-${x.id}`}
              name="noble-tier"
              value={x.id}
              checked={tier?.id === x.id}
              onChange={() => changeChoice(() => setTierId(x.id))}
            />
            <label htmlFor={`${id}-${x.id}`}>
              <span className="eco-tier-name">{x[`name_${lang}`]}</span>{' '}
              <span className="muted">{t('noble.perMonth', { count: x.price })}</span>
              <span className="muted">{t('noble.horns', { count: x.horns })}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <MonthsField months={months} price={price} onChange={(m) => changeChoice(() => setMonths(m))} />
      <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
      <div className="actions">
        <Button type="button" label={t('noble.buy')} disabled={purchase.busy || !tier} onClick={() => void buy()} />
      </div>
    </Dialog>
  );
}
