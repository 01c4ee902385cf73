import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('redirect_to after login', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirectPath('/account/address?x=1')).toBe('/account/address?x=1');
    expect(safeRedirectPath('/en/cart')).toBe('/en/cart');
  });

  it('refuses other sites and odd values', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'account', '', null, '/a\nb']) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });
});
