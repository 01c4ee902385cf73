import { HostId, LocaleId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { slugify } from '../modules/catalogue/catalogue.seo';
import { productSearchSource } from '../modules/products/products.search';
import { reindexSearchRefs } from '../modules/search/search.service';
import { type Db, queryRows } from './client';
import { demoProductTree } from './demo/catalogue-products';
import { actives, editions, productTypes, ranges, sizePriceFactors, skinTypes } from './generate-catalogue-words';

/*
 * A large, realistic catalogue for benchmarks (`npm run db:seed -- --products N`): products of
 * the shop composed from word lists, placed in the demo category tree, inserted in batches (one
 * statement per table for 1 000 products) and indexed for search batch by batch. Product number n (counted over
 * the shop's products) is always the same product, so a run on a freshly seeded database gives
 * the same catalogue every time; dates stay relative to `now`.
 */

export const MAX_GENERATED_PRODUCTS = 1_000_000;
const DEFAULT_BATCH = 1000;
export const MIN_PRICE = 1990;
export const MAX_PRICE = 59_900;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Distinct names of one round: ranges × actives × types × skin types × sizes (115 200). */
const NAMES = ranges.length * actives.length * productTypes.length * skinTypes.length * sizePriceFactors.length;
/** A prime not dividing NAMES: n → n × STRIDE mod NAMES is a permutation that mixes neighbours' words. */
const STRIDE = 7919;

export interface GenerateOptions {
  /** How many products to add (1 to MAX_GENERATED_PRODUCTS). */
  count: number;
  /** Called after each batch with the products added so far. */
  onProgress?: (done: number, total: number) => void;
  /** Products per INSERT statement and transaction. */
  batchSize?: number;
  /**
   * Batches in flight at once (default 2), so that the client builds one while the database
   * writes another; PGlite runs them one after another anyway.
   */
  parallel?: number;
  now?: Date;
}

interface ProductSpec {
  n: number;
  names: [hu: string, en: string];
  slugs: [hu: string, en: string];
  descriptions: [hu: string, en: string];
  price: number;
  /** The promotion's price, set after the product was created at `price`. */
  promotionPrice: number | null;
  highlighted: boolean;
  professional: boolean;
  createdAt: Date;
  /** Demo sub category keys, the default one first. */
  subKeys: string[];
  pictures: number;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`word list index ${index} out of range`);
  return item;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const roundPrice = (raw: number) => Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(raw / 500) * 500 - 10));

const usages = new Map(
  demoProductTree.flatMap((main) => main.categories.flatMap((category) => category.subs.map((s) => [s.key, s.usage]))),
);

/** Product number n: its words come from n's digits in the mixed radix of the word lists. */
export function productSpec(n: number, now: Date): ProductSpec {
  let rest = (n * STRIDE) % NAMES;
  const digit = (radix: number) => {
    const value = rest % radix;
    rest = Math.floor(rest / radix);
    return value;
  };
  const typeIndex = digit(productTypes.length);
  const activeIndex = digit(actives.length);
  const type = at(productTypes, typeIndex);
  const active = at(actives, activeIndex);
  const skin = at(skinTypes, digit(skinTypes.length));
  const range = at(ranges, digit(ranges.length));
  const sizeIndex = digit(sizePriceFactors.length);
  const size = at(type.sizes, sizeIndex);
  const round = Math.floor(n / NAMES);
  const edition = round === 0 ? undefined : (editions[round - 1] ?? [`${round + 1}. sorozat`, `series ${round + 1}`]);
  const names = [0, 1].map((l) =>
    [`${range.name} ${active.name[l]} ${type.name[l]} ${skin[l]}`, edition?.[l], size].filter(Boolean).join(', '),
  ) as [string, string];

  const price = roundPrice(
    type.price * at(sizePriceFactors, sizeIndex) * range.price * (0.9 + (activeIndex % 5) * 0.1) + (n % 7) * 100,
  );
  const reduced = roundPrice(price * (0.85 - (n % 4) * 0.05));
  const usage = usages.get(type.sub);
  const article = /^[aeiouáéíóöőúüű]/i.test(range.name) ? 'Az' : 'A';
  return {
    n,
    names,
    slugs: [slugify(names[0]), slugify(names[1])],
    descriptions: [
      `<p>${capitalize(active.name[0])} ${type.name[0]} ${skin[0]}, amely ${active.benefit[0]}. ` +
        `${article} ${range.name} termékcsalád tagja.</p>${usage ? `<p>${usage[0]}</p>` : ''}` +
        `<ul><li>Kiszerelés: ${size}</li></ul>`,
      `<p>${capitalize(active.name[1])} ${type.name[1]} ${skin[1]} that ${active.benefit[1]}. ` +
        `Part of the ${range.name} range.</p>${usage ? `<p>${usage[1]}</p>` : ''}` +
        `<ul><li>Size: ${size}</li></ul>`,
    ],
    price,
    promotionPrice: n % 9 === 4 && reduced < price ? reduced : null,
    highlighted: n % 17 === 3,
    professional: (type.salon ?? false) && n % 3 === 0,
    createdAt: new Date(now.getTime() - ((n * 37) % 720) * DAY_MS - ((n % 24) + 1) * HOUR_MS),
    subKeys: type.also && n % 4 === 1 ? [type.sub, type.also] : [type.sub],
    pictures: n % 3 === 0 ? 2 : 1,
  };
}

