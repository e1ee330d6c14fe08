import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../contracts/match.ts';
import { changeLang, currentLang } from '../../lib/i18n.ts';
import { DeferredDropdown } from '../../ui/deferred-dropdown.tsx';

/** Chinese, English or Vietnamese: saved as `lang` / `langIndex`, then the page reloads. */
export function LangSwitch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="row">
      <label htmlFor={id} className="p-hidden-accessible">
        {t('lang.label')}
      </label>
      <DeferredDropdown<Lang>
        inputId={id}
        value={currentLang()}
        options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
        onChange={changeLang}
      />
    </div>
  );
}
