import { useState, type ReactNode } from 'react';

export type Change = 'up' | 'down' | 'changed';

/** How a shown value moved: numbers go up or down, anything else just changed. */
export function changeOf(previous: string | number, next: string | number): Change | null {
  if (previous === next) return null;
  if (typeof previous === 'number' && typeof next === 'number') return next > previous ? 'up' : 'down';
  return 'changed';
}

/**
 * Shows `value` (or `children`) and flashes it when the value changes after the first render:
 * the span is re-keyed, which restarts its CSS animation (score-list.css; none under
 * prefers-reduced-motion). A row scrolled into view mounts fresh and does not flash.
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
  const [seen, setSeen] = useState(value);
  const [flash, setFlash] = useState<{ count: number; change: Change } | null>(null);
  if (seen !== value) {
    // React's "adjust state while rendering" pattern: no effect, no extra paint.
    const change = changeOf(seen, value);
    setSeen(value);
    if (enabled && change) setFlash({ count: (flash?.count ?? 0) + 1, change });
  }
  return (
    <span key={flash?.count ?? 0} className={flash ? `flash flash-${flash.change}` : undefined}>
      {children ?? value}
    </span>
  );
}
