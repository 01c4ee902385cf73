/** Business constants of spec §9, named once. */
export const HTTP_RETRIES = 3;
export const TOAST_DURATION_MS = 2000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REFRESH_TOKEN_MAX_AGE_S = 2_592_000;
export const AUTH_COOKIE_MAX_AGE_S = 86_400;
export const CONSENT_COOKIE_MAX_AGE_S = 30 * 86_400;

export const PRODUCT_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE = 10;
export const HIGHLIGHTED_BLOG_PAGE_SIZE = 3;
export const SEARCH_PAGE_SIZE = 20;
export const SHORT_LIST_SIZE = 5;
export const PROMOTED_LIST_SIZE = 10;
export const ALL_TRAININGS_PAGE_SIZE = 100;

export const PRODUCT_LIST_DEBOUNCE_MS = 100;
export const SEARCH_DEBOUNCE_MS = 500;
export const ORDER_POLL_INTERVAL_MS = 3000;
export const DATE_PRESELECT_DELAY_MS = 10;
export const MINI_CART_DELAY_MS = 200;

export const SUGGESTIONS_DESKTOP = 5;
export const SUGGESTIONS_MOBILE = 2;
export const DEFAULT_ACADEMY_DELIVERY_METHOD_ID = 5;
/** Places one waiting-list entry may wait for (issue 24): an offer is for all of them or none. */
export const WAITING_LIST_MAX_SEATS = 10;

export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1920, 2560] as const;
/** Spec §8: an image URL is used only when it is longer than this. */
export const MIN_IMAGE_URL_LENGTH = 10;

/** The largest `per_page` a list accepts (the all-trainings list asks for 100). */
export const MAX_PAGE_SIZE = 100;
/** No list has more pages than this: a larger `page` is no page (404), not a query to run. */
export const MAX_PAGE = 10_000;
/** EU Omnibus rule: a promotion shows the lowest price of this many days before it started. */
export const PRICE_HISTORY_LOOKBACK_DAYS = 30;

/** Cookie consent (spec §3-4): level 1 necessary (always on), 2 analytics, 3 marketing. */
export const CONSENT_COOKIES = ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'] as const;
