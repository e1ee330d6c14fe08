import type { OverlayPanel } from 'primereact/overlaypanel';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { PlainButton, type PlainButtonProps } from './plain-button.tsx';

// The kit's overlay panel is its own chunk, loaded by the first click on any such button.
const OverlayPanelAt = lazy(async () => ({ default: (await import('./overlay-panel-at.tsx')).OverlayPanelAt }));

/**
 * A button (the kit's look, see plain-button.tsx: these sit on first screens) that opens a kit
 * OverlayPanel under it (a disclosure: `aria-expanded`, `aria-controls`). Escape or a click
 * outside closes it. The panel's code loads on the first click, so a page does not carry panels
 * nobody opened; `children` may be lazy too (no Suspense of their own): the panel then opens once
 * they have loaded, never empty.
 */
export function OverlayButton({
  panelLabel,
  panelClassName,
  children,
  ...button
}: Omit<PlainButtonProps, 'onClick'> & {
  /** The panel's accessible name. */
  panelLabel: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const panel = useRef<OverlayPanel | null>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton
        {...button}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          if (panel.current) panel.current.toggle(event);
          else setTarget(event.currentTarget);
        }}
      />
      {target ? (
        <Suspense fallback={null}>
          <OverlayPanelAt
            id={id}
            target={target}
            label={panelLabel}
            className={panelClassName}
            panelRef={panel}
            onOpenChange={setOpen}
          >
            {children}
          </OverlayPanelAt>
        </Suspense>
      ) : null}
    </>
  );
}
