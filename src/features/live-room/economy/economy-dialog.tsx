import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, a[href]';

/**
 * A modal of the gift bar (guard, noble, horn, red envelope, recharge): focus stays inside,
 * Escape, the close button or a click outside closes it, focus returns to where it was.
 */
export function EconomyDialog(props: { title: string; onClose(): void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('live-economy');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(props.onClose);
  useEffect(() => {
    close.current = props.onClose;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.eco-dialog-close)')?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from this one (the recharge offer) handles its own keys.
      const active = document.activeElement;
      if (active && active !== document.body && !box.current?.contains(active)) return;
      if (event.key === 'Escape') close.current();
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);

  return createPortal(
    <div className="eco-backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div
        ref={box}
        className="eco-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={props.testId}
      >
        <header className="eco-dialog-head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="eco-dialog-close" aria-label={t('dialog.close')} onClick={props.onClose}>
            ✕
          </button>
        </header>
        {props.children}
      </div>
    </div>,
    document.body,
  );
}
