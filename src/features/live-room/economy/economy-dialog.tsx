import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../../../ui/use-modal-focus.ts';

/**
 * A modal of the gift bar (guard, noble, horn, red envelope, recharge): focus stays inside,
 * Escape, the close button or a click outside closes it, focus returns to where it was.
 */
export function EconomyDialog(props: { title: string; onClose(): void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('live-economy');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, props.onClose, 'input, select, textarea, button:not(.eco-dialog-close)');

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
