import type { Dialog, DialogProps } from 'primereact/dialog';
import { useRef, useState } from 'react';

/** What takes focus when a dialog opens: its first field or button (not the close button). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"], button:not(.p-dialog-header-icon):not([disabled])';

/**
 * Props for a kit `Dialog` its owner mounts while it is open: Escape, the close button or a click
 * outside hide it; it animates out, focus goes back to where it was, and then `onClosed` runs
 * (the owner unmounts it there). `hide` closes it the same way from inside (a Cancel button).
 */
export function useDialog(onClosed: () => void, options: { focusFirstField?: boolean } = {}) {
  const [visible, setVisible] = useState(true);
  const ref = useRef<Dialog>(null);
  const hide = () => setVisible(false);
  const focusFirstField = options.focusFirstField ?? true;
  const props = {
    ref,
    visible,
    onHide: hide,
    modal: true,
    dismissableMask: true,
    draggable: false,
    resizable: false,
    // The kit's own centre-dialog timing (150 ms); `onExited` runs after the dialog's own (focus back).
    transitionOptions: { timeout: 150, onExited: onClosed },
    // The title is the dialog's heading (and its accessible name).
    pt: { headerTitle: { role: 'heading', 'aria-level': 2 } },
    onShow: () => {
      if (focusFirstField) ref.current?.getContent()?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    },
  } satisfies DialogProps & { ref: unknown };
  return { hide, props };
}
