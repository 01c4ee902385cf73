import { describe, expect, it } from 'vitest';
import { couponLabel } from './CouponBox';

describe('couponLabel', () => {
  it('names a coupon once: the code when the name only repeats it', () => {
    expect(couponLabel({ code: 'TAVASZ10', name: 'Kupon: TAVASZ10' })).toBe('TAVASZ10');
    expect(couponLabel({ code: 'NYAR', name: 'Nyári akció' })).toBe('NYAR — Nyári akció');
  });
});
