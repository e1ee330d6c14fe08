import i18next from 'i18next';
import { addLocale, locale, localeOptions, type APIOptions, type PrimeReactPTOptions } from 'primereact/api';
import type { Lang } from '../../contracts/match.ts';

/** The pass-through attributes every instance of a kit component gets. */
export const KIT_PASS_THROUGH: PrimeReactPTOptions = {
  dropdown: {
    // The focusable input, named by its label, is the control; the hidden native select (for
    // forms) and the chevron (for the mouse) stay out of the accessibility tree.
    select: { 'aria-hidden': true, tabIndex: -1 },
    trigger: { 'aria-hidden': true },
  },
  // The switch's input is the control (role "switch"); its wrapper is only the drawing.
  inputswitch: { root: { role: 'presentation', 'aria-checked': undefined } },
};

/**
 * The kit's own words (close buttons, pager and list labels, password strength) in the chosen
 * language, from the `kit` catalogue, and the pass-through attributes every instance gets. Call
 * after i18n is ready, before the first render; the app renders inside a `PrimeReactProvider` of
 * the settings this returns.
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
