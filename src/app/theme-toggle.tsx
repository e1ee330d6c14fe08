import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, followTheme, saveTheme, type Theme } from '../lib/theme.ts';
import { PlainSwitch } from '../ui/plain-switch.tsx';

/**
 * Dark mode on or off, stored locally; the system preference until the user chooses. The top bar
 * carries no kit code: the switch is the kit's look on a native checkbox (plain-switch.tsx).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const id = useId();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  useEffect(() => followTheme(setTheme), []);
  return (
    <div className="row theme-toggle">
      <label htmlFor={id} className="p-hidden-accessible">
        {t('theme.dark')}
      </label>
      <PlainSwitch
        id={id}
        checked={theme === 'dark'}
        onChange={(dark) => {
          const next: Theme = dark ? 'dark' : 'light';
          void saveTheme(next);
          setTheme(next);
        }}
      />
    </div>
  );
}
