export type Theme = 'light' | 'dark';

/** Local setting for the colour scheme; absent means follow the system. */
export const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice, else the system preference. */
export function resolveTheme(stored: string | null, systemDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return resolveTheme(localStorage.getItem(THEME_KEY), window.matchMedia(DARK_QUERY).matches);
}

/** Put the theme on `<html data-theme>`, which switches the CSS variables. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
}

/** Apply the theme now and follow the system while no choice is stored. Returns a stop function. */
export function followTheme(onChange: (theme: Theme) => void): () => void {
  applyTheme(currentTheme());
  const list = window.matchMedia(DARK_QUERY);
  const listener = () => {
    if (localStorage.getItem(THEME_KEY) !== null) return;
    const theme = currentTheme();
    applyTheme(theme);
    onChange(theme);
  };
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}
