import { describe, expect, it } from 'vitest';
import { normalizeRedirectPath } from './redirects.server';

describe('normalizeRedirectPath', () => {
  it('drops the query, the fragment, the trailing slash and the origin', () => {
    expect(normalizeRedirectPath('/regi-termekek/?utm=1')).toBe('/regi-termekek');
    expect(normalizeRedirectPath('/regi-termekek#top')).toBe('/regi-termekek');
    expect(normalizeRedirectPath('https://vagheggi.hu/regi-termekek/')).toBe('/regi-termekek');
    expect(normalizeRedirectPath('/')).toBe('/');
    expect(normalizeRedirectPath('')).toBe('/');
  });
});
