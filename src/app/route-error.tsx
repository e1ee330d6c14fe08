import { useTranslation } from 'react-i18next';

/** A page that failed to load or render: said plainly, with a way out. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
