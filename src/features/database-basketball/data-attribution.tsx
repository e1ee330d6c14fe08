import { Trans, useTranslation } from 'react-i18next';
import { NBA_DATA_ATTRIBUTION as SOURCE } from '../../../contracts/database-basketball.ts';

const external = (href: string) => <a href={href} target="_blank" rel="noreferrer" />;

/**
 * The credit the CC BY 4.0 licence of FiveThirtyEight's NBA files requires wherever they are shown:
 * source, licence with a link, the original compiler, and what was changed.
 */
export function DataAttribution() {
  const { t } = useTranslation('database-basketball');
  return (
    <aside className="bbdb-attribution" aria-labelledby="bbdb-attribution-title">
      <h2 id="bbdb-attribution-title" className="p-hidden-accessible">
        {t('attribution.title')}
      </h2>
      <p>
        <Trans
          ns="database-basketball"
          i18nKey="attribution.credit"
          values={{ dataset: SOURCE.dataset, source: SOURCE.source, licence: SOURCE.licence, origin: SOURCE.origin }}
          components={{
            sourceLink: external(SOURCE.sourceUrl),
            licenceLink: external(SOURCE.licenceUrl),
            originLink: external(SOURCE.originUrl),
          }}
        />
      </p>
      <p>{t('attribution.changes')}</p>
    </aside>
  );
}
