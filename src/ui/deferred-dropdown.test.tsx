import PrimeReact from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KIT_PASS_THROUGH } from '../lib/kit-pass-through.ts';
import { DeferredDropdown } from './deferred-dropdown.tsx';

const options = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** Markup as the eye and the accessibility tree get it: the kit's data attributes and hidden select left out. */
function seen(html: string): string {
  return html
    .replace(/ data-[\w-]+="[^"]*"/g, '')
    .replace(/<div class="p-hidden-accessible p-dropdown-hidden-select">.*?<\/div>/, '')
    .replace(' deferred-dropdown', '');
}

describe('a deferred dropdown', () => {
  it("stands in with the kit Dropdown's own markup, so it looks and reads the same before it loads", () => {
    // As the app configures the kit: its pass-through attributes apply to the stand-in too.
    PrimeReact.pt = KIT_PASS_THROUGH;
    const standIn = renderToStaticMarkup(
      <DeferredDropdown inputId="lang" value="en" options={options} onChange={() => undefined} />,
    );
    const kit = renderToStaticMarkup(<Dropdown inputId="lang" value="en" options={options} />);
    expect(standIn).toContain('English');
    expect(seen(standIn)).toBe(seen(kit));
  });
});
