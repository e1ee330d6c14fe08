import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The kit OverlayPanel, opened at `target` as soon as it mounts (the first click loaded it). It
 * lives at the end of the document, as the kit places overlays; scrolling or a change of page
 * closes it.
 */
export function OverlayPanelAt(props: {
  id: string;
  target: HTMLElement;
  label: string;
  className?: string;
  /** Where the button reaches the panel once it is loaded. */
  panelRef: RefObject<OverlayPanel | null>;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  const panel = useRef<OverlayPanel>(null);
  const { target, panelRef } = props;
  useEffect(() => {
    panelRef.current = panel.current;
    // IMPORTANT: only once the kit's portal has mounted (it renders a step after the panel):
    // shown earlier, the panel skips its enter step, where it places itself under the button.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => panel.current?.show(null, target));
    });
    return () => {
      cancelAnimationFrame(frame);
      panelRef.current = null;
    };
  }, [target, panelRef]);
  // Following a link in the panel (or going anywhere else) closes it.
  const location = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (location !== shownAt.current) panel.current?.hide();
    shownAt.current = location;
  }, [location]);
  return (
    <OverlayPanel
      ref={panel}
      className={props.className}
      // On the root only: plain props would land on its inner content box too.
      pt={{ root: { id: props.id, role: 'region', 'aria-label': props.label } }}
      onShow={() => props.onOpenChange(true)}
      onHide={() => props.onOpenChange(false)}
    >
      {props.children}
    </OverlayPanel>
  );
}
