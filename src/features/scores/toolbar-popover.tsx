import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A toolbar button that opens a panel below it (disclosure pattern: `aria-expanded`,
 * `aria-controls`). Escape closes it and returns focus to the button; so does a click outside.
 */
export function ToolbarPopover({
  label,
  panelLabel,
  children,
}: {
  label: ReactNode;
  panelLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className="sl-popover">
      <button
        ref={button}
        type="button"
        className="sl-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={id} role="region" aria-label={panelLabel} className="sl-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
