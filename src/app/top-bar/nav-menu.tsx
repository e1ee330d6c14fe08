import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { OverlayButton } from '../../ui/overlay-button.tsx';
import type { NavItem } from '../nav-items.ts';

/** Navigation entries: links, and groups of links in a kit overlay (a disclosure, as site navigation wants). */
export function NavMenu({ items, label, className }: { items: NavItem[]; label: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
            </li>
          ) : (
            <li key={item.labelKey}>
              <OverlayButton text className="nav-trigger" label={t(item.labelKey)} panelLabel={t(item.labelKey)}>
                <ul className="nav-group">
                  {item.items.map((sub) => (
                    <li key={sub.to}>
                      <NavLink to={sub.to}>{t(sub.labelKey)}</NavLink>
                    </li>
                  ))}
                </ul>
              </OverlayButton>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
