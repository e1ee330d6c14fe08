import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]';

/** The modals open now, the newest last: only the newest one answers keys. */
const openModals: object[] = [];

/**
 * Keyboard behaviour of a modal drawn by the app: the first field (`first`) takes focus, Tab stays
 * inside, Escape closes, and focus returns where it was when the modal goes. Only the newest open
 * modal answers keys, so Escape in a modal opened from another closes that one alone.
 */
export function useModalFocus(box: RefObject<HTMLElement | null>, onClose: () => void, first: string): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const self = {};
    openModals.push(self);
    box.current?.querySelector<HTMLElement>(first)?.focus();
    const onKey = (event: KeyboardEvent) => {
      // IMPORTANT: a modal opened from this one (its portal is outside this box) owns the keys
      // while it shows, wherever focus is (on its text, focus falls to the body).
      if (openModals[openModals.length - 1] !== self || !box.current) return;
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      const active = document.activeElement;
      if (!active || !box.current.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? tail : head).focus();
      } else if (event.shiftKey && active === head) {
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
      openModals.splice(openModals.indexOf(self), 1);
      before?.focus();
    };
  }, [box, first]);
}
