import type { PrimeReactPTOptions } from 'primereact/api';

/**
 * The pass-through attributes every instance of a kit component gets (given to the kit in
 * kit-config.ts). Its own module: the first screen's stand-ins (deferred-dropdown.tsx) draw the
 * same attributes without loading the kit.
 */
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
