import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** A page that failed to load or render: said plainly, with a way out. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <Button type="button" label={t('routeError.reload')} onClick={() => location.reload()} />
    </section>
  );
}
