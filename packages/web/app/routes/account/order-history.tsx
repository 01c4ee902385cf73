import { localizePath } from '@vag/domain';
import { data, redirect } from 'react-router';
import {
  getAcademySubscription,
  getOrder,
  listAcademySubscriptions,
  listOrders,
  reorder,
} from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { EnrolmentDetail } from '../../components/account/orders/EnrolmentDetail';
import { OrderDetail } from '../../components/account/orders/OrderDetail';
import { PurchaseList } from '../../components/account/orders/PurchaseList';
import { pageParam } from '../../components/Pagination';
import { localeOf, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm, withoutFields } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import { REORDER_PARAM, reorderNoticeCookie } from '../commerce/reorder-notice.server';
import type { Route } from './+types/order-history';
import { accountMeta } from './account-meta';
import { notFound, parseId, repay } from './orders.server';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.orderHistory');

/** `order-history/{slug?}` (spec §2): the shop's orders, the academy's enrolments; an id opens one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const api = serverApi(request, context);
  const locale = localeOf(request);
  const site = context.site.key;
  if (params.id !== undefined) {
    const id = parseId(params.id);
    return site === 'shop'
      ? { view: 'order' as const, order: (await getOrder(api, id, locale).catch(notFound)).data }
      : {
          view: 'enrolment' as const,
          subscription: (await getAcademySubscription(api, id, locale).catch(notFound)).data,
        };
  }
  const page = pageParam(new URL(request.url).searchParams.get('page')) ?? 1;
  if (site === 'shop') {
    const { data: orders, meta } = await listOrders(api, locale, page);
    const rows = orders.map((order) => ({
      id: order.id,
      number: order.order_number,
      created_at: order.created_at,
      total: order.historic_total_gross,
      paymentStatus: order.paymentStatus,
    }));
    return { view: 'list' as const, rows, meta };
  }
  const { data: subscriptions, meta } = await listAcademySubscriptions(api, locale, page);
  const rows = subscriptions.map((subscription) => ({
    id: subscription.id,
    number: subscription.subscription_id,
    created_at: subscription.created_at,
    total: subscription.historic_total_gross,
    paymentStatus: subscription.paymentStatus,
  }));
  return { view: 'list' as const, rows, meta };
}

/** Pay again (both sites) and reorder (the shop's orders). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const id = parseId(params.id);
  const form = await readForm(request);
  const intent = form.get('intent');
  const shop = context.site.key === 'shop';
  if (intent === 'repay') return repay(request, context, shop ? 'orders' : 'academy-subscriptions', id, form);
  if (intent === 'reorder' && shop) {
    const locale = localeOf(request);
    const reordered = await reorder(serverSubmit(request, context), locale, id, withoutFields(form, ['intent']));
    const submitted = formSubmission(reordered, locale);
    const body = submitted.response.body;
    const added = body.added ?? [];
    const notAdded = body.not_added ?? [];
    // What went into the cart is best seen in the cart: with and without JavaScript the shopper
    // goes there, and the lines that could not be added come along in a short-lived cookie.
    if (submitted.result.ok && added.length > 0) {
      const headers = new Headers(submitted.response.headers);
      const notice = {
        message: submitted.result.message,
        notAdded: notAdded.map(({ name, reason }) => ({ name, reason })),
      };
      headers.append('set-cookie', reorderNoticeCookie(notice, new URL(request.url).protocol === 'https:'));
      throw redirect(`${localizePath('/cart', locale)}?${REORDER_PARAM}=done`, { headers });
    }
    const answer = formAnswer(submitted, 'reorder');
    // Nothing could be added: the shopper stays, and the answer reads as the failure it is.
    return data({ ...answer.data, ok: false, not_added: notAdded }, answer.init ?? {});
  }
  throw data(null, { status: 400 });
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.view === 'order') return <OrderDetail order={loaderData.order} />;
  if (loaderData.view === 'enrolment') {
    return <EnrolmentDetail subscription={loaderData.subscription} backTo="/account/order-history" />;
  }
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.orderHistory')}</h1>
      <PurchaseList rows={loaderData.rows} meta={loaderData.meta} />
    </>
  );
}
