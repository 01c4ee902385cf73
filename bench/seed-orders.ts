import { openDatabase } from '@vag/api';
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../packages/api/src/db/demo/accounts';

/** The bench's signed-in shopper (bench/routes.ts): every 100th order is theirs, for their order history at scale. */
const [SHOPPER] = DEMO_USERS;

/*
 * `tsx bench/seed-orders.ts N`: N more shop orders (one to three lines each) in the database the
 * server would open (DATABASE_URL, else PGLITE_DATA_DIR), for the back office's order list at
 * scale. One INSERT … SELECT generate_series per table, so 100 000 orders take seconds: varied
 * Hungarian names with their e-mails and phones, every payment and fulfilment status, methods of
 * the demo data, created over the last year; every 100th belongs to the demo customer, so the
 * account's order history grows with the back office's lists. Bench data only: run it with the server stopped
 * (PGlite allows one process), after the demo data (`db-cli seed`).
 */

const FIRST_NAMES =
  'Anna Eszter Petra Dóra Katalin Zsófia Réka Judit Ágnes Boglárka Lilla Noémi Éva Orsolya Tímea Viktória Gabriella Hajnalka Ildikó Krisztina Márta Nóra Rita Szilvia Zita Bence Gábor László Péter Tamás Zoltán'.split(
    ' ',
  );
const LAST_NAMES =
  'Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp Takács Juhász Lakatos Mészáros Oláh Simon Rácz Fekete Szilágyi Török Fehér Balázs Gál Kis Szűcs Kocsis Orsós Pintér Fodor Szalai Sipos Magyar Lukács Gulyás Bíró Király Katona László Jakab'.split(
    ' ',
  );
const CITIES = [
  ['1052', 'Budapest'],
  ['1117', 'Budapest'],
  ['4025', 'Debrecen'],
  ['6720', 'Szeged'],
  ['7621', 'Pécs'],
  ['9021', 'Győr'],
  ['3525', 'Miskolc'],
  ['8000', 'Székesfehérvár'],
];
const STREETS = 'Petőfi,Kossuth,Rákóczi,Dózsa György,Bartók Béla,Ady Endre,Arany János'.split(',');
const DOMAINS = ['gmail.com', 'freemail.hu', 'citromail.hu', 'outlook.hu', 'vipmail.hu'];

/** A SQL text array literal of the strings (they hold no quotes). */
const arrayOf = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
/** The e-mail's local part: lower case, no accents. */
const ascii = (column: string) => `translate(lower(${column}), 'áéíóöőúüű', 'aeiooouuu')`;

