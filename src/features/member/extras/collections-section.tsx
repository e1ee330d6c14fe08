import { useTranslation } from 'react-i18next';
import { COLLECTION_KINDS } from './collection-kinds.ts';

/** My collections (type 19): collected matches and favourite videos, each list paged on its own. */
export function CollectionsSection() {
  const { t } = useTranslation('member-extras');
  return (
    <section className="surface stack" aria-labelledby="member-collections">
      <h2 id="member-collections">{t('collections.title')}</h2>
      {COLLECTION_KINDS.map(({ key, List }) => (
        <List key={key} />
      ))}
    </section>
  );
}
