import { useTranslation } from 'react-i18next';
import { SIDE_MENU, visibleNav } from './nav-items.ts';
import { isRegisteredPath } from './page-routes.ts';
import { NavMenu } from './top-bar/nav-menu.tsx';

const items = visibleNav(SIDE_MENU, isRegisteredPath);

/** The seed's side menu (schedule, rank, attention, reserve, anchors): the entries whose page exists. */
export function SideMenu() {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <aside className="side-menu">
      <NavMenu items={items} label={t('nav.side')} />
    </aside>
  );
}
