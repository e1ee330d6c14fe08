import { useTranslation } from 'react-i18next';

/** Loading and error lines of a section; renders nothing once the data is there. */
export function ApiStatus({ state }: { state: { data: unknown; error: Error | null } }) {
  const { t } = useTranslation('world-cup');
  const missing = state.data === null || state.data === undefined;
  if (state.error !== null && missing) return <p role="alert">{t('page.error')}</p>;
  if (missing) return <p role="status">{t('page.loading')}</p>;
  return null;
}
