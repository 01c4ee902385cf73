import { DEMO_USERS } from '../packages/api/src/db/demo/accounts';
import {
  ACADEMY_HOST,
  ACCEPT_ENCODING,
  ADMIN_HOST,
  call,
  type Fixture,
  fixtureOf,
  jsonOf,
  type Reply,
  SHOP_HOST,
  Visitor,
} from './http';
import { staffSession } from './staff';

/*
 * The routes of issue 8, with real URLs read from the running server's API: a product's and a
 * training's full_uri, and a guest session with two items in the cart. Anonymous requests are
 * answered by the page cache; the `-ssr` and `-db` variants send the cookie of a signed-in
 * shopper (the demo customer) with something in the cart, the visitor issue 23 is about: today a
 * cache never answers them, so they measure a full render (and the list API with its queries).
 * `cart-page`, `checkout-page` and `account-page` are pages that are personal by nature (the
 * cart, the checkout's first step with the shipping and billing addresses, the order history),
 * rendered for that shopper.
 * (A guest's XSRF cookie alone is no session since issue 17 and gets the cached page.)
 * The `admin-` routes are the back office's order list, its search and one order, on the admin
 * host with a signed-in staff session (the demo owner): they grow with `--orders`.
 */

export const ROUTE_NAMES = [
  'home',
  'category',
  'product',
  'training',
  'suggest',
  'products-api',
  'cart',
  'home-ssr',
  'category-ssr',
  'product-ssr',
  'training-ssr',
  'visitor-json',
  'products-api-db',
  'cart-page',
  'checkout-page',
  'account-page',
  'admin-orders',
  'admin-order',
  // Last: on PGlite its slow queries outlast the measurement and would delay the next route's.
  'admin-orders-search',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Pages that are one shopper's own by nature, rendered for each request (issue 23's personal budget). */
export const PERSONAL_PAGES: ReadonlySet<RouteName> = new Set(['cart-page', 'checkout-page', 'account-page']);
/**
 * `/visitor.json`: the one personal call a page from the cache makes for a signed-in shopper
 * (decision 20), so each of their page views costs a cached page and one of these. Measured
 * beside the pages; issue 23 sets it no budget of its own.
 */
export const PERSONAL_CALLS: ReadonlySet<RouteName> = new Set(['visitor-json']);

export interface Route {
  name: RouteName;
  /** Pages are compared with the same-bytes ceiling too. */
  page: boolean;
  host: string;
  path: string;
  headers: Record<string, string>;
  /** Why the route is not measured (not found, an error, a prerequisite missing); null when it is. */
  unavailable: string | null;
  /** What our server answered before the load: replayed by the same-bytes ceiling. */
  capture?: Fixture;
}

interface ListItem {
  id: number;
  full_uri: string | null;
  is_only_for_professionals?: boolean;
  /** A training's dates (the training list). */
  trainingDates?: { id: number; available_limit: number; trainingLocationType: { id: number } }[];
}

export interface Discovery {
  routes: Route[];
  /** Products a guest may buy, for the checkout bench. */
  buyableProductIds: number[];
  zipcodeId: number | null;
  streetTypeId: number | null;
}

async function listOf(port: number, host: string, path: string): Promise<ListItem[]> {
  const reply = await call({ port, host, path });
  return reply.status === 200 ? jsonOf<{ data: ListItem[] }>(reply).data : [];
}

