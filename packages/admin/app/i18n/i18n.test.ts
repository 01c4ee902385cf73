import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hu } from './hu';
import { translator } from './index';

describe('back-office catalogues', () => {
  it('have the same keys in Hungarian and English, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hu).sort());
    for (const text of [...Object.values(hu), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('fill placeholders', () => {
    expect(translator('hu')('dashboardWelcome', { name: 'Kati' })).toBe('Üdvözöljük, Kati!');
    expect(translator('en')('pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });
});
