import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_COOKIE,
  type CheckoutState,
  checkoutCookie,
  pickFields,
  readCheckoutState,
  requireSteps,
} from './checkout-state.server';

const STATE: CheckoutState = {
  fields: { last_name: 'Kovács', first_name: 'Éva', delivery_method_id: '2' },
  step1Done: true,
  step2Done: false,
  usingMarketingCredit: true,
  usingGlobalCredit: false,
};

function requestWith(cookie: string | null, url = 'http://vagheggi.localhost/checkout/step2') {
  return new Request(url, cookie === null ? {} : { headers: { cookie } });
}

/** The `name=value` pair a browser sends back of a Set-Cookie line. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('the checkout state cookie', () => {
  it('reads back what was saved, accented names included', () => {
    const cookie = checkoutCookie(requestWith(null), STATE);
    expect(readCheckoutState(requestWith(sentBack(cookie)))).toEqual(STATE);
  });

  it('is HttpOnly, SameSite=Lax, expires, and Secure only over HTTPS', () => {
    const plain = checkoutCookie(requestWith(null), STATE);
    expect(plain).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(plain).toMatch(/Max-Age=\d+/);
    expect(plain).not.toContain('Secure');
    expect(checkoutCookie(requestWith(null, 'https://vagheggi.hu/checkout/step2'), STATE)).toMatch(/; Secure$/);
  });

  it('is cleared by saving no state', () => {
    expect(checkoutCookie(requestWith(null), null)).toMatch(new RegExp(`^${CHECKOUT_COOKIE}=; Path=/; Max-Age=0;`));
  });

  it('starts empty without a cookie, and from a cookie that is not ours', () => {
    const empty = {
      fields: {},
      step1Done: false,
      step2Done: false,
      usingMarketingCredit: false,
      usingGlobalCredit: false,
    };
    expect(readCheckoutState(requestWith(null))).toEqual(empty);
    expect(readCheckoutState(requestWith(`${CHECKOUT_COOKIE}=not-base64-json`))).toEqual(empty);
  });

  it('keeps only text fields and true flags of a tampered cookie', () => {
    const forged = {
      fields: { email: 'a@example.com', count: 3, nested: { a: 1 } },
      step1Done: 'yes',
      step2Done: true,
    };
    const value = Buffer.from(JSON.stringify(forged), 'utf8').toString('base64url');
    const state = readCheckoutState(requestWith(`${CHECKOUT_COOKIE}=${value}`));
    expect(state.fields).toEqual({ email: 'a@example.com' });
    expect(state.step1Done).toBe(false);
    expect(state.step2Done).toBe(true);
  });
});

describe('picking a step’s fields', () => {
  it('keeps the named fields trimmed and leaves out the empty and the unnamed', () => {
    const form = new FormData();
    form.set('last_name', '  Kovács ');
    form.set('first_name', '   ');
    form.set('is_admin', '1');
    expect(pickFields(form, ['last_name', 'first_name', 'email'])).toEqual({ last_name: 'Kovács' });
  });
});

describe('the order of the steps', () => {
  it('sends a shopper who skipped step 1 back to it, in their language', () => {
    const fresh = { ...STATE, step1Done: false };
    expect(redirectOf(() => requireSteps(fresh, 'hu', 1))).toBe('/checkout/step1');
    expect(redirectOf(() => requireSteps(fresh, 'en', 2))).toBe('/en/checkout/step1');
  });

  it('lets step 2 open after step 1, and sends step 3 back to step 2 until it is done', () => {
    expect(redirectOf(() => requireSteps(STATE, 'hu', 1))).toBeNull();
    expect(redirectOf(() => requireSteps(STATE, 'hu', 2))).toBe('/checkout/step2');
    expect(redirectOf(() => requireSteps({ ...STATE, step2Done: true }, 'hu', 2))).toBeNull();
  });
});
