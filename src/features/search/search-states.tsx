import { useTranslation } from 'react-i18next';

/** Loading, failure and nothing-found lines every search view shows the same way. */
export function SearchStates({ loading, error, empty }: { loading: boolean; error: Error | null; empty: boolean }) {
  const { t } = useTranslation('search');
  if (error) return <p role="alert">{t('page.failed', { message: error.message })}</p>;
  if (loading) return <p role="status">{t('page.loading')}</p>;
  if (empty) return <p className="muted">{t('page.empty')}</p>;
  return null;
}
