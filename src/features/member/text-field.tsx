import { InputText } from 'primereact/inputtext';
/** A labelled one-line text input of the member centre's forms. */
export function TextField(props: { label: string; value: string; max: number; onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <InputText value={props.value} maxLength={props.max} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}
