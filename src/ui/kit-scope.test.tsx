import { PrimeReactContext } from 'primereact/api';
import { useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { KitScope } from './kit-scope.tsx';

vi.mock('../lib/i18n.ts', () => ({ currentLang: () => 'en' }));
vi.mock('../lib/kit-config.ts', () => ({ configureKit: () => ({ locale: 'en' }) }));

describe('a kit scope', () => {
  it('gives kit components a provider, and inside another scope adds none of its own', () => {
    const seen: unknown[] = [];
    const Probe = () => {
      seen.push(useContext(PrimeReactContext));
      return null;
    };
    renderToStaticMarkup(
      <>
        <Probe />
        <KitScope>
          <Probe />
          <KitScope>
            <Probe />
          </KitScope>
        </KitScope>
      </>,
    );
    const [outside, scoped, nested] = seen;
    expect(outside).toBeUndefined();
    expect(scoped).toMatchObject({ locale: 'en' });
    expect(nested).toBe(scoped);
  });
});
