// The kit's theme, light and dark (PrimeReact Lara, green): one stylesheet at a time, swapped by
// the dark-mode toggle. Our own CSS variables (src/ui/global.css) follow the theme's.
import darkSheet from 'primereact/resources/themes/lara-dark-green/theme.css?url';
import lightSheet from 'primereact/resources/themes/lara-light-green/theme.css?url';

export type Theme = 'light' | 'dark';

/** Local setting for the colour scheme; absent means follow the system. */
export const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const SHEETS: Record<Theme, string> = { light: lightSheet, dark: darkSheet };
const SHEET_ATTR = 'data-kit-theme';

/** The stored choice, else the system preference. */
export function resolveTheme(stored: string | null, systemDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return resolveTheme(localStorage.getItem(THEME_KEY), window.matchMedia(DARK_QUERY).matches);
}

/**
 * Put the theme on `<html data-theme>` and load its stylesheet. The new sheet replaces the old
 * one once it has loaded, so nothing shows unstyled in between. Resolves when it is in.
 */
export function applyTheme(theme: Theme): Promise<void> {
  document.documentElement.dataset.theme = theme;
  const href = new URL(SHEETS[theme], document.baseURI).href;
  const sheets = () => [...document.querySelectorAll<HTMLLinkElement>(`link[${SHEET_ATTR}]`)];
  if (sheets().some((l) => l.href === href && l.sheet)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(SHEET_ATTR, theme);
  // IMPORTANT: first in <head>, so our own stylesheets (after it) win where both set a rule.
  document.head.prepend(link);
  return new Promise((resolve) => {
    const done = () => {
      // A later toggle may have asked for the other theme meanwhile: the newest choice stays.
      const keep = document.documentElement.dataset.theme === theme ? link : null;
      if (keep) for (const old of sheets()) if (old !== keep) old.remove();
      if (!keep) link.remove();
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

/** Fired on `window` when this tab chose a theme, so every switch on the page shows it. */
const THEME_EVENT = 'app-theme-change';

/** Stores the choice and applies it; resolves when its stylesheet is in. */
export function saveTheme(theme: Theme): Promise<void> {
  localStorage.setItem(THEME_KEY, theme);
  window.dispatchEvent(new Event(THEME_EVENT));
  return applyTheme(theme);
}

/**
 * Follow the system while no choice is stored, and hear a choice made by another switch of the
 * page (the top bar's, the component gallery's). Returns a stop function.
 */
export function followTheme(onChange: (theme: Theme) => void): () => void {
  const list = window.matchMedia(DARK_QUERY);
  const listener = () => {
    if (localStorage.getItem(THEME_KEY) !== null) return;
    const theme = currentTheme();
    void applyTheme(theme);
    onChange(theme);
  };
  const chosen = () => onChange(currentTheme());
  list.addEventListener('change', listener);
  window.addEventListener(THEME_EVENT, chosen);
  return () => {
    list.removeEventListener('change', listener);
    window.removeEventListener(THEME_EVENT, chosen);
  };
}
