import { type HostId, SESSION_COOKIE, type SiteKey } from '@vag/domain';
import { CART_MESSAGE_COOKIE, CART_NOTICE_PARAM } from './lib/cart';

/**
 * Cookies that make a page one visitor's own: a request carrying one is always rendered for it,
 * never answered from the server's page cache (the checkout pages, which read their own cookie,
 * are never shared at all: entry.server.tsx).
 */
export const PERSONAL_COOKIES: readonly string[] = [SESSION_COOKIE, CART_MESSAGE_COOKIE];

/**
 * Cookies whose page is rendered for its visitor even where the page is shared: the message of a
 * no-JavaScript add to cart that failed. A session alone does not make a shared page personal
 * (DESIGN §2 "Shared pages, personal islands"): its visitor's parts arrive after the page.
 */
export const OWN_PAGE_COOKIES: readonly string[] = [CART_MESSAGE_COOKIE];

/**
 * The query parameter of the one-time links that mails carry (e-mail verification, password
 * reset, newsletter confirmation and unsubscribe). A page URL with one is its holder's alone: the
 * server's page cache renders it once, for that visitor, and never tries it as a shared page
 * (issue 18: a shared render that the visitor never saw must not spend or read the link first).
 */
export const ONE_TIME_LINK_PARAM = 'token';

/**
 * Query parameters whose page is its visitor's alone: a mailed one-time link, and the notice of a
 * no-JavaScript add to cart (its popup shows the line from the visitor's own cart).
 */
export const OWN_PAGE_PARAMS: readonly string[] = [ONE_TIME_LINK_PARAM, CART_NOTICE_PARAM];

/** A transport that answers an API request: in-process on our server, `fetch` elsewhere. */
export type ApiTransport = (request: Request) => Promise<Response>;

/** What the server hands every loader and action (DESIGN §2: the web never imports the api). */
// A type alias, not an interface: it must fit React Router's index-signature AppLoadContext.
export type StorefrontContext = {
  site: { hostId: HostId; key: SiteKey };
  requestId: string;
  /** The shopper's address, forwarded to the API for rate limits. */
  clientIp: string;
  /** The CSP nonce of this response's inline scripts. */
  nonce?: string;
  apiTransport: ApiTransport;
  /** The API origin the browser talks to; the page's own origin when unset. */
  publicApiBaseUrl?: string;
  /** The reCAPTCHA v3 site key the browser uses; unset while the API runs its test verifier. */
  captchaSiteKey?: string;
  /**
   * The pixels this host may load after consent (spec §4: only on the production hosts);
   * unset elsewhere, so development and test pages never call out.
   */
  tracking?: TrackingIds;
};

export interface TrackingIds {
  /** Google Analytics 4 (consent level 2, statistics). */
  gaMeasurementId?: string;
  /** Google Ads conversions (consent level 3, marketing). */
  googleAdsId?: string;
  /** Barion Pixel (consent level 3, marketing). */
  barionPixelId?: string;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
