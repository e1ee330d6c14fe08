import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../contracts/match.ts';
import { changeLang, currentLang } from '../../lib/i18n.ts';

/** Chinese, English or Vietnamese: saved as `lang` / `langIndex`, then the page reloads. */
export function LangSwitch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="lang-switch">
      <label htmlFor={id}>{t('lang.label')}</label>
      <select id={id} value={currentLang()} onChange={(e) => changeLang(e.target.value as Lang)}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
