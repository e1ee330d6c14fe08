import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type OpenState = 'closed' | 'hover' | 'pinned';

/**
 * A button with a panel below it: hovering opens it, a click pins it open (or closes a pinned one),
 * Escape, a click outside or following a link in it closes it.
 */
export function Popover({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  const [state, setState] = useState<OpenState>('closed');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const open = state !== 'closed';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setState('closed');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`popover ${className ?? ''}`}
      onMouseEnter={() => setState((s) => (s === 'closed' ? 'hover' : s))}
      onMouseLeave={() => setState((s) => (s === 'hover' ? 'closed' : s))}
    >
      <button
        type="button"
        className="popover-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setState((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
      >
        {label}
      </button>
      <div
        id={panelId}
        className="popover-panel"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setState('closed');
        }}
      >
        {children}
      </div>
    </div>
  );
}
