import { createRoute } from '@hono/zod-openapi';
import {
  academyCartChangeSchema,
  academyCartSchema,
  cartHoldAgainSchema,
  cartQuerySchema,
  errorBodySchema,
  HostId,
  type ShopCart,
  shopCartChangeSchema,
  shopCartSchema,
} from '@vag/domain';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { sessionsOf } from '../../lib/session';
import { onlyOn } from '../../lib/site-guard';
import { guestCodeTermsOf } from '../referrals/referrals.service';
import { cartStampCompanion, shopCartAnswer, stampReadAlong } from './cart.answers';
import { answer, CART_PATHS, cartDone, shopperOf, visitorOf } from './cart.http';
import {
  addProduct,
  addTrainingDate,
  DEFAULT_SEAT_HOLD_MINUTES,
  extendCartHolds,
  findCart,
  holdAgain,
  reduceLine,
} from './cart.service';
import { academyCartView, type CartViewInput, shopCartView } from './cart.view';

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

const academyReduceSchema = academyCartChangeSchema.partial({ training_location_type_id: true });

function siteRoutes(path: string, hostId: HostId) {
  const site = onlyOn(hostId);
  const isShop = hostId === HostId.shop;
  const changeSchema = isShop ? shopCartChangeSchema : academyCartChangeSchema;
  const reduceSchema = isShop ? shopCartChangeSchema : academyReduceSchema;
  const tags = ['Cart'];
  const view = createRoute({
    method: 'get',
    path,
    tags,
    summary: isShop
      ? 'The shop cart priced on the server: items, coupons, fees, subtractions, gifts, totals'
      : 'The academy cart priced on the server (delivery method 5 by default)',
    middleware: [site] as const,
    request: { query: cartQuerySchema.extend({ locale_id: localeIdParam }) },
    responses: {
      200: {
        description: 'The cart',
        content: { 'application/json': { schema: isShop ? shopCartSchema : academyCartSchema } },
      },
      ...pick(404, 422),
    },
  });
  const change = (action: 'add' | 'remove' | 'decrease') =>
    createRoute({
      method: 'post',
      path: `${path}/${action}`,
      tags,
      summary: {
        add: isShop
          ? 'Adds `count` (default 1) of a product; professionals-only products need role 2 or 3 (403)'
          : 'Adds `count` places on a training date of the given location type; classroom dates up to their free places',
        remove: 'Removes the line',
        decrease: 'Takes `count` (default 1) off the line; at zero the line goes',
      }[action],
      middleware: [site, limitBody(FORM_BODY_LIMIT)] as const,
      request: { body: jsonOrForm(action === 'add' ? changeSchema : reduceSchema) },
      responses: { 200: cartDone, 403: error('Not for this role'), ...pick(404, 419, 422) },
    });
  const holdAgain = createRoute({
    method: 'post',
    path: `${path}/hold`,
    tags,
    summary:
      'Holds the seats of a classroom line again after its hold ran out, for ACADEMY_SEAT_HOLD_MINUTES; 422 when they are taken',
    middleware: [site, limitBody(FORM_BODY_LIMIT)] as const,
    request: { body: jsonOrForm(cartHoldAgainSchema) },
    responses: { 200: cartDone, ...pick(404, 419, 422) },
  });
  return { view, change, holdAgain };
}

export function cartRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const guestCodes = guestCodeTermsOf(options);
  const holdMinutes = options.academySeatHoldMinutes ?? DEFAULT_SEAT_HOLD_MINUTES;
  const answers = options.cartAnswers;
  const router = createRouter();
  for (const [path, hostId] of CART_PATHS) {
    const routes = siteRoutes(path, hostId);
    const isShop = hostId === HostId.shop;
    if (isShop && answers) sessions.readAlong(cartStampCompanion(path, answers));
    router.openapi(routes.view, async (c) => {
      const query = c.req.valid('query');
      const input: CartViewInput = {
        who: visitorOf(c),
        user: c.var.user,
        locale: c.var.locale,
        deliveryMethodId: query.delivery_method_id,
        paymentMethodId: query.payment_method_id,
        usingMarketingCredit: query.using_marketing_credit,
        usingGlobalCredit: query.using_global_credit,
        guestCodes,
      };
      c.header('Cache-Control', 'private, no-store');
      if (!isShop && query.checkout) {
        // Checkout has started: the seats stay held a while longer, once.
        const cart = await findCart(db, input.who);
        if (cart) await extendCartHolds(db, cart.id, holdMinutes);
      }
      if (isShop && answers) {
        // The same JSON as `c.json` gives, kept as bytes (`cart.answers.ts`), typed as the cart it is.
        const json = await shopCartAnswer(db, answers, input, stampReadAlong(c));
        return c.body(json as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/json',
        }) as unknown as ReturnType<typeof c.json<ShopCart, 200>>;
      }
      const body = isShop ? await shopCartView(db, input) : await academyCartView(db, input);
      return c.json(body, 200);
    });
    router.openapi(routes.change('add'), (c) =>
      answer(c, 'cart_item_added', async () => {
        // A guest's cart hangs on a stored session: the first thing added is what creates it.
        if (!c.var.user) await sessions.persist(c);
        if (isShop) {
          const body = bodyOf(c, shopCartChangeSchema);
          await addProduct(db, shopperOf(c), body.product_id, body.count);
        } else {
          const body = bodyOf(c, academyCartChangeSchema);
          await addTrainingDate(
            db,
            shopperOf(c),
            { trainingDateId: body.item_id, locationTypeId: body.training_location_type_id, count: body.count },
            holdMinutes,
          );
        }
      }),
    );
    if (!isShop) {
      router.openapi(routes.holdAgain, (c) =>
        answer(c, 'cart_seats_held', () =>
          holdAgain(db, shopperOf(c), bodyOf(c, cartHoldAgainSchema).item_id, holdMinutes),
        ),
      );
    }
    for (const action of ['remove', 'decrease'] as const) {
      router.openapi(routes.change(action), (c) =>
        answer(c, action === 'remove' ? 'cart_item_removed' : 'cart_item_decreased', async () => {
          const body = isShop ? bodyOf(c, shopCartChangeSchema) : bodyOf(c, academyReduceSchema);
          const ref = 'product_id' in body ? { productId: body.product_id } : { trainingDateId: body.item_id };
          await reduceLine(db, visitorOf(c), ref, action === 'remove' ? 'all' : body.count);
        }),
      );
    }
  }
  return router;
}
