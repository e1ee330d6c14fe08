import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_MAX_COUNT } from '../../../../contracts/room-economy.ts';
import { GIFT_COUNT_PRESETS, parseGiftCount, type CountCheck } from './gift-count.ts';

const CUSTOM = 'custom';

/** How many of the gift to send: a preset or a typed count (1..GIFT_MAX_COUNT). */
export function CountPicker(props: { onChange(check: CountCheck): void; disabled?: boolean }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  const [choice, setChoice] = useState<string>('1');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);

  const report = (check: CountCheck) => {
    setError(check.ok ? null : t(`count.error.${check.error}`, { max: GIFT_MAX_COUNT }));
    props.onChange(check);
  };
  const choose = (value: string) => {
    setChoice(value);
    report(value === CUSTOM ? parseGiftCount(custom) : parseGiftCount(value));
  };

  return (
    <div className="row">
      <label htmlFor={`${id}-select`}>{t('count.label')}</label>
      <Dropdown
        inputId={`${id}-select`}
        value={choice}
        disabled={props.disabled}
        options={[
          ...GIFT_COUNT_PRESETS.map((n) => ({ value: String(n), label: t('count.preset', { count: n }) })),
          { value: CUSTOM, label: t('count.custom') },
        ]}
        onChange={(e) => choose(String(e.value))}
      />
      {choice === CUSTOM ? (
        <InputText
          inputMode="numeric"
          className="eco-count-input"
          aria-label={t('count.customLabel', { max: GIFT_MAX_COUNT })}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('count.customPlaceholder', { max: GIFT_MAX_COUNT })}
          value={custom}
          maxLength={String(GIFT_MAX_COUNT).length}
          disabled={props.disabled}
          onChange={(e) => {
            setCustom(e.target.value);
            report(parseGiftCount(e.target.value));
          }}
        />
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="error-text" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
