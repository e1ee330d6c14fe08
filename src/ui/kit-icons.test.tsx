import { ChevronDownIcon } from 'primereact/icons/chevrondown';
import { SearchIcon } from 'primereact/icons/search';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitChevronDownIcon, KitSearchIcon } from './kit-icons.tsx';

/** The kit's data attributes left out: they mark its components for its styles, none of which select an icon. */
const seen = (html: string) => html.replace(/ data-[\w-]+="[^"]*"/g, '');

describe("the kit's icons without the kit", () => {
  it.each([
    ['search', <KitSearchIcon key="ours" />, <SearchIcon key="kit" />],
    [
      'chevron down',
      <KitChevronDownIcon className="p-dropdown-trigger-icon" key="ours" />,
      <ChevronDownIcon className="p-dropdown-trigger-icon" key="kit" />,
    ],
  ])('draw %s as the kit does', (_name, ours, kit) => {
    const html = renderToStaticMarkup(ours);
    expect(html).toMatch(/<path [^>]*d="M[^"]{20,}"/);
    expect(html).toBe(seen(renderToStaticMarkup(kit)));
  });
});
