import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCodeImage, qrPath } from './qr-code-image.tsx';

describe('QrCodeImage', () => {
  const url = 'http://127.0.0.1:8080/qr-login?code=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('draws every dark module of the symbol once, inside a four-module quiet zone', () => {
    const symbol = encode(url, { ecc: 'M', border: 0 });
    const dark = symbol.data.flat().filter(Boolean).length;
    const { path, dim } = qrPath(url);
    expect(dim).toBe(symbol.size + 8);
    expect(path.match(/h1v1h-1z/g)).toHaveLength(dark);
    // Nothing is drawn in the quiet zone.
    const cells = [...path.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(cells.every(([x, y]) => x! >= 4 && y! >= 4 && x! < dim - 4 && y! < dim - 4)).toBe(true);
  });

  it('is an image named by its label', () => {
    const html = renderToStaticMarkup(<QrCodeImage value={url} label="Scan to log in" size={120} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Scan to log in"');
    expect(html).toContain('width="120"');
  });
});
