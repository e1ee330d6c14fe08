import { useTranslation } from 'react-i18next';
import { GUARD_MAX_MONTHS } from '../../../../contracts/room-economy.ts';

// Guards and nobility are both bought by the month, with the same ceiling.
const MONTHS = Array.from({ length: GUARD_MAX_MONTHS }, (_, i) => i + 1);

/** How many months to buy, and what they cost. */
export function MonthsField({ months, price, onChange }: { months: number; price: number; onChange(m: number): void }) {
  const { t } = useTranslation('live-economy');
  return (
    <>
      <label className="eco-field">
        <span>{t('guard.months')}</span>
        <select value={months} onChange={(e) => onChange(Number(e.target.value))}>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {t('guard.monthCount', { count: m })}
            </option>
          ))}
        </select>
      </label>
      <p className="eco-price">{t('guard.price', { count: price })}</p>
    </>
  );
}