/** A guest with two lines in the shop cart; null (with the reason) when the cart API refuses. */
async function cartVisitor(port: number, productIds: number[]): Promise<Visitor | string> {
  const visitor = new Visitor(port, SHOP_HOST);
  try {
    await visitor.startSession();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return (await fillShopCart(productIds)(visitor)) ?? visitor;
}

/**
 * The demo customer signed in on `host`, with something in that site's cart (`fill`): the
 * shopper whose pages issue 23 wants from the cache. A string says why there is none.
 */
async function shopperVisitor(
  port: number,
  host: string,
  fill: (visitor: Visitor) => Promise<string | null>,
): Promise<Visitor | string> {
  const [customer] = DEMO_USERS;
  if (!customer) return 'no demo customer';
  const visitor = new Visitor(port, host);
  try {
    await visitor.startSession();
    const login = await visitor.send('/auth/login', {
      method: 'POST',
      json: { email: customer.email, password: customer.password },
    });
    if (login.status !== 200) return `login answered ${login.status}`;
    const refusal = await fill(visitor);
    return refusal ?? visitor;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Two shop products in the cart; null when they went in. */
const fillShopCart = (productIds: number[]) => async (visitor: Visitor) => {
  let lines = 0;
  for (const id of productIds) {
    const reply = await visitor.send('/api/v1/user-cart/add', { method: 'POST', json: { product_id: id } });
    if (reply.status === 200 && ++lines === 2) return null;
  }
  return 'no two products went into the cart';
};

/** A seat of the first training date with a free place in the academy cart; null when it went in. */
const fillAcademyCart = (dates: { id: number; typeId: number }[]) => async (visitor: Visitor) => {
  for (const date of dates) {
    const reply = await visitor.send('/api/v1/academy-cart/add', {
      method: 'POST',
      json: { item_id: date.id, training_location_type_id: date.typeId, count: 1 },
    });
    if (reply.status === 200) return null;
  }
  return 'no training date went into the cart';
};

const ADMIN_ORDERS = '/api/admin/v1/orders';

/** The staff cookie, the newest order's id and a part of its buyer's name (the search's term). */
async function adminTargets(port: number, wanted: (name: RouteName) => boolean) {
  if (!['admin-orders', 'admin-orders-search', 'admin-order'].some((name) => wanted(name as RouteName))) {
    return { session: 'not measured', order: null, term: null };
  }
  const staff = await staffSession(port);
  if (typeof staff === 'string') return { session: staff, order: null, term: null };
  const reply = await staff.send(ADMIN_ORDERS);
  const [newest] = reply.status === 200 ? jsonOf<{ data: { id: number; name: string }[] }>(reply).data : [];
  // The first five letters of the surname: a part of a name, as staff type it.
  const term = newest?.name.split(' ')[0]?.slice(0, 5).toLowerCase() || null;
  return { session: { cookie: staff.cookieHeader }, order: newest?.id ?? null, term };
}

export async function discoverRoutes(port: number, only: Set<string> | null): Promise<Discovery> {
  const products = await listOf(port, SHOP_HOST, '/api/v1/products?locale_id=1&per_page=9');
  const trainings = await listOf(port, ACADEMY_HOST, '/api/v1/trainings?locale_id=1&per_page=9');
  const [training] = trainings;
  const openDates = trainings.flatMap((item) =>
    (item.trainingDates ?? [])
      .filter((date) => date.available_limit > 0)
      .map((date) => ({ id: date.id, typeId: date.trainingLocationType.id })),
  );
  const buyable = products.filter((product) => !product.is_only_for_professionals).map((product) => product.id);
  const product = products.find((item) => item.full_uri);
  const cart = await cartVisitor(port, buyable);
  const [zipcode] = await listOf(port, SHOP_HOST, '/api/v1/zipcodes');
  const [streetType] = await listOf(port, SHOP_HOST, '/api/v1/street-types?locale_id=1');
  const [shopShopper, academyShopper] = await Promise.all([
    shopperVisitor(port, SHOP_HOST, fillShopCart(buyable)),
    shopperVisitor(port, ACADEMY_HOST, fillAcademyCart(openDates)),
  ]);
  const productPath = product ? `/termek/${product.full_uri}` : null;
  const trainingPath = training?.full_uri ? `/kepzes/${training.full_uri}` : null;
  const admin = await adminTargets(port, (name) => !only || only.has(name));

  const route = (
    name: RouteName,
    host: string,
    path: string | null,
    missing: string,
    headers: Record<string, string> = {},
  ): Route => ({
    name,
    page: !path?.startsWith('/api/'),
    host,
    path: path ?? '',
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
    unavailable: path === null ? missing : null,
  });
  const shopperRoute = (
    name: RouteName,
    host: string,
    path: string | null,
    missing: string,
    shopper: Visitor | string,
  ) =>
    typeof shopper === 'string'
      ? route(name, host, null, shopper)
      : route(name, host, path, missing, { cookie: shopper.cookieHeader });
  const adminRoute = (name: RouteName, path: string | null, missing: string) =>
    typeof admin.session === 'string'
      ? route(name, ADMIN_HOST, null, admin.session)
      : route(name, ADMIN_HOST, path, missing, admin.session);
  const routes = [
    route('home', SHOP_HOST, '/', ''),
    route('category', SHOP_HOST, '/kategoria', ''),
    route('product', SHOP_HOST, productPath, 'no product in the API'),
    route('training', ACADEMY_HOST, trainingPath, 'no training in the API'),
    route('suggest', SHOP_HOST, '/api/v1/global-search/suggest/1/1?keyword=krem', ''),
    route('products-api', SHOP_HOST, '/api/v1/products?locale_id=1&per_page=9', ''),
    typeof cart === 'string'
      ? route('cart', SHOP_HOST, null, cart)
      : route('cart', SHOP_HOST, '/api/v1/user-cart?locale_id=1', '', { cookie: cart.cookieHeader }),
    shopperRoute('home-ssr', SHOP_HOST, '/', '', shopShopper),
    shopperRoute('category-ssr', SHOP_HOST, '/kategoria', '', shopShopper),
    shopperRoute('product-ssr', SHOP_HOST, productPath, 'no product in the API', shopShopper),
    shopperRoute('training-ssr', ACADEMY_HOST, trainingPath, 'no training in the API', academyShopper),
    shopperRoute('visitor-json', SHOP_HOST, '/visitor.json', '', shopShopper),
    shopperRoute('products-api-db', SHOP_HOST, '/api/v1/products?locale_id=1&per_page=9', '', shopShopper),
    shopperRoute('cart-page', SHOP_HOST, '/kosar', '', shopShopper),
    shopperRoute('checkout-page', SHOP_HOST, '/checkout/step1', '', shopShopper),
    shopperRoute('account-page', SHOP_HOST, '/account/order-history', '', shopShopper),
    adminRoute('admin-orders', ADMIN_ORDERS, ''),
    adminRoute('admin-order', admin.order ? `${ADMIN_ORDERS}/${admin.order}` : null, 'no order in the list'),
    adminRoute(
      'admin-orders-search',
      admin.term && `${ADMIN_ORDERS}?q=${encodeURIComponent(admin.term)}`,
      'no order to take a name from',
    ),
  ].filter((candidate) => !only || only.has(candidate.name));
  for (const candidate of routes) await capture(port, candidate);
  return {
    routes,
    buyableProductIds: buyable,
    zipcodeId: zipcode?.id ?? null,
    streetTypeId: streetType?.id ?? null,
  };
}

/** One request before the load: a route that does not answer 200 is reported, not measured. */
async function capture(port: number, route: Route) {
  if (route.unavailable) return;
  let reply: Reply;
  try {
    reply = await call({ port, host: route.host, path: route.path, headers: route.headers });
  } catch (error) {
    route.unavailable = error instanceof Error ? error.message : String(error);
    return;
  }
  if (reply.status !== 200) {
    route.unavailable = `answers ${reply.status}`;
    return;
  }
  route.capture = fixtureOf(route.host, route.path, reply);
}
