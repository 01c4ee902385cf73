import { describe, expect, it } from 'vitest';
import { catalogues } from './index';

describe('message catalogues', () => {
  it('have identical keys in Hungarian and English', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.hu).sort());
  });

  it('have no empty message', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('');
    }
  });
});
