import { OverlayPanel, type OverlayPanelPassThroughTransitionType } from 'primereact/overlaypanel';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { KitScope } from './kit-scope.tsx';

/** Space kept free between a panel's bottom edge and the window's. */
const BOTTOM_MARGIN_PX = 8;
/** A panel never shrinks below this, even in a very short window. */
const MIN_HEIGHT_PX = 120;

/**
 * Caps the panel's content to the window below the panel's top edge; it scrolls inside. The kit
 * places a panel once, when it opens: content that loads afterwards (a task list, results) would
 * grow it past the window's bottom, where no one can reach its last links.
 */
function fitToWindow(root: HTMLElement): void {
  const content = root.querySelector<HTMLElement>('.p-overlaypanel-content');
  if (!content) return;
  const below = root.getBoundingClientRect().bottom - content.getBoundingClientRect().bottom;
  const room = window.innerHeight - content.getBoundingClientRect().top - below - BOTTOM_MARGIN_PX;
  const cap = `${Math.max(MIN_HEIGHT_PX, Math.floor(room))}px`;
  if (content.style.maxHeight !== cap) content.style.maxHeight = cap;
}

/** A location as an address: what the address bar shows of it. */
const addressOf = (at: { pathname: string; search: string; hash: string }): string => at.pathname + at.search + at.hash;

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
  const fitted = useRef<ResizeObserver | null>(null);
  useEffect(() => () => fitted.current?.disconnect(), []);
  const { target, panelRef } = props;
  useEffect(() => {
    panelRef.current = panel.current;
    panel.current?.show(null, target);
    return () => {
      panelRef.current = null;
    };
  }, [target, panelRef]);
  // Following a link in the panel (or going anywhere else) closes it. Compared with the address
  // the panel opened at, not with the router's location then: a page still loading (the first
  // one, or the one a click went to) has its address already and its location only when it
  // renders, which is not a change of page.
  const location = useLocation();
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (openedAt.current !== null && addressOf(location) !== openedAt.current) panel.current?.hide();
  }, [location]);
  return (
    <KitScope>
      <OverlayPanel
        ref={panel}
        className={props.className}
        pt={{
          // On the root only: plain props would land on its inner content box too.
          root: { id: props.id, role: 'region', 'aria-label': props.label },
          // IMPORTANT: the panel places itself under the button in its enter step, which the kit
          // runs only when the panel turns visible after its portal mounted. Shown at once (as here,
          // on mount), it may mount visible: without `appear` it would then skip that step and sit
          // unplaced at the end of the page, out of reach.
          // (The type asks for timings too; the kit's own stay, merged under this.)
          transition: { appear: true } as OverlayPanelPassThroughTransitionType,
        }}
        onShow={() => {
          openedAt.current = addressOf(window.location);
          const root = panel.current?.getElement();
          if (root) {
            fitToWindow(root);
            fitted.current?.disconnect();
            fitted.current = new ResizeObserver(() => fitToWindow(root));
            const content = root.querySelector('.p-overlaypanel-content');
            for (const child of content?.children ?? []) fitted.current.observe(child);
          }
          props.onOpenChange(true);
        }}
        onHide={() => {
          openedAt.current = null;
          fitted.current?.disconnect();
          fitted.current = null;
          props.onOpenChange(false);
        }}
      >
        {props.children}
      </OverlayPanel>
    </KitScope>
  );
}