/** The shop's sub categories by demo key (found by English slug), or in turn when one is missing. */
async function demoSubCategories(db: Db): Promise<(key: string, n: number) => number> {
  const rows = await queryRows<{ id: number; slug: string | null }>(
    db,
    sql`select s.id, t.slug
        from product_sub_categories s
        join product_categories c on c.id = s.category_id
        join product_main_categories m on m.id = c.main_category_id
        left join product_sub_category_translations t on t.sub_category_id = s.id and t.locale_id = ${LocaleId.en}
        where m.host_id = ${HostId.shop}
        order by s.id`,
  );
  if (rows.length === 0) throw new Error('the shop has no sub categories: seed the demo data first');
  const bySlug = new Map(rows.map((row) => [row.slug, Number(row.id)]));
  const byKey = new Map<string, number>();
  for (const main of demoProductTree)
    for (const category of main.categories)
      for (const sub of category.subs) {
        const id = bySlug.get(slugify(sub.en));
        if (id !== undefined) byKey.set(sub.key, id);
      }
  return (key, n) => byKey.get(key) ?? Number(at(rows, n % rows.length).id);
}

/** A slug already taken in its language (by a hand-made or earlier product) gets the product number. */
async function freeSlugs(db: Db, specs: ProductSpec[]) {
  const taken = await queryRows<{ locale_id: number; slug: string }>(
    db,
    sql`select locale_id, slug from product_translations
        where slug = any(${sql.param(specs.flatMap((spec) => spec.slugs))}::text[])`,
  );
  if (taken.length === 0) return;
  const clash = new Set(taken.map((row) => `${row.locale_id}:${row.slug}`));
  for (const spec of specs) {
    spec.slugs = spec.slugs.map((slug, l) => (clash.has(`${l + 1}:${slug}`) ? `${slug}-${spec.n}` : slug)) as [
      string,
      string,
    ];
  }
}

type Columns = Record<string, [type: string, values: readonly unknown[]]>;

/**
 * `insert into <table> (…) select * from unnest($1::int[], $2::text[], …)`: each column of a
 * batch is one array parameter. Building a 1 000-row VALUES list with its thousands of
 * parameters costs the client more CPU than the database spends inserting the rows.
 */
