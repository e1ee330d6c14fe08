import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../contracts/match.ts';
import { changeLang, currentLang } from '../../lib/i18n.ts';

/** Chinese, English or Vietnamese: saved as `lang` / `langIndex`, then the page reloads. */
export function LangSwitch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="row">
      <label htmlFor={id} className="p-hidden-accessible">
        {t('lang.label')}
      </label>
      <Dropdown
        inputId={id}
        value={currentLang()}
        options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
        onChange={(e) => changeLang(e.value as Lang)}
      />
    </div>
  );
}
