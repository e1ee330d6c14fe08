import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, followTheme, saveTheme, type Theme } from './theme.ts';

/** Dark mode on or off, stored locally; the system preference until the user chooses. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  useEffect(() => followTheme(setTheme), []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark';
        saveTheme(next);
        setTheme(next);
      }}
    >
      {t('theme.dark')}
    </button>
  );
}
