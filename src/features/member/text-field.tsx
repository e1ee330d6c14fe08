/** A labelled one-line text input of the member centre's forms. */
export function TextField(props: { label: string; value: string; max: number; onChange: (value: string) => void }) {
  return (
    <label className="member-field">
      <span>{props.label}</span>
      <input value={props.value} maxLength={props.max} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}
