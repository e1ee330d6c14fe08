import { useTranslation } from 'react-i18next';

/** What a section shows before its data arrives: loading, or the reason it failed. */
export function LoadState({ error }: { error: string | null }) {
  const { t } = useTranslation('database-football');
  return error ? <p role="alert">{t('page.failed', { message: error })}</p> : <p role="status">{t('page.loading')}</p>;
}
