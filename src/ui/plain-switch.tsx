/**
 * The kit InputSwitch's markup (with the app's pass-through attributes, kit-pass-through.ts) on a
 * native checkbox, drawn by the kit's theme: for the first screen, like plain-button.tsx.
 */
export function PlainSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className={`p-inputswitch p-component${checked ? ' p-highlight' : ''}`} role="presentation">
      <input
        type="checkbox"
        id={id}
        role="switch"
        aria-checked={checked}
        className="p-inputswitch-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="p-inputswitch-slider" />
    </div>
  );
}
