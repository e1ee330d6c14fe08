import { Button } from 'primereact/button';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons.tsx';

describe('icons', () => {
  it.each(Object.entries(icons))('%s draws a hidden, currentColor shape inside a button', (_name, Icon) => {
    const html = renderToStaticMarkup(<Button type="button" aria-label="x" icon={<Icon />} />);
    expect(html).toMatch(/<button[^>]*><svg[^>]*viewBox="0 0 24 24"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('fill="currentColor"');
    // A shape with drawing commands, not an empty box.
    expect(html).toMatch(/<(path d="M[^"]{20,}"|circle cx="[\d.]+" cy="[\d.]+" r="[\d.]+")/);
  });
});
