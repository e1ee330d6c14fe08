import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { routeHref } from '../../ui/open-in-new-tab.ts';

const PAGES = ['dome', 'newFile', 'demo'] as const;

/** Links between the three developer pages. */
export function DevNav() {
  const { t } = useTranslation('dev-pages');
  return (
    <nav aria-label={t('nav.label')} className="row dev-nav">
      {PAGES.map((name) => (
        <NavLink key={name} to={routeHref({ name })} end>
          {t(`nav.${name}`)}
        </NavLink>
      ))}
    </nav>
  );
}
