import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, followTheme, saveTheme, type Theme } from '../lib/theme.ts';

/** Dark mode on or off, stored locally; the system preference until the user chooses. */
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
      <InputSwitch
        inputId={id}
        checked={theme === 'dark'}
        onChange={(e) => {
          const next: Theme = e.value ? 'dark' : 'light';
          void saveTheme(next);
          setTheme(next);
        }}
      />
    </div>
  );
}
