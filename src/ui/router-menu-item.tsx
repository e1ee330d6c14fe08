import type { MenuItem } from 'primereact/menuitem';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A kit Menu entry that is a router link (the page changes without a reload). It keeps the kit's
 * item markup, so the theme styles it, and marks the action element the kit's Enter key clicks.
 */
export function routerMenuItem(
  label: string,
  to: string,
  options: { current?: boolean; end?: ReactNode } = {},
): MenuItem {
  return {
    label,
    template: () => (
      <div className="p-menuitem-content">
        <Link
          to={to}
          className="p-menuitem-link"
          data-pc-section="action"
          tabIndex={-1}
          aria-current={options.current ? 'page' : undefined}
        >
          <span className="p-menuitem-text grow">{label}</span>
          {options.end}
        </Link>
      </div>
    ),
  };
}
