/** How a shown value moved: numbers go up or down, anything else just changed. */
export type Change = 'up' | 'down' | 'changed';

/** How long a changed value stays highlighted (at least; see FLASH_SLACK_MS). */
export const FLASH_MS = 1_600;
/**
 * Highlights come off in sweeps: one sweep waits this long past the first highlight due, and takes
 * off every one due by then. On a busy list values change every frame; ending each highlight on its
 * own would cost the page a style pass and a frame each time, a sweep costs one for all of them.
 */
export const FLASH_SLACK_MS = 200;

/** What a highlight needs of an element. */
export interface Flashable {
  readonly classList: Pick<DOMTokenList, 'add' | 'remove'>;
}

export interface FlashSweepTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

export interface FlashSweep {
  /** Highlights `element` for FLASH_MS from now (a highlight already on it starts again). */
  flash(element: Flashable, change: Change): void;
  /** Drops `element` (unmounted): nothing holds it until its highlight is due. */
  forget(element: Flashable): void;
  /** Elements highlighted now. */
  size(): number;
}

/**
 * Value highlights as classes on the element, taken off by one timer, not CSS animations: Blink
 * services a main-thread animation on every frame while it runs (a step animation too), so a live
 * list with a few values always flashing drew 60 frames a second where its data needed 20 (B1).
 */
export function createFlashSweep(timers: FlashSweepTimers): FlashSweep {
  // Insertion order is due order: every highlight lasts FLASH_MS, and a restart re-inserts.
  const due = new Map<Flashable, { at: number; change: Change }>();
  let armed = false;

  function arm(): void {
    const first = due.values().next();
    if (first.done || armed) return;
    armed = true;
    timers.setTimeout(sweep, Math.max(0, first.value.at - timers.now()) + FLASH_SLACK_MS);
  }

  function sweep(): void {
    armed = false;
    const now = timers.now();
    for (const [element, { at, change }] of due) {
      if (at > now) break;
      element.classList.remove('flash', `flash-${change}`);
      due.delete(element);
    }
    arm();
  }

  return {
    flash(element, change) {
      const held = due.get(element);
      if (held) {
        element.classList.remove(`flash-${held.change}`);
        due.delete(element);
      }
      element.classList.add('flash', `flash-${change}`);
      due.set(element, { at: timers.now() + FLASH_MS, change });
      arm();
    },
    forget(element) {
      due.delete(element);
    },
    size: () => due.size,
  };
}
