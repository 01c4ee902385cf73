import type pg from 'pg';
import { MEMBER_BALANCE, type Shop, withPg } from './harness';
import type { Acknowledged } from './shoppers';

/*
 * The evidence is the database, read directly: every acknowledged order is there as answered,
 * and whatever else got committed (a 201 lost with the connection, say) is whole and adds up.
 */

/** The newest order and enrolment before the load: the demo data has its own. */
export interface Baseline {
  orderId: number;
  enrolmentId: number;
}

export function baseline(databaseUrl: string): Promise<Baseline> {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query<Baseline>(
      `select coalesce((select max(id) from orders), 0) as "orderId",
              coalesce((select max(id) from academy_subscriptions), 0) as "enrolmentId"`,
    );
    return rows[0] ?? { orderId: 0, enrolmentId: 0 };
  });
}

interface PurchaseRow {
  kind: 'order' | 'enrolment';
  id: number;
  payment_key: string;
  email: string;
  user_id: number | null;
  sub: number;
  shipping: number;
  fee: number;
  discount: number;
  total: number;
  credit: number;
  subtractions: { kind: string; amount: number }[];
  method_names_ok: boolean;
  billing_ok: boolean;
  items: number;
  items_sum: number;
  names_ok: boolean;
}

/** Orders and enrolments placed since the baseline, each with its bought lines summed (gifts are free). */
async function purchases(client: pg.Client, since: Baseline): Promise<PurchaseRow[]> {
  const common = (bought: string) => `o.id, o.payment_key, o.email, o.user_id, o.historic_sub_total_gross as sub,
    o.historic_payment_price_gross as fee, o.historic_discount_amount as discount,
    o.historic_total_gross as total, o.historic_marketing_credit as credit,
    o.historic_subtractions as subtractions,
    o.billing_address_name <> '' and o.billing_address_city <> '' and o.billing_address_zipcode <> '' as billing_ok,
    count(i.id)::int as items,
    coalesce(sum(i.item_sum_price_historic) filter (where ${bought}), 0)::int as items_sum,
    coalesce(bool_and(i.item_name_historic <> '' and i.item_sum_price_historic = i.item_price_historic * i.count), false) as names_ok`;
  const orders = await client.query<PurchaseRow>(
    `select 'order' as kind, ${common('not i.is_gift')}, o.historic_shipping_price_final as shipping,
        o.historic_payment_method_name <> '' and o.historic_delivery_method_name <> '' as method_names_ok
       from orders o left join order_items i on i.order_id = o.id
      where o.id > $1 group by o.id`,
    [since.orderId],
  );
  const enrolments = await client.query<PurchaseRow>(
    `select 'enrolment' as kind, ${common('true')}, 0 as shipping, o.historic_payment_method_name <> '' as method_names_ok
       from academy_subscriptions o left join academy_subscription_items i on i.academy_subscription_id = o.id
      where o.id > $1 group by o.id`,
    [since.enrolmentId],
  );
  return [...orders.rows, ...enrolments.rows];
}

/** Acknowledged orders and enrolments missing from the database, or differing from their answer. */
export function verifyAcknowledged(databaseUrl: string, placed: Acknowledged[], since: Baseline) {
  return withPg(databaseUrl, async (client) => {
    const rows = new Map((await purchases(client, since)).map((row) => [`${row.kind} ${row.id}`, row]));
    const problems: string[] = [];
    for (const ack of placed) {
      const row = rows.get(`${ack.kind} ${ack.id}`);
      if (!row) {
        problems.push(`${ack.kind} ${ack.id}: acknowledged with 201 but not in the database`);
        continue;
      }
      const compare: [string, unknown, unknown][] = [
        ['payment key', row.payment_key, ack.paymentKey],
        ['e-mail', row.email, ack.email],
        ['lines', row.items, ack.items],
        ['sub-total', row.sub, ack.subTotal],
        ['discount', row.discount, ack.discount],
        ['total', row.total, ack.total],
        ['balance spent', row.credit, ack.marketingCredit],
      ];
      for (const [what, stored, answered] of compare) {
        if (stored !== answered)
          problems.push(`${ack.kind} ${ack.id}: ${what} ${stored} in the database, ${answered} answered`);
      }
    }
    return problems;
  });
}

/** Every order and enrolment since the baseline is whole; seats, coupon uses and balances add up. */
export function verifyConsistency(shop: Shop, since: Baseline) {
  return withPg(shop.databaseUrl, async (client) => {
    const problems: string[] = [];
    const rows = await purchases(client, since);
    for (const row of rows) {
      const what = `${row.kind} ${row.id}`;
      const subtracted = row.subtractions.reduce((sum, s) => sum + s.amount, 0);
      const checks: [string, boolean][] = [
        ['has no lines', row.items > 0],
        [`lines sum to ${row.items_sum}, sub-total ${row.sub}`, row.items_sum === row.sub],
        ['a line lacks its name or price snapshot', row.names_ok],
        [
          `total ${row.total} ≠ sub-total + delivery + fee − discount`,
          row.total === row.sub + row.shipping + row.fee - row.discount,
        ],
        [`discount ${row.discount} ≠ its subtractions (${subtracted})`, row.discount === subtracted],
        [`payment key ${row.payment_key} is not 32 random bytes`, /^[\w-]{43}$/.test(row.payment_key)],
        ['lacks the payment or delivery method name', row.method_names_ok],
        ['lacks its billing address', row.billing_ok],
      ];
      for (const [problem, ok] of checks) if (!ok) problems.push(`${what}: ${problem}`);
    }
    problems.push(...(await confirmationMails(client, rows)));
    problems.push(...(await couponUses(client, shop, since)));
    problems.push(...(await seats(client, shop)));
    problems.push(...(await balances(client, shop)));
    return {
      problems,
      orders: rows.filter((r) => r.kind === 'order').length,
      enrolments: rows.filter((r) => r.kind === 'enrolment').length,
    };
  });
}

