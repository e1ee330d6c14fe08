import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';
import { PlainButton } from '../../ui/plain-button.tsx';
import { TOP_NAV, visibleNav } from '../nav-items.ts';
import { isRegisteredPath } from '../page-routes.ts';
import { SearchBox } from '../search/search-box.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';
import { AccountEntry } from './account-entry.tsx';
import { AppDownload } from './app-download.tsx';
import { LangSwitch } from './lang-switch.tsx';
import { LoginDialogHost } from './login-dialog-host.tsx';
import { NavMenu } from './nav-menu.tsx';

const navItems = visibleNav(TOP_NAV, isRegisteredPath);

/**
 * The top bar: brand, navigation, search, language, dark mode and app download. In the mobile
 * layout everything but the brand folds into a menu button.
 */
export function TopBar({ hidden, mobile }: { hidden: boolean; mobile: boolean }) {
  const { t } = useTranslation();
  const menuId = useId();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  // Following a link closes the mobile menu (state adjusted during render on a new path).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  const collapsed = mobile && !menuOpen;
  return (
    <header className="top-bar" data-hidden={hidden} data-layout={mobile ? 'mobile' : 'desktop'}>
      <Link to={ROUTE_PATHS.main} className="brand">
        {t('site.name')}
      </Link>
      {mobile && (
        <PlainButton
          text
          className="nav-trigger menu-button"
          label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((o) => !o)}
        />
      )}
      <div id={menuId} className="top-bar-menu" hidden={collapsed}>
        <NavMenu items={navItems} label={t('nav.main')} className="top-nav" />
        <div className="top-bar-tools">
          <SearchBox />
          <LangSwitch />
          <ThemeToggle />
          <AppDownload />
          <AccountEntry />
        </div>
      </div>
      <LoginDialogHost />
    </header>
  );
}