async function insertColumns(db: Db, table: string, columns: Columns) {
  const names = Object.keys(columns).map((name) => sql.identifier(name));
  const arrays = Object.values(columns).map(([type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)})
        select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** `count` new product ids, ascending. */
async function allocateIds(db: Db, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function insertBatch(db: Db, specs: ProductSpec[], ids: number[], subIdOf: (key: string, n: number) => number) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await freeSlugs(tx, specs);
    const pairs = specs.map((spec, i) => ({ spec, id: ids[i] ?? 0 }));
    const dates = specs.map((spec) => spec.createdAt.toISOString());

    // Created at the regular price, which the price-history trigger records; promotions start below.
    await insertColumns(tx, 'products', {
      id: ['int', ids],
      host_id: ['smallint', specs.map(() => HostId.shop)],
      price: ['int', specs.map((spec) => spec.price)],
      price_original: ['int', specs.map((spec) => spec.price)],
      is_highlighted: ['bool', specs.map((spec) => spec.highlighted)],
      is_only_for_professionals: ['bool', specs.map((spec) => spec.professional)],
      created_at: ['timestamptz', dates],
      updated_at: ['timestamptz', dates],
    });
    const texts = pairs.flatMap(({ spec, id }) => [0, 1].map((l) => ({ id, l, spec })));
    await insertColumns(tx, 'product_translations', {
      product_id: ['int', texts.map((t) => t.id)],
      locale_id: ['smallint', texts.map((t) => (t.l === 0 ? LocaleId.hu : LocaleId.en))],
      name: ['text', texts.map((t) => t.spec.names[t.l])],
      slug: ['text', texts.map((t) => t.spec.slugs[t.l])],
      description: ['text', texts.map((t) => t.spec.descriptions[t.l])],
    });
    const pictures = pairs.flatMap(({ spec, id }) =>
      Array.from({ length: spec.pictures }, (_, k) => ({ id, k, spec })),
    );
    await insertColumns(tx, 'product_pictures', {
      product_id: ['int', pictures.map((p) => p.id)],
      url: ['text', pictures.map((p) => `/img/demo/products/${p.spec.slugs[0]}-${p.k + 1}.webp`)],
      is_default: ['bool', pictures.map((p) => p.k === 0)],
      sort: ['int', pictures.map((p) => p.k)],
    });
    const links = pairs.flatMap(({ spec, id }) =>
      [...new Set(spec.subKeys.map((key) => subIdOf(key, spec.n)))].map((subId, k) => ({ id, subId, k })),
    );
    await insertColumns(tx, 'product_sub_category_links', {
      product_id: ['int', links.map((link) => link.id)],
      sub_category_id: ['int', links.map((link) => link.subId)],
      is_default: ['bool', links.map((link) => link.k === 0)],
    });
    const promoted = pairs.filter(({ spec }) => spec.promotionPrice !== null);
    await tx.execute(
      sql`update products set price = u.price
          from unnest(${sql.param(promoted.map((p) => p.id))}::int[], ${sql.param(
            promoted.map((p) => p.spec.promotionPrice),
          )}::int[]) as u(id, price)
          where products.id = u.id`,
    );
    await reindexSearchRefs(tx, 'Product', productSearchSource, ids);
  });
}

/**
 * Adds `count` products to the shop's demo category tree and indexes them for search, batch by
 * batch, then refreshes the planner's statistics. `db` must not be a transaction (VACUUM).
 */
export async function generateProducts(db: Db, options: GenerateOptions): Promise<{ productIds: number[] }> {
  const { count, batchSize = DEFAULT_BATCH, parallel = 2, now = new Date() } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_PRODUCTS) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}, got ${count}`);
  }
  if (!(Number.isInteger(batchSize) && batchSize > 0 && Number.isInteger(parallel) && parallel > 0)) {
    throw new RangeError('batchSize and parallel must be positive whole numbers');
  }
  const subIdOf = await demoSubCategories(db);
  const [existing] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from products where host_id = ${HostId.shop}`,
  );
  const first = Number(existing?.n ?? 0);
  const batches = Math.ceil(count / batchSize);
  const idsOfBatch: number[][] = [];
  let next = 0;
  let done = 0;
  let failed = false;
  // Ids are handed out batch after batch, so they ascend with the product number.
  let allocation: Promise<unknown> = Promise.resolve();
  const worker = async () => {
    while (next < batches && !failed) {
      const batch = next++;
      const start = batch * batchSize;
      const specs = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) =>
        productSpec(first + start + i, now),
      );
      const ids = allocation.then(() => allocateIds(db, specs.length));
      allocation = ids;
      try {
        idsOfBatch[batch] = await ids;
        await insertBatch(db, specs, idsOfBatch[batch] ?? [], subIdOf);
      } catch (error) {
        failed = true;
        throw error;
      }
      done += specs.length;
      options.onProgress?.(done, count);
    }
  };
  const results = await Promise.allSettled(Array.from({ length: parallel }, worker));
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  // PGlite has no autovacuum: set the visibility map too, so index-only scans work at once.
  await db.execute(
    sql`vacuum (analyze) products, product_translations, product_pictures, product_sub_category_links,
        product_price_history, search_documents, search_title_words, search_words`,
  );
  return { productIds: idsOfBatch.flat() };
}
