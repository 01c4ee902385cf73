import { localizePath, parsePath } from '@vag/domain';
import { data, redirect } from 'react-router';
import {
  addCartItem,
  type CartChangeBody,
  decreaseCartItem,
  holdCartItemAgain,
  removeCartItem,
} from '../../api-client/cart';
import { serverSubmit } from '../../api-client/submit.server';
import {
  CART_NOTICE_ITEM_PARAM,
  CART_NOTICE_PARAM,
  type CartIntent,
  cartItemFields,
  cartItemKey,
  isCartIntent,
  readCartItem,
} from '../../lib/cart';
import { cartMessageCookie } from '../../lib/cart.server';
import { readForm } from '../../lib/form-data.server';
import { redirectPathOr } from '../../lib/redirect-path';
import type { Route } from './+types/cart-items';

/** What a fetcher gets back from a cart change (spec §4: the popup or the error toast reads it). */
export interface CartChangeResult {
  ok: boolean;
  intent: CartIntent;
  message: string;
  code: string | null;
}

const CART_CHANGES: Record<CartIntent, typeof addCartItem> = {
  add: addCartItem,
  remove: removeCartItem,
  decrease: decreaseCartItem,
  hold: holdCartItemAgain,
};

/** Nothing to show at this address: a GET (a bookmarked post, a crawler) goes to the cart. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/cart', parsePath(new URL(request.url).pathname).locale));
}

/**
 * Every cart change of the storefront (add, remove, decrease) for the site's own cart. Only the
 * contract's fields go on to the API (spec §7), so a forged price or extra field never reaches it.
 * With JavaScript a fetcher posts `_enhanced` and gets the result; without, the shopper is sent
 * back to the page with the result in the URL and a failure's message in a short-lived cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  const item = readCartItem(form);
  if (!isCartIntent(intent) || !item) throw data({ message: 'Bad request' }, { status: 400 });

  const token = form.get('_token');
  const count = form.get('count');
  const body: CartChangeBody = {
    ...cartItemFields(item),
    _token: typeof token === 'string' ? token : undefined,
    count: intent === 'add' && typeof count === 'string' && count !== '' ? count : undefined,
  };
  const result = await CART_CHANGES[intent](serverSubmit(request, context), context.site.key, body);
  const message = result.body.message ?? '';
  if (form.get('_enhanced') === '1') {
    const answer: CartChangeResult = { ok: result.ok, intent, message, code: result.body.code ?? null };
    return data(answer, { headers: result.headers });
  }

  const url = new URL(request.url);
  const home = localizePath('/', parsePath(url.pathname).locale);
  const target = new URL(redirectPathOr(form.get('return_to'), home), url.origin);
  target.searchParams.delete(CART_NOTICE_PARAM);
  target.searchParams.delete(CART_NOTICE_ITEM_PARAM);
  const headers = new Headers(result.headers);
  if (intent === 'add') {
    target.searchParams.set(CART_NOTICE_PARAM, result.ok ? 'added' : 'failed');
    target.searchParams.set(CART_NOTICE_ITEM_PARAM, cartItemKey(item));
    if (!result.ok && message) headers.append('set-cookie', cartMessageCookie(message, url.protocol === 'https:'));
  }
  return redirect(`${target.pathname}${target.search}`, { headers });
}
