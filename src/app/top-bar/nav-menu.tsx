import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Popover } from '../../ui/popover.tsx';
import type { NavItem } from '../nav-items.ts';

/** Navigation entries: links, and popovers of links. */
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
              <Popover label={t(item.labelKey)}>
                <ul>
                  {item.items.map((sub) => (
                    <li key={sub.to}>
                      <NavLink to={sub.to}>{t(sub.labelKey)}</NavLink>
                    </li>
                  ))}
                </ul>
              </Popover>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
