import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createFlashSweep, type Change } from './flash-sweep.ts';

/** How a shown value moved: numbers go up or down, anything else just changed. */
export function changeOf(previous: string | number, next: string | number): Change | null {
  if (previous === next) return null;
  if (typeof previous === 'number' && typeof next === 'number') return next > previous ? 'up' : 'down';
  return 'changed';
}

const sweep = createFlashSweep({ now: () => performance.now(), setTimeout: (run, ms) => setTimeout(run, ms) });

/**
 * Shows `value` (or `children`) and highlights it when the value changes after the first render
 * (flash-sweep.ts; the look in score-list.css, none under prefers-reduced-motion). The class is
 * set on the element, not rendered: a change re-renders nothing more than the value, and React
 * never sees the highlight come off. A row scrolled into view mounts fresh and does not flash.
 */
export function FlashValue({
  value,
  enabled = true,
  children,
}: {
  value: string | number;
  enabled?: boolean;
  children?: ReactNode;
}) {
  const element = useRef<HTMLSpanElement>(null);
  const seen = useRef(value);
  useLayoutEffect(() => {
    const change = changeOf(seen.current, value);
    seen.current = value;
    if (enabled && change && element.current) sweep.flash(element.current, change);
  }, [value, enabled]);
  useLayoutEffect(() => {
    const span = element.current;
    return () => {
      if (span) sweep.forget(span);
    };
  }, []);
  return <span ref={element}>{children ?? value}</span>;
}
