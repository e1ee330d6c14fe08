import i18next from 'i18next';
import PrimeReact, { addLocale, locale, localeOptions, type PrimeReactPTOptions } from 'primereact/api';
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
 * after i18n is ready, before the first render.
 */
export function configureKit(lang: Lang): void {
  const ours = i18next.getResourceBundle(lang, 'kit') as Record<string, unknown> & { aria?: object };
  const en = localeOptions('en') as { aria?: object };
  addLocale(lang, { ...ours, aria: { ...en.aria, ...ours.aria } });
  locale(lang);
  PrimeReact.pt = KIT_PASS_THROUGH;
}
