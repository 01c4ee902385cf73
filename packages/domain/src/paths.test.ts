import { describe, expect, it } from 'vitest';
import { localizePath, parsePath, switchLocalePath } from './paths';

describe('localized paths', () => {
  it('translates the first segment to its Hungarian alias and back', () => {
    expect(localizePath('/cart', 'hu')).toBe('/kosar');
    expect(localizePath('/training-calendar', 'hu')).toBe('/kepzesi-naptar');
    expect(localizePath('/product/face/cream', 'hu')).toBe('/termek/face/cream');
    expect(parsePath('/termek/face/cream')).toEqual({ locale: 'hu', canonical: '/product/face/cream', valid: true });
  });

  it('prefixes English paths with /en and keeps English names', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/cart', 'en')).toBe('/en/cart');
    expect(parsePath('/en')).toEqual({ locale: 'en', canonical: '/', valid: true });
    expect(parsePath('/en/about-us')).toEqual({ locale: 'en', canonical: '/about-us', valid: true });
  });

  it('keeps non-aliased paths the same in both languages', () => {
    expect(localizePath('/account/order-history', 'hu')).toBe('/account/order-history');
    expect(switchLocalePath('/account/order-history', 'en')).toBe('/en/account/order-history');
  });

  it('flags a segment used in the wrong language', () => {
    expect(parsePath('/cart').valid).toBe(false);
    expect(parsePath('/en/kosar').valid).toBe(false);
    expect(parsePath('/english').locale).toBe('hu');
  });

  it('switches language to the same page', () => {
    expect(switchLocalePath('/kosar', 'en')).toBe('/en/cart');
    expect(switchLocalePath('/en/cart', 'hu')).toBe('/kosar');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'hu')).toBe('/');
  });
});
