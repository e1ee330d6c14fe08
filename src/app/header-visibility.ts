import { useEffect, useState } from 'react';

/** Seed: the header hides once the page is scrolled past 60 px. */
export const HEADER_HIDE_SCROLL_PX = 60;

/** Hidden while scrolling down past 60 px; shown again when scrolling up or back near the top. */
export function nextHeaderHidden(hidden: boolean, lastY: number, y: number): boolean {
  if (y <= HEADER_HIDE_SCROLL_PX) return false;
  if (y > lastY) return true;
  if (y < lastY) return false;
  return hidden;
}

/** Whether the header is hidden now; always false where the route does not hide it. */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY; // the updater may run later, after lastY moved on
      setHidden((h) => nextHeaderHidden(h, previous, y));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled]);
  return enabled && hidden;
}
