import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hu } from './hu';
import { translator } from './index';

describe('message catalogues', () => {
  it('have identical keys in Hungarian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hu).sort());
  });

  it('have no empty message', () => {
    for (const catalogue of [hu, en]) {
      for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('');
    }
  });
});

describe('translator', () => {
  it('answers a language once its layout route has loaded, and only that one', async () => {
    const t = translator('en');
    expect(t('header.cart')).toBe('header.cart');
    await import('./locale-en');
    expect(t('header.cart')).toBe(en['header.cart']);
    expect(translator('hu')('header.cart')).toBe('header.cart');
    await import('./locale-hu');
    expect(translator('hu')('header.cart')).toBe(hu['header.cart']);
  });
});
