import { InputText } from 'primereact/inputtext';
/** The six-digit payment password input, the same wherever money leaves or an account is bound. */
export function PaymentPasswordField({
  label,
  value,
  onChange,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `new-password` where a new one is chosen. */
  autoComplete?: string;
}) {
  return (
    <label className="field">
      {label}
      <InputText
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
