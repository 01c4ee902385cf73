import { SESSION_COOKIE } from '@vag/domain';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { checkoutCookie } from './checkout-state.server';
import { currentUser, visitorCart } from './visitor.server';

const USER = { id: 7, email: 'anna@example.com', first_name: 'Anna' };
const CART = { data: { items: [] }, meta: { item_count: 0 } };

/** A render's context whose API counts the calls it gets, by path and query. */
function countingContext(site: 'shop' | 'academy' = 'shop') {
  const calls: string[] = [];
  const context: AppLoadContext = {
    site: { hostId: site === 'shop' ? 1 : 2, key: site },
    requestId: 'test',
    clientIp: '127.0.0.1',
    apiTransport: async (request) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      return Response.json(url.pathname === '/api/v1/user' ? { data: USER } : CART);
    },
  };
  return { context, calls };
}

function page(method = 'GET', cookie = `${SESSION_COOKIE}=s1`) {
  return new Request('http://vagheggi.localhost/cart', {
    method,
    headers: { cookie },
    ...(method === 'POST' ? { body: new FormData() } : {}),
  });
}

describe('the visitor of one render', () => {
  it('is read once however many loaders ask (the root and the page run side by side)', async () => {
    const { context, calls } = countingContext();
    const request = page();
    const [rootUser, pageUser, rootCart, pageCart] = await Promise.all([
      currentUser(request, context),
      currentUser(request, context),
      visitorCart(request, context, 'hu'),
      visitorCart(request, context, 'hu'),
    ]);
    expect(rootUser).toEqual(USER);
    expect(pageUser).toBe(rootUser);
    expect(pageCart).toBe(rootCart);
    expect(calls).toEqual(['/api/v1/user', '/api/v1/user-cart?locale_id=1&delivery_method_id=2']);
  });

  it('is read again by the next request: nothing outlives its render', async () => {
    const first = countingContext();
    const second = countingContext();
    await currentUser(page(), first.context);
    await currentUser(page(), second.context);
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });

  it('is read afresh by every action, so the loaders after it see what it changed', async () => {
    const { context, calls } = countingContext();
    await currentUser(page('POST'), context);
    await currentUser(page('POST'), context);
    await currentUser(page(), context);
    expect(calls).toEqual(['/api/v1/user', '/api/v1/user', '/api/v1/user']);
  });

  it('costs no call for a guest without a session', async () => {
    const { context, calls } = countingContext();
    const guest = page('GET', 'consent=1');
    expect(await currentUser(guest, context)).toBeNull();
    expect(await visitorCart(guest, context, 'hu')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('prices the cart with the checkout’s choices, which the header and the checkout share', async () => {
    const { context, calls } = countingContext();
    const fields = { delivery_method_id: '2', payment_method_id: '3' };
    const state = { fields, step1Done: true, step2Done: true, usingMarketingCredit: false, usingGlobalCredit: false };
    const saved = checkoutCookie(page(), state).split(';')[0];
    const cookie = `${SESSION_COOKIE}=s1; ${saved}`;
    await visitorCart(page('GET', cookie), context, 'en');
    const query = new URLSearchParams(calls[0]?.split('?')[1]);
    expect(query.get('delivery_method_id')).toBe('2');
    expect(query.get('payment_method_id')).toBe('3');
    expect(query.get('locale_id')).toBe('2');
  });

  it('prices the academy cart with its one delivery method', async () => {
    const { context, calls } = countingContext('academy');
    await visitorCart(page(), context, 'hu');
    expect(calls[0]).toContain('/api/v1/academy-cart?');
    expect(new URLSearchParams(calls[0]?.split('?')[1]).get('delivery_method_id')).toBe('5');
  });
});
