import {
  type Locale,
  mayBuyProfessionalProducts,
  SESSION_COOKIE,
  type SiteKey,
  type User,
  XSRF_COOKIE,
} from '@vag/domain';
import type { AppLoadContext } from 'react-router';
import { getWishlist } from '../api-client/account';
import type { SiteCart } from '../api-client/cart';
import { type CartPricing, getPricedCart } from '../api-client/checkout';
import { getCurrentUser } from '../api-client/endpoints';
import { serverApi } from '../api-client/server';
import { toMiniCart } from './cart-mini';
import { cartPricing, type PricingChoices } from './cart-pricing';
import { type CheckoutState, readCheckoutState } from './checkout-state.server';
import { cookieValue } from './cookies';
import type { VisitorData } from './visitor';

/**
 * What one render knows of its visitor, asked once: the root loader (header, mini cart, balance
 * strip) and the page's own loader (cart, checkout step, account screen) run side by side and
 * ask the same two questions. The answers are shared through the render's load context, which
 * the server makes for each request.
 *
 * Only loaders share: an action reads afresh, and the loaders that follow it in the same request
 * (React Router runs them as a new GET) see what it changed.
 */
const answers = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

function once<T>(request: Request, context: AppLoadContext, key: string, read: () => Promise<T>): Promise<T> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return read();
  let shared = answers.get(context);
  if (!shared) {
    shared = new Map();
    answers.set(context, shared);
  }
  const known = shared.get(key) as Promise<T> | undefined;
  if (known) return known;
  const asked = read();
  shared.set(key, asked);
  return asked;
}

/** Only a visitor with a session can be signed in or have a cart: a guest costs no API call. */
function hasSession(request: Request): boolean {
  return cookieValue(request.headers.get('cookie'), SESSION_COOKIE) !== undefined;
}

/** The signed-in user, or null for a guest. */
export function currentUser(request: Request, context: AppLoadContext): Promise<User | null> {
  if (!hasSession(request)) return Promise.resolve(null);
  return once(request, context, 'user', () => getCurrentUser(serverApi(request, context)));
}

/**
 * How every page prices the visitor's cart: with the checkout's choices so far (see cartPricing)
 * and the cart page's balance credits. The header's mini cart shows only lines and their sum,
 * which no choice changes, so it can share the cart and checkout pages' answer.
 */
export function statePricing(site: SiteKey, state: CheckoutState): CartPricing {
  return cartPricing(site, stateChoices(state));
}

/** The choices the checkout's state holds. */
export function stateChoices(state: CheckoutState): PricingChoices {
  return {
    deliveryMethodId: Number(state.fields.delivery_method_id) || null,
    paymentMethodId: Number(state.fields.payment_method_id) || null,
    usingMarketingCredit: state.usingMarketingCredit,
    usingGlobalCredit: state.usingGlobalCredit,
  };
}

/**
 * The visitor's cart on this site priced as above, or null when they have none. An action passes
 * the state it is about to save; loaders price with the request's.
 */
export function visitorCart(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  state: CheckoutState = readCheckoutState(request),
  atCheckout = false,
): Promise<SiteCart | null> {
  if (!hasSession(request)) return Promise.resolve(null);
  const pricing = { ...statePricing(context.site.key, state), ...(atCheckout ? { atCheckout } : {}) };
  return once(request, context, `cart:${locale}:${JSON.stringify(pricing)}`, () =>
    getPricedCart(serverApi(request, context), context.site.key, locale, pricing),
  );
}

/**
 * The visitor's parts of a page (lib/visitor.tsx): for the root loader of a page rendered for its
 * visitor, and for `/visitor.json`, which a page from the shared cache asks. Null without a
 * session: a guest has nothing of their own to show but the CSRF token the browser holds.
 */
export async function visitorData(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  withWishlist = false,
): Promise<VisitorData | null> {
  if (!hasSession(request)) return null;
  const [user, cart] = await Promise.all([
    currentUser(request, context),
    // The header's count and mini cart. Never fails the page.
    visitorCart(request, context, locale).catch(() => null),
  ]);
  const wishlist =
    withWishlist && user
      ? await getWishlist(serverApi(request, context), locale)
          .then(({ data }) => data.products.map((product) => product.id))
          .catch(() => null)
      : null;
  return {
    // What the layout shows of the user; the rest of the profile stays on the server.
    user: user && {
      firstName: user.first_name,
      balance: user.balance,
      wantsNewsletter: user.credential.wants_newsletter,
      mayBuyProfessionalProducts: mayBuyProfessionalProducts(user.credential.roles.map((role) => role.id)),
    },
    cart: cart && toMiniCart(cart),
    csrfToken: decodeURIComponent(cookieValue(request.headers.get('cookie'), XSRF_COOKIE) ?? ''),
    wishlist,
  };
}