/** The confirmation mail is written in the order's transaction (outbox): one per order at least. */
async function confirmationMails(client: pg.Client, rows: PurchaseRow[]) {
  const perEmail = new Map<string, number>();
  for (const row of rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  const { rows: mails } = await client.query<{ to_address: string; n: number }>(
    `select to_address, count(*)::int as n from mail_outbox where kind = 'order_confirmation' and to_address = any($1)
      group by to_address`,
    [[...perEmail.keys()]],
  );
  const sent = new Map(mails.map((m) => [m.to_address, m.n]));
  return [...perEmail]
    .filter(([email, n]) => (sent.get(email) ?? 0) < n)
    .map(([email, n]) => `${email}: ${n} orders but ${sent.get(email) ?? 0} confirmation mails in the outbox`);
}

async function couponUses(client: pg.Client, shop: Shop, since: Baseline) {
  const problems: string[] = [];
  const { rows } = await client.query<{
    used: number;
    limit: number;
    redemptions: number;
    orphans: number;
    unredeemed: number;
  }>(
    `select c.used_count as used, c.usage_limit as limit,
        (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions,
        (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id
            and not exists (select 1 from orders o where o.id = r.order_id)
            and not exists (select 1 from academy_subscriptions a where a.id = r.academy_subscription_id)) as orphans,
        (select count(*)::int from orders o where o.id > $2 and o.historic_subtractions @> '[{"kind":"coupon"}]'
            and not exists (select 1 from coupon_redemptions r where r.order_id = o.id)) as unredeemed
       from coupons c where c.id = $1`,
    [shop.couponId, since.orderId],
  );
  const coupon = rows[0];
  if (!coupon) return [`coupon ${shop.couponId} is gone`];
  if (coupon.used !== coupon.redemptions) {
    problems.push(`coupon: used_count ${coupon.used}, but ${coupon.redemptions} redemptions`);
  }
  if (coupon.used > coupon.limit) problems.push(`coupon: used ${coupon.used} times over its limit ${coupon.limit}`);
  if (coupon.orphans) problems.push(`coupon: ${coupon.orphans} redemptions of no order or enrolment`);
  if (coupon.unredeemed) problems.push(`coupon: ${coupon.unredeemed} discounted orders without a redemption`);
  return problems;
}

/**
 * Seats held = seats of the classroom lines of enrolments whose hold was not released, plus the
 * seats carts hold (issue 24: a buyer whose enrolment never came, in an outage, keeps the cart's
 * hold until it runs out).
 */
async function seats(client: pg.Client, shop: Shop) {
  const { rows } = await client.query<{ id: number; capacity: number; held: number; live: number; carts: number }>(
    `select d.id, d.capacity, d.seats_held as held,
        coalesce((select sum(i.count) from academy_subscription_items i
                   join academy_subscriptions a on a.id = i.academy_subscription_id
                  where i.training_date_id = d.id and i.location_type_id = 1 and a.seats_released_at is null), 0)::int as live,
        coalesce((select sum(c.seats_held) from cart_items c where c.training_date_id = d.id), 0)::int as carts
       from training_dates d where d.id = any($1) order by d.id`,
    [[...shop.trainingDateIds, shop.spareDateId]],
  );
  return rows
    .filter((d) => d.held !== d.live + d.carts || d.held > d.capacity)
    .map(
      (d) =>
        `date ${d.id}: ${d.held} seats held, ${d.live} seats in live enrolments and ${d.carts} in carts, capacity ${d.capacity}`,
    );
}

/** Balance = initial − spent = the ledger's sum; each spending has its order, each order its spending. */
async function balances(client: pg.Client, shop: Shop) {
  const { rows } = await client.query<{
    id: number;
    current: number;
    ledger: number;
    spent: number;
    unmatched: number;
  }>(
    `select u.id,
        coalesce((select current from user_balances b where b.user_id = u.id and b.kind = 'marketing'), 0) as current,
        coalesce((select sum(amount) from balance_transactions t where t.user_id = u.id and t.kind = 'marketing'), 0)::int as ledger,
        (coalesce((select sum(historic_marketing_credit) from orders o where o.user_id = u.id), 0)
          + coalesce((select sum(historic_marketing_credit) from academy_subscriptions a where a.user_id = u.id), 0))::int as spent,
        (select count(*)::int from orders o where o.user_id = u.id and o.historic_marketing_credit > 0
            and not exists (select 1 from balance_transactions t where t.order_id = o.id
                             and t.amount = -o.historic_marketing_credit))
          + (select count(*)::int from balance_transactions t where t.user_id = u.id and t.amount < 0
            and not exists (select 1 from orders o where o.id = t.order_id)) as unmatched
       from users u where u.id = any($1) order by u.id`,
    [shop.members.map((m) => m.id)],
  );
  const problems: string[] = [];
  for (const u of rows) {
    if (u.current !== u.ledger) problems.push(`user ${u.id}: balance ${u.current}, ledger sums to ${u.ledger}`);
    if (u.current !== MEMBER_BALANCE - u.spent) {
      problems.push(`user ${u.id}: balance ${u.current} ≠ ${MEMBER_BALANCE} − ${u.spent} spent by orders`);
    }
    if (u.unmatched)
      problems.push(`user ${u.id}: ${u.unmatched} spendings without their order or orders without their spending`);
  }
  return problems;
}
