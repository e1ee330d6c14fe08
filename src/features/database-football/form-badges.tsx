import { useTranslation } from 'react-i18next';
import { resultTagClass } from '../../ui/result-tag.ts';
import type { FormResult } from '../../../contracts/match-centre.ts';

/** The last results, latest first, as coloured letters with their meaning for screen readers. */
export function FormBadges({ form }: { form: readonly FormResult[] }) {
  const { t } = useTranslation('database-football');
  return (
    <span className="result-form">
      {form.map((result, i) => (
        <abbr key={i} className={resultTagClass(result)} title={t(`form.resultLabel.${result}`)}>
          {t(`form.result.${result}`)}
        </abbr>
      ))}
    </span>
  );
}
