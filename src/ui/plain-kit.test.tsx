import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KIT_PASS_THROUGH } from '../lib/kit-pass-through.ts';
import { KitSearchIcon } from './kit-icons.tsx';
import { PlainButton, type PlainButtonProps } from './plain-button.tsx';
import { PlainSwitch } from './plain-switch.tsx';

/**
 * Markup as the theme and the accessibility tree get it: the kit's data attributes left out,
 * attributes in one order, and the kit's `&nbsp;` as the character it is.
 */
function seen(html: string): string {
  return html
    .replace(/ data-[\w-]+="[^"]*"/g, '')
    .replaceAll('&nbsp;', '\u00a0')
    .replace(/<(\w+)((?: [\w-]+(?:="[^"]*")?)*)(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
      const sorted = attributes
        .trim()
        .split(/ (?=[\w-]+(?:=|$| ))/)
        .filter(Boolean)
        .sort();
      return `<${name}${sorted.map((a) => ` ${a}`).join('')}${close}>`;
    });
}

describe("the kit's look without the kit", () => {
  it.each<[string, PlainButtonProps]>([
    ['a text button', { label: 'Menu', text: true, className: 'nav-trigger', 'aria-expanded': false }],
    ['a small rounded danger button', { label: 'Go live', size: 'small', severity: 'danger', rounded: true }],
    ['a small outlined button', { label: 'Log in', size: 'small', outlined: true, 'aria-pressed': true }],
    ['an icon-only submit button', { type: 'submit', icon: <KitSearchIcon />, 'aria-label': 'Search' }],
  ])('draws %s as the kit Button does', (_name, props) => {
    const plain = renderToStaticMarkup(<PlainButton {...props} />);
    const kit = renderToStaticMarkup(<Button type="button" {...props} />);
    expect(plain).toMatch(/^<button /);
    expect(seen(plain)).toBe(seen(kit));
  });

  it.each([true, false])('draws the switch (on: %s) as the kit InputSwitch does, with the app’s pass-through', (on) => {
    const plain = renderToStaticMarkup(<PlainSwitch id="dark" checked={on} onChange={() => undefined} />);
    const kit = renderToStaticMarkup(
      <InputSwitch inputId="dark" checked={on} onChange={() => undefined} pt={KIT_PASS_THROUGH.inputswitch} />,
    );
    expect(seen(plain)).toBe(seen(kit));
  });
});
