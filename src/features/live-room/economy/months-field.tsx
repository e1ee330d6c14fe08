import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARD_MAX_MONTHS } from '../../../../contracts/room-economy.ts';

// Guards and nobility are both bought by the month, with the same ceiling.
const MONTHS = Array.from({ length: GUARD_MAX_MONTHS }, (_, i) => i + 1);

/** How many months to buy, and what they cost. */
export function MonthsField({ months, price, onChange }: { months: number; price: number; onChange(m: number): void }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('guard.months')}</label>
        <Dropdown
          inputId={id}
          value={months}
          options={MONTHS.map((m) => ({ value: m, label: t('guard.monthCount', { count: m }) }))}
          onChange={(e) => onChange(Number(e.value))}
        />
      </div>
      <p className="eco-price">{t('guard.price', { count: price })}</p>
    </>
  );
}
