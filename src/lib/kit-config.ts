import i18next from 'i18next';
import { addLocale, locale, localeOptions, type APIOptions } from 'primereact/api';
import type { Lang } from '../../contracts/match.ts';
import { KIT_PASS_THROUGH } from './kit-pass-through.ts';

/**
 * The kit's own words (close buttons, pager and list labels, password strength) in the chosen
 * language, from the `kit` catalogue, and the pass-through attributes every instance gets. Call
 * once i18n is ready, before the kit's first render; kit components render inside a
 * `PrimeReactProvider` of the settings this returns (`KitScope`, src/ui/kit-scope.tsx).
 */
export function configureKit(lang: Lang): Partial<APIOptions> {
  const ours = i18next.getResourceBundle(lang, 'kit') as Record<string, unknown> & { aria?: object };
  const en = localeOptions('en') as { aria?: object };
  addLocale(lang, { ...ours, aria: { ...en.aria, ...ours.aria } });
  locale(lang);
  // IMPORTANT: the kit's overlays (panels, dropdown lists, menus) read their settings from the
  // provider's context when the window scrolls or resizes while they are open, and throw without
  // one. The language as set globally above (the kit's words read it there); the pass-through
  // attributes merge as they do without a provider.
  return { locale: lang, pt: KIT_PASS_THROUGH, ptOptions: { mergeSections: true, mergeProps: false } };
}
