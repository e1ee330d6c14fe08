import { describe, expect, it } from 'vitest';
import { checkChannelApplication, checkChannelUrl } from './channel-rules.ts';

const good = {
  name: '绿茵解说联盟',
  channel_type: 'guild',
  contact_type: 'wechat',
  contact: 'greenfield_01',
  audience: '12000',
  url: 'https://example.com/greenfield',
  intro: 'We run twelve football commentary rooms every weekend.',
};

describe('channel application rules', () => {
  it('accepts a complete form, and one without the optional audience and link', () => {
    expect(checkChannelApplication(good)).toBeNull();
    expect(checkChannelApplication({ ...good, audience: '', url: '' })).toBeNull();
    expect(checkChannelApplication({ ...good, audience: 0 })).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'validation:channel.nameRequired'],
    [{ name: '名'.repeat(41) }, 'validation:channel.nameTooLong'],
    [{ channel_type: 'casino' }, 'validation:channel.typeInvalid'],
    [{ channel_type: undefined }, 'validation:channel.typeInvalid'],
    [{ contact: '' }, 'validation:contact.required'],
    [{ contact_type: 'qq', contact: 'abc' }, 'validation:contact.qq'],
    [{ contact_type: 'fax' }, 'validation:contact.type'],
    [{ audience: '-1' }, 'validation:channel.audienceInvalid'],
    [{ audience: '1.5' }, 'validation:channel.audienceInvalid'],
    [{ audience: '2000000000' }, 'validation:channel.audienceInvalid'],
    [{ url: 'javascript:alert(1)' }, 'validation:channel.urlInvalid'],
    [{ url: 'example.com' }, 'validation:channel.urlInvalid'],
    [{ intro: '' }, 'validation:channel.introRequired'],
    [{ intro: 'too short' }, 'validation:channel.introLength'],
    [{ intro: 'x'.repeat(501) }, 'validation:channel.introLength'],
  ])('refuses %o with %s', (change, rule) => {
    expect(checkChannelApplication({ ...good, ...change })).toBe(rule);
  });

  it('counts characters as people do (a Chinese introduction of 15 characters is enough)', () => {
    expect(checkChannelApplication({ ...good, intro: '我们每周末运营十二个足球解说间。' })).toBeNull();
    expect(checkChannelApplication({ ...good, intro: '我们运营足球解说间。' })).toBe('validation:channel.introLength');
  });

  it('takes http and https links only', () => {
    expect(checkChannelUrl('http://example.com:8080/a?b=1#c')).toBeNull();
    expect(checkChannelUrl('https://user@example.com/')).toBe('validation:channel.urlInvalid');
    expect(checkChannelUrl('ftp://example.com')).toBe('validation:channel.urlInvalid');
    expect(checkChannelUrl('https://exa mple.com')).toBe('validation:channel.urlInvalid');
  });
});
