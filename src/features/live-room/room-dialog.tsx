import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal dialog (the native one: focus trap, Escape, backdrop) open while mounted. */
export function RoomDialog({ title, onClose, children }: { title: ReactNode; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation('live-room');
  const box = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = box.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={box}
      className="lr-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === box.current) onClose();
      }}
    >
      <header className="lr-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('dialog.close')}>
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
}
