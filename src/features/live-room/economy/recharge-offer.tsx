import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { openInNewTab } from '../../../ui/open-in-new-tab.ts';
import { RECHARGE_PATH } from './economy-errors.ts';

/** Too few diamonds: say so, with the price and balance when known, and offer the recharge page. */
export function RechargeOffer(props: { price: number | null; balance: number | null; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  return (
    <ModalDialog title={t('recharge.title')} onClose={props.onClose} testId="recharge-offer">
      <p>{t('recharge.text')}</p>
      {props.price !== null && props.balance !== null ? (
        <p className="eco-muted">{t('recharge.detail', { price: props.price, balance: props.balance })}</p>
      ) : null}
      <div className="eco-actions">
        <button type="button" className="eco-button" onClick={props.onClose}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className="eco-button primary"
          onClick={() => {
            // A new tab: the broadcast keeps playing; the balance follows through the stored user.
            openInNewTab(RECHARGE_PATH);
            props.onClose();
          }}
        >
          {t('recharge.go')}
        </button>
      </div>
    </ModalDialog>
  );
}
