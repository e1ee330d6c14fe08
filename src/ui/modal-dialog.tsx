import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from './use-modal-focus.ts';
import './modal-dialog.css';

/**
 * The app's one modal: drawn in a portal over the page, the first field (or `first`) takes focus,
 * Tab stays inside, Escape, the close button or a click outside closes it, and focus returns to
 * where it was. Open while mounted.
 */
export function ModalDialog(props: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Selector of the element to focus first (default: the first field or button in the body). */
  first?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, props.onClose, props.first ?? 'input, select, textarea, button:not(.modal-close)');

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div
        ref={box}
        className={props.className ? `modal-dialog ${props.className}` : 'modal-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={props.testId}
      >
        <header className="modal-head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="modal-close" aria-label={t('dialog.close')} onClick={props.onClose}>
            ✕
          </button>
        </header>
        {props.children}
      </div>
    </div>,
    document.body,
  );
}
