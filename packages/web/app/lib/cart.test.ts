import { describe, expect, it } from 'vitest';
import { cartItemFields, cartItemKey, isCartOrCheckoutPath, readCartItem } from './cart';
import { readCartNotice } from './cart.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('cart form fields', () => {
  it('round-trips a product and a training line through the contract fields', () => {
    const product = { kind: 'product', productId: 12 } as const;
    const training = { kind: 'training', trainingDateId: 7, locationTypeId: 2 } as const;
    expect(readCartItem(form(cartItemFields(product)))).toEqual(product);
    expect(readCartItem(form(cartItemFields(training)))).toEqual(training);
    expect(cartItemKey(training)).toBe('training-7-2');
  });

  it('refuses malformed ids and location types', () => {
    expect(readCartItem(form({ product_id: '1.5' }))).toBeNull();
    expect(readCartItem(form({ product_id: '-3' }))).toBeNull();
    // Number() would read these as 16, 1000 and 12: another product than the one posted.
    for (const id of ['0x10', '1e3', ' 12']) expect(readCartItem(form({ product_id: id }))).toBeNull();
    expect(readCartItem(form({ item_id: '7', training_location_type_id: '3' }))).toBeNull();
    expect(readCartItem(form({}))).toBeNull();
  });
});

describe('after a no-JavaScript post', () => {
  it('shows a notice only when the URL names one; the message comes from the cookie', () => {
    const request = (url: string, cookie = '') => new Request(url, { headers: { cookie } });
    expect(readCartNotice(request('http://x/termek/a'))).toBeNull();
    expect(readCartNotice(request('http://x/termek/a?cart=added&cart_item=product-1'))).toEqual({
      status: 'added',
      item: 'product-1',
      message: null,
    });
    expect(
      readCartNotice(request('http://x/a?cart=failed&cart_item=product-1', 'cart_message=Nincs%20k%C3%A9szleten')),
    ).toEqual({ status: 'failed', item: 'product-1', message: 'Nincs készleten' });
    expect(readCartNotice(request('http://x/a?cart=weird&cart_item=product-1'))).toBeNull();
  });

  it('hides the mini cart on the cart and checkout pages only', () => {
    expect(isCartOrCheckoutPath('/cart')).toBe(true);
    expect(isCartOrCheckoutPath('/checkout/step1')).toBe(true);
    expect(isCartOrCheckoutPath('/cartography')).toBe(false);
    expect(isCartOrCheckoutPath('/training/a')).toBe(false);
  });
});