/** The statements that add `count` orders, numbered after the last id; `pick(a, k)` chooses from an array by g. */
export function ordersSeedSql(count: number): string {
  const pick = (array: string, k: number) => `(${array})[1 + ((g * ${k}) % cardinality(${array}))]`;
  return `
create temporary table bench_seed as
select g,
  (select coalesce(max(id), 0) from orders) + g as n,
  ${pick(arrayOf(FIRST_NAMES), 7)} as first_name,
  ${pick(arrayOf(LAST_NAMES), 13)} as last_name,
  ${pick(arrayOf(DOMAINS), 3)} as domain,
  ${pick(`array[${CITIES.map(([zip, city]) => `'${zip}|${city}'`).join(',')}]`, 11)} as place,
  ${pick(arrayOf(STREETS), 5)} as street,
  now() - (random() * interval '365 days') as created_at,
  case when g % 20 < 3 then 1 when g % 20 = 3 then 2 when g % 20 = 4 then 4 when g % 20 = 5 then 5 else 3 end as payment_status_id,
  lines, unit * lines as sub_total, unit
from generate_series(1, ${count}) as g,
  -- g in the draw makes it run per row, not once for all
  lateral (select 1 + (random() * 2 + g * 0)::int as lines, 1000 + (random() * 20000)::int as unit) as drawn;

insert into orders (
  user_id, order_number, email, first_name, last_name, phone_number, locale_id, payment_key, payment_status_id,
  payment_method_id, payed_date, billing_address_name, billing_address_zipcode, billing_address_city,
  billing_address_street, billing_address_street_type, billing_address_number, historic_payment_method_name,
  historic_sub_total_gross, historic_sub_total_vat, historic_payment_price_gross, historic_discount_amount,
  historic_total_net, historic_total_vat, historic_total_gross, payment_deadline, created_at, updated_at,
  delivery_method_id, delivery_address_zipcode, delivery_address_city, delivery_address_street,
  delivery_address_street_type, delivery_address_number, historic_delivery_method_name,
  historic_shipping_price_final, fulfilment_status, shipped_at, handed_over_at, cancelled_at, refunded_amount
)
select
  case when g % 100 = 0 then (select id from users where email = '${SHOPPER?.email}') end,
  'VAG-' || extract(year from created_at)::int || '-B' || lpad(n::text, 7, '0'),
  case when g % 100 = 0 then '${SHOPPER?.email}'
    else ${ascii('first_name')} || '.' || ${ascii('last_name')} || (n % 1000) || '@' || domain end,
  first_name, last_name,
  '+36 ' || (array['20', '30', '70'])[1 + n % 3] || ' ' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
  1,
  md5('bench-order-' || n || '-' || random()) || md5(n::text),
  payment_status_id,
  case when g % 3 = 0 then 1 else 2 end,
  case when payment_status_id in (3, 4) then created_at + interval '1 hour' end,
  last_name || ' ' || first_name, split_part(place, '|', 1), split_part(place, '|', 2),
  street, 'utca', (1 + n % 120)::text,
  case when g % 3 = 0 then 'Banki átutalás' else 'Bankkártya' end,
  sub_total, round(sub_total * 27 / 127.0)::int, 0, 0,
  sub_total + 1490 - round((sub_total + 1490) * 27 / 127.0)::int, round((sub_total + 1490) * 27 / 127.0)::int,
  sub_total + 1490,
  case when payment_status_id = 1 then created_at + interval '8 days' end,
  created_at, created_at,
  1, split_part(place, '|', 1), split_part(place, '|', 2), street, 'utca', (1 + n % 120)::text,
  'GLS házhozszállítás', 1490,
  case
    when payment_status_id in (2, 5) then 'cancelled'
    when payment_status_id = 4 then 'returned'
    when payment_status_id = 1 then 'received'
    when created_at > now() - interval '2 days' then 'packed'
    when created_at > now() - interval '5 days' then 'shipped'
    else 'delivered'
  end,
  case when payment_status_id in (3, 4) and created_at < now() - interval '2 days' then created_at + interval '1 day' end,
  case when payment_status_id in (3, 4) and created_at < now() - interval '5 days' then created_at + interval '3 days' end,
  case when payment_status_id in (2, 5) then created_at + interval '8 days' end,
  case when payment_status_id = 4 then sub_total + 1490 else 0 end
from bench_seed
order by g;

insert into order_items (
  order_id, product_id, count, item_name_historic, item_price_historic, item_price_original_historic,
  item_vat_rate_historic, item_sum_price_historic, item_net_historic, item_vat_historic
)
select o.id, p.id, 1, coalesce(p.name, 'Termék'), s.unit, s.unit, 27, s.unit,
  s.unit - round(s.unit * 27 / 127.0)::int, round(s.unit * 27 / 127.0)::int
from bench_seed s
join orders o on o.order_number = 'VAG-' || extract(year from s.created_at)::int || '-B' || lpad(s.n::text, 7, '0')
cross join lateral generate_series(1, s.lines) as line
left join lateral (
  select t.product_id as id, t.name from product_translations t
  where t.locale_id = 1 order by t.product_id offset ((s.g * 17 + line) % 50) limit 1
) p on true;

drop table bench_seed;
analyze orders;
analyze order_items;
`;
}

async function main() {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed-orders.ts N (a whole number ≥ 1)');
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ driver: 'pg', url })
    : await openDatabase({ driver: 'pglite', dataDir: process.env.PGLITE_DATA_DIR, durable: true });
  try {
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      for (const statement of ordersSeedSql(count).split(/;\n/)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
    });
    console.log(`${count} orders seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('seed-orders.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
