import { describe, expect, it } from 'vitest';
import { readReorderNotice, reorderNoticeCookie } from './reorder-notice.server';

/** The request the browser sends after the redirect: the cookie's name=value, the cart's URL. */
function cartRequest(setCookie: string | null, search = '?reorder=done') {
  const headers = new Headers();
  if (setCookie) headers.set('cookie', setCookie.split(';')[0] ?? '');
  return new Request(`http://vagheggi.localhost/kosar${search}`, { headers });
}

describe('reorder notice', () => {
  it('carries the message and the lines not added across the redirect', () => {
    const notice = { message: 'A kosárba tettük.', notAdded: [{ name: 'Arckrém; 50 ml', reason: 'Elfogyott.' }] };
    const cookie = reorderNoticeCookie(notice, false);
    expect(cookie).toMatch(/; Max-Age=60; HttpOnly; SameSite=Lax$/);
    expect(readReorderNotice(cartRequest(cookie))).toEqual(notice);
  });

  it('shows nothing without the URL flag, however fresh the cookie', () => {
    const cookie = reorderNoticeCookie({ message: 'x', notAdded: [] }, true);
    expect(cookie).toContain('; Secure');
    expect(readReorderNotice(cartRequest(cookie, ''))).toBeNull();
  });

  it('falls back to an empty notice when the cookie is gone or not ours', () => {
    expect(readReorderNotice(cartRequest(null))).toEqual({ message: '', notAdded: [] });
    expect(readReorderNotice(cartRequest('reorder_notice=%7Bnot-json'))).toEqual({ message: '', notAdded: [] });
    const forged = `reorder_notice=${encodeURIComponent(JSON.stringify({ message: 1, notAdded: [{ name: 2 }] }))}`;
    expect(readReorderNotice(cartRequest(forged))).toEqual({ message: '', notAdded: [] });
  });

  it('keeps the cookie small for a long order', () => {
    const notAdded = Array.from({ length: 50 }, (_, index) => ({ name: `${'n'.repeat(300)}${index}`, reason: 'r' }));
    const cookie = reorderNoticeCookie({ message: 'm'.repeat(500), notAdded }, false);
    expect(cookie.length).toBeLessThan(4000);
    expect(readReorderNotice(cartRequest(cookie))?.notAdded).toHaveLength(20);
  });
});
