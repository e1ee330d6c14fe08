import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]';

/**
 * Keyboard behaviour of a modal drawn by the app: the first field (`first`) takes focus, Tab stays
 * inside, Escape closes, and focus returns where it was when the modal goes. A modal opened from
 * this one handles its own keys.
 */
export function useModalFocus(box: RefObject<HTMLElement | null>, onClose: () => void, first: string): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(first)?.focus();
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (active && active !== document.body && !box.current?.contains(active)) return;
      if (event.key === 'Escape') close.current();
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      if (event.shiftKey && active === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && active === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [box, first]);
}
