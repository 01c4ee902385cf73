import { describe, expect, it } from 'vitest';
import { redirectPathOr, safeRedirectPath } from './redirect-path';

describe('redirect targets sent by the visitor', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirectPath('/account/address?x=1')).toBe('/account/address?x=1');
    expect(safeRedirectPath('/en/cart')).toBe('/en/cart');
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/kereses?q=kr%C3%A9m#top')).toBe('/kereses?q=kr%C3%A9m#top');
  });

  it('refuses other sites, backslashes, control characters and odd values', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/a\\b',
      'javascript:alert(1)',
      'account',
      '',
      null,
      undefined,
      42,
      '/a\nb',
      '/a\r\nSet-Cookie: x=1',
      '/\t/evil.example',
      '/a\u0000b',
      '/a\u007fb',
      '/\ud800',
    ]) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('percent-encodes what a Location header cannot hold (non-Latin-1, spaces) and nothing else', () => {
    expect(safeRedirectPath('/kereses?q=krém arc')).toBe('/kereses?q=kr%C3%A9m%20arc');
    expect(safeRedirectPath('/fiók/ő')).toBe('/fi%C3%B3k/%C5%91');
    expect(safeRedirectPath('/emoji/💄')).toBe('/emoji/%F0%9F%92%84');
    const target = safeRedirectPath('/termék?név=Ő') ?? '';
    expect(() => new Headers({ location: target })).not.toThrow();
  });

  it('falls back to our own path', () => {
    expect(redirectPathOr('//evil.example', '/en')).toBe('/en');
    expect(redirectPathOr('/en/cart', '/en')).toBe('/en/cart');
  });
});
