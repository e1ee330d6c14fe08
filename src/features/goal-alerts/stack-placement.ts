import { useLayoutEffect, useState, type CSSProperties } from 'react';

/** The stack's usual width and its margin from the window's edges. */
const WIDTH = 360;
const MARGIN = 16;
/** Narrower than this beside a video, the stack goes below it instead. */
const MIN_WIDTH = 220;

/**
 * Where the pop-up stack sits so that it covers no video: pages mark what must stay uncovered
 * with `data-alerts-avoid` (the live room's stage). Bottom right by default; beside the marked
 * areas, narrowed to the room on their right; else below them.
 */
export function placeStack(areas: readonly DOMRect[], viewport: { width: number; height: number }): CSSProperties {
  const onScreen = areas.filter((r) => r.width > 0 && r.bottom > 0 && r.top < viewport.height);
  if (onScreen.length === 0) return {};
  const right = Math.max(...onScreen.map((r) => r.right));
  const room = viewport.width - right - 2 * MARGIN;
  if (room >= MIN_WIDTH) return { width: Math.min(WIDTH, room) };
  const below = Math.max(...onScreen.map((r) => r.bottom)) + MARGIN;
  return { top: below, bottom: 'auto', maxHeight: Math.max(0, viewport.height - below - MARGIN), overflow: 'hidden' };
}

/** `placeStack`, measured again while pop-ups show and the page scrolls or resizes. */
export function useStackPlacement(active: boolean): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const areas = [...document.querySelectorAll('[data-alerts-avoid]')].map((el) => el.getBoundingClientRect());
      setStyle(placeStack(areas, { width: window.innerWidth, height: window.innerHeight }));
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later);
    };
  }, [active]);
  return style;
}
