import { useTranslation } from 'react-i18next';
import { PlainButton } from '../ui/plain-button.tsx';

/** A page that failed to load or render: said plainly, with a way out. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <PlainButton label={t('routeError.reload')} onClick={() => location.reload()} />
    </section>
  );
}
