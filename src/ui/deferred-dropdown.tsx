import type { Dropdown as KitDropdown, DropdownPassThroughTransitionType, DropdownProps } from 'primereact/dropdown';
import { lazy, Suspense, useRef, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { KIT_PASS_THROUGH } from '../lib/kit-pass-through.ts';
import { KitChevronDownIcon } from './kit-icons.tsx';

/** The kit's Dropdown (with its VirtualScroller) and its scope, loaded when a deferred one is first used. */
const loadDropdown = () => Promise.all([import('primereact/dropdown'), import('./kit-scope.tsx')]);
const Dropdown = lazy(async () => {
  const [{ Dropdown: KitDropdownComponent }, { KitScope }] = await loadDropdown();
  function ScopedDropdown({ ref, ...props }: DropdownProps & { ref?: Ref<KitDropdown> }) {
    return (
      <KitScope>
        <KitDropdownComponent ref={ref} {...props} />
      </KitScope>
    );
  }
  return { default: ScopedDropdown };
});

export interface DeferredOption<Value extends string | number> {
  value: Value;
  label: string;
}

interface DeferredDropdownProps<Value extends string | number> {
  inputId: string;
  value: Value;
  options: DeferredOption<Value>[];
  onChange(value: Value): void;
}

/** The app's pass-through attributes for a part of every Dropdown (kit-config.ts), as the kit applies them. */
function passThrough(part: 'root' | 'trigger'): HTMLAttributes<HTMLDivElement> {
  const attributes: unknown = KIT_PASS_THROUGH.dropdown?.[part];
  return typeof attributes === 'object' && attributes !== null ? attributes : {};
}

/** Keys that open a kit Dropdown from its focused field (Alt+ArrowDown is ArrowDown). */
const OPENING_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The kit's Dropdown for a field on a first screen (the language in the top bar, the odds company
 * of the score lists). Until the user points at it, clicks it or presses an opening key in it, it
 * is the Dropdown's own markup, drawn by the same theme, with nothing behind it: the Dropdown and
 * its VirtualScroller (about 14 KB gzipped) stay out of a first visit's JavaScript (B11). Focus
 * fetches it; a click or a key that brought it in opens it.
 */
export function DeferredDropdown<Value extends string | number>({
  inputId,
  value,
  options,
  onChange,
}: DeferredDropdownProps<Value>) {
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // What the kit's Dropdown does once it is there: take the stand-in's focus, open (it was clicked
  // or asked to open).
  const arrival = useRef({ focus: false, open: false });
  const label = options.find((option) => option.value === value)?.label ?? '';

  const want = (open: boolean) => {
    const focus = open || document.activeElement?.id === inputId;
    arrival.current = { focus: arrival.current.focus || focus, open: arrival.current.open || open };
    setWanted(true);
  };
  const standIn = (
    <div
      {...passThrough('root')}
      className={`p-dropdown p-component p-inputwrapper p-inputwrapper-filled deferred-dropdown${focused ? ' p-focus' : ''}`}
      onPointerEnter={() => want(false)}
      onClick={() => want(true)}
    >
      <div className="p-hidden-accessible">
        <input
          id={inputId}
          type="text"
          readOnly
          aria-haspopup="listbox"
          tabIndex={0}
          value={label}
          // Focus alone (a Tab passing by) only fetches the Dropdown: the field stays as it is.
          onFocus={() => {
            setFocused(true);
            void loadDropdown();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(event: KeyboardEvent) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            want(true);
          }}
        />
      </div>
      <span className="p-dropdown-label p-inputtext" tabIndex={-1}>
        {label}
      </span>
      <div
        className="p-dropdown-trigger"
        role="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        {...passThrough('trigger')}
      >
        <KitChevronDownIcon className="p-dropdown-trigger-icon p-clickable" />
      </div>
    </div>
  );
  if (!wanted) return standIn;

  const arrive = (dropdown: KitDropdown | null) => {
    if (dropdown === null) return;
    const { focus, open } = arrival.current;
    arrival.current = { focus: false, open: false };
    if (focus) dropdown.focus();
    if (open) dropdown.show();
  };
  return (
    <Suspense fallback={standIn}>
      <Dropdown
        ref={arrive}
        // IMPORTANT: the panel places itself under the field in its enter step, which the kit runs
        // only when the panel turns visible after its portal mounted. Opened on arrival, it may
        // mount visible: without `appear` it would skip that step and sit unplaced, out of reach.
        // (The type asks for timings too; the kit's own stay, merged under this.)
        pt={{ transition: { appear: true } as DropdownPassThroughTransitionType }}
        inputId={inputId}
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as Value)}
      />
    </Suspense>
  );
}
