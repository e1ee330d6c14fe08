import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was left, kept over a reload of the tab. */
const STORAGE_KEY = 'scroll-positions';
/** Entries remembered: a long evening of Back and Forward, not a whole history. */
const KEPT = 100;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | null = null;
const known = (): Map<string, number> => (positions ??= readPositions());

function remember(key: string, y: number): void {
  const map = known();
  map.delete(key);
  map.set(key, y);
  if (map.size > KEPT) map.delete(map.keys().next().value as string);
}

/** Frames a restored position waits for the page to grow tall enough (its rows arrive after it mounts). */
const RESTORE_FRAMES = 60;

/** What a user scrolls with: the restoring gives way to it. */
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `y` once the page is tall enough, unless the user scrolls first; returns the cancel. */
function scrollWhenReachable(y: number): () => void {
  let frame = 0;
  let tries = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || ++tries >= RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * The element id a URL's #hash names, decoded; a hash that is not valid percent-encoding (typed
 * or pasted by hand) names its id as written instead of failing the page.
 */
export function hashId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The history entry on screen: scroll positions are kept under it. */
let shownKey: string | null = null;

/**
 * Scrolling across pages as a browser does it for documents: a new page starts at the top (or at
 * the element its #hash names), Back and Forward go back to where the page was left, and so does
 * a reload.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Kept under the entry on screen when the event comes: a page that replaced the last one
    // scrolls (to its top, or as the shorter page clamps it) under its own entry.
    const onScroll = () => {
      if (shownKey !== null) remember(shownKey, window.scrollY);
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...known()]));
      } catch {
        // Storage full or denied: positions are a nicety.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const y = navigationType === 'POP' ? known().get(location.key) : undefined;
    if (y !== undefined) return scrollWhenReachable(y);
    const id = hashId(location.hash);
    const target = id === null ? null : document.getElementById(id);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
    // Only a new entry (or Back/Forward to one) moves the page, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
