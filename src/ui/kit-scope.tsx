import { PrimeReactContext, PrimeReactProvider, type APIOptions } from 'primereact/api';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { currentLang } from '../lib/i18n.ts';
import { configureKit } from '../lib/kit-config.ts';

let settings: Partial<APIOptions> | null = null;

/** The kit's settings, set up with the first part that renders kit components (the language is fixed for a page's life). */
function kitSettings(): Partial<APIOptions> {
  settings ??= configureKit(currentLang());
  return settings;
}

/**
 * Kit components go inside: the kit's words in the page's language, the app's pass-through
 * attributes, and the provider its overlays read when the window scrolls or resizes (they throw
 * without one). IMPORTANT: the first screen carries no kit code (B11, see plain-button.tsx), so
 * there is no provider at the root: each part that renders kit components comes with this, loaded
 * with it: pages (page-routes.ts), the overlay panel, the deferred dropdown, and the shell's lazy
 * parts (toasts, the login dialog, the search panel). Inside another scope (a panel on a page) it
 * adds nothing: one provider, the same settings.
 */
export function KitScope({ children }: { children: ReactNode }) {
  if (useContext(PrimeReactContext)) return children;
  return <PrimeReactProvider value={kitSettings()}>{children}</PrimeReactProvider>;
}

/** A lazily loaded part (a page, a panel) inside a `KitScope`. */
export function withKit<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function KitPart(props: P) {
    return (
      <KitScope>
        <Part {...props} />
      </KitScope>
    );
  }
  KitPart.displayName = `WithKit(${Part.displayName ?? Part.name})`;
  return KitPart;
}
