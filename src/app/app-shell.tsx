import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useMatches } from 'react-router-dom';
import { LANGS, type Lang } from '../../contracts/match.ts';
import { changeLang, currentLang } from '../lib/i18n.ts';

interface RouteHandle {
  titleKey?: string;
}

/** Title from route meta: the translated route title plus the site name, except on /main. */
function useRouteTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  const isMain = last?.pathname === '/main';
  useEffect(() => {
    const site = t('site.name');
    document.title = !handle?.titleKey || isMain ? site : `${t(handle.titleKey)} - ${site}`;
  }, [handle?.titleKey, isMain, t]);
}

export function AppShell() {
  const { t } = useTranslation();
  useRouteTitle();
  const lang = currentLang();
  return (
    <div className="app">
      <header className="top-bar">
        <NavLink to="/main" className="brand">
          {t('site.name')}
        </NavLink>
        <nav aria-label={t('nav.scores')}>
          <NavLink to="/main">{t('nav.home')}</NavLink>
          <NavLink to="/football">{t('nav.football')}</NavLink>
          <NavLink to="/basketball">{t('nav.basketball')}</NavLink>
        </nav>
        <label className="lang-switch">
          <span>{t('lang.label')}</span>
          <select value={lang} onChange={(e) => changeLang(e.target.value as Lang)}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`lang.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
