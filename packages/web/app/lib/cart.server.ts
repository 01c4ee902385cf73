import { CART_MESSAGE_COOKIE, CART_NOTICE_ITEM_PARAM, CART_NOTICE_PARAM, type CartNoticeStatus } from './cart';
import { cookieValue } from './cookies';

/** Long enough to survive the redirect, short enough not to outlive the page it explains. */
const MESSAGE_MAX_AGE_S = 60;

/** What the page a no-JS cart post came back to tells the shopper (spec §2 add-to-cart popup). */
export interface CartNotice {
  status: CartNoticeStatus;
  /** The `cartItemKey` of the line the post was about. */
  item: string;
  /** The server's message of a failure. */
  message: string | null;
}

/** The `Set-Cookie` line carrying a failure message across the redirect (never in the URL). */
export function cartMessageCookie(message: string, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${MESSAGE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${CART_MESSAGE_COOKIE}=${encodeURIComponent(message)}; ${attributes}`;
}

/**
 * The notice of the request's URL (`?cart=added&cart_item=product-12`), with the message of a
 * failure. The URL decides whether there is one: an old cookie alone shows nothing.
 */
export function readCartNotice(request: Request): CartNotice | null {
  const params = new URL(request.url).searchParams;
  const status = params.get(CART_NOTICE_PARAM);
  const item = params.get(CART_NOTICE_ITEM_PARAM);
  if ((status !== 'added' && status !== 'failed') || !item) return null;
  const raw = status === 'failed' ? cookieValue(request.headers.get('cookie'), CART_MESSAGE_COOKIE) : undefined;
  let message: string | null = null;
  try {
    message = raw ? decodeURIComponent(raw) : null;
  } catch {
    message = null;
  }
  return { status, item, message };
}
