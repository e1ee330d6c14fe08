import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { openInNewTab } from '../../../ui/open-in-new-tab.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { RECHARGE_PATH } from './economy-errors.ts';

/** Too few diamonds: say so, with the price and balance when known, and offer the recharge page. */
export function RechargeOffer(props: { price: number | null; balance: number | null; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const dialog = useDialog(props.onClose);
  return (
    <Dialog {...dialog.props} header={t('recharge.title')} data-testid="recharge-offer">
      <p>{t('recharge.text')}</p>
      {props.price !== null && props.balance !== null ? (
        <p className="muted">{t('recharge.detail', { price: props.price, balance: props.balance })}</p>
      ) : null}
      <div className="actions">
        <Button type="button" label={t('dialog.cancel')} severity="secondary" outlined onClick={dialog.hide} />
        <Button
          type="button"
          label={t('recharge.go')}
          onClick={() => {
            // A new tab: the broadcast keeps playing; the balance follows through the stored user.
            openInNewTab(RECHARGE_PATH);
            dialog.hide();
          }}
        />
      </div>
    </Dialog>
  );
}
