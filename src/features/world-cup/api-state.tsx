import { useTranslation } from 'react-i18next';
import type { ApiState } from '../../lib/use-api.ts';

/** Loading and error lines of a section; renders nothing once the data is there. */
export function ApiStatus({ state }: { state: ApiState<unknown> }) {
  const { t } = useTranslation('world-cup');
  if (state.error !== null && state.data === null) return <p role="alert">{t('page.error')}</p>;
  if (state.data === null) return <p role="status">{t('page.loading')}</p>;
  return null;
}
