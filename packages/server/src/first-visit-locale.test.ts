import { LOCALE_COOKIE } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { firstVisitRedirect, firstVisitResponse, preferredLocale } from './first-visit-locale';

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  firstVisitRedirect(new Request(`http://vagheggi.localhost${path}`, { method, headers }));

describe('preferredLocale (Accept-Language)', () => {
  it('takes the highest q-value among hu and en; regions count as their language', () => {
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLocale('hu-HU,hu;q=0.9,en;q=0.8')).toBe('hu');
    expect(preferredLocale('de-DE,en;q=0.5,hu;q=0.7')).toBe('hu');
    expect(preferredLocale('en;q=0.2,hu;q=0.1')).toBe('en');
    expect(preferredLocale('de,fr')).toBeUndefined();
    expect(preferredLocale('en;q=0')).toBeUndefined();
    expect(preferredLocale(null)).toBeUndefined();
  });
});

describe('firstVisitRedirect', () => {
  it('sends an English-preferring first visit to the same page in English, query kept', () => {
    expect(visit('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe('/en');
    expect(visit('/kosar?x=1', { 'accept-language': 'en' })).toBe('/en/cart?x=1');
    expect(visit('/kategoria/arc', { 'accept-language': 'en' })).toBe('/en/category/arc');
  });

  it('serves the page as asked for a Hungarian, unknown or absent preference', () => {
    expect(visit('/', { 'accept-language': 'hu-HU,hu;q=0.9,en;q=0.8' })).toBeNull();
    expect(visit('/', { 'accept-language': 'de' })).toBeNull();
    expect(visit('/')).toBeNull();
  });

  it('the language chosen on the switcher decides before the browser, both ways', () => {
    expect(visit('/', { 'accept-language': 'en', cookie: `${LOCALE_COOKIE}=hu` })).toBeNull();
    expect(visit('/', { 'accept-language': 'hu', cookie: `a=b; ${LOCALE_COOKIE}=en` })).toBe('/en');
  });

  it('never redirects inside the site, English pages, writes, files, route data or the API', () => {
    const en = { 'accept-language': 'en' };
    expect(visit('/', { ...en, referer: 'http://vagheggi.localhost/en/cart' })).toBeNull();
    expect(visit('/', { ...en, referer: 'https://www.google.com/' })).toBe('/en');
    expect(visit('/en/cart', en)).toBeNull();
    expect(visit('/kosar', en, 'POST')).toBeNull();
    expect(visit('/logo.svg', en)).toBeNull();
    expect(visit('/kosar.data', en)).toBeNull();
    expect(visit('/api/v1/menus', en)).toBeNull();
  });

  it('answers a private 302 that varies on what decided it', () => {
    const response = firstVisitResponse('/en');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });
});
