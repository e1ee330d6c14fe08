import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { MessageBody } from './chat-view-model.ts';
import { fileSizeText, imageSizes, MessageBodyView, safeLink } from './message-body-view.tsx';

const chat: unknown = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/chat.json'), 'utf8'),
);
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { chat: chat as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

const render = (body: MessageBody) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MessageBodyView body={body} nick="Bob" />
    </I18nextProvider>,
  );

describe('message bodies', () => {
  it('draws emoji codes as pictures and keeps markup as text', () => {
    const html = render({ type: 'text', text: '<script>alert(1)</script>[微笑]<img src=x onerror=alert(1)>' });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('src="/emoji/1f642.svg" alt="[微笑]"');
    expect(html).not.toContain('<script');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('shows words as one plain line, emoji codes included', () => {
    expect(render({ type: 'words', text: 'hi [微笑]' })).toBe('<p class="chat-text">hi [微笑]</p>');
  });

  it('offers a file by name, size and a named download link', () => {
    const html = render({ type: 'file', fileName: 'plan.pdf', fileUrl: '/files/plan.pdf', fileSize: 2_621_440 });
    expect(html).toContain('plan.pdf');
    expect(html).toContain('2.5 MB');
    expect(html).toContain('aria-label="Download plan.pdf"');
    expect(html).toContain('href="/files/plan.pdf"');
  });

  it('gives no link for a script URL', () => {
    const html = render({ type: 'file', fileName: 'x', fileUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('href');
  });

  it('shows a card with its title, picture and price', () => {
    const html = render({
      type: 'card',
      card: { id: '7', title: 'Jersey', imageUrl: '/goods/7.png', cardType: 'goods', price: '99' },
    });
    expect(html).toContain('Jersey');
    expect(html).toContain('src="/goods/7.png"');
    expect(html).toContain('Price: 99');
  });

  it('shows an image as its thumbnail behind a button that opens the viewer', () => {
    const html = render({
      type: 'image',
      images: [
        { url: '/big.png', width: 1200 },
        { url: '/small.png', width: 198 },
      ],
    });
    expect(html).toContain('aria-label="View the image"');
    expect(html).toContain('src="/small.png" alt="Image from Bob"');
  });
});

describe('message body helpers', () => {
  it('picks the smallest size as thumbnail and the largest for the viewer', () => {
    expect(imageSizes([])).toBeNull();
    expect(
      imageSizes([
        { url: 'm', width: 720 },
        { url: 's', width: 198 },
        { url: 'l', width: 1080 },
      ]),
    ).toEqual({ thumb: { url: 's', width: 198 }, full: { url: 'l', width: 1080 } });
  });

  it('writes sizes in KB under a megabyte and MB from one', () => {
    expect(fileSizeText(0, 'en')).toBe('0 KB');
    expect(fileSizeText(1536, 'en')).toBe('1.5 KB');
    expect(fileSizeText(1024 * 1024, 'en')).toBe('1 MB');
  });

  it('lets only web and relative links through', () => {
    expect(safeLink('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
    expect(safeLink('/files/a.pdf')).toBe('/files/a.pdf');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('data:text/html,<script>')).toBeUndefined();
  });
});
