import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductQuery,
  type AdminProductRow,
  type AdminProductTexts,
  type AdminSubCategoryOption,
  DEFAULT_VAT_RATE,
  HostId,
  LOCALES,
  type Locale,
  LocaleId,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { slugify } from '../catalogue/catalogue.seo';
import { SLUG_PATTERN } from '../content/content.slug';
import { mediaByIds } from '../media/media.service';
import { listProductMainCategories } from '../product-categories/product-categories.service';
import { leaveRedirect } from '../redirects/redirects.service';
import {
  deleteProductText,
  insertProduct,
  type PictureWrite,
  type ProductRow,
  type ProductTextRow,
  replaceProductLinks,
  replaceProductPictures,
  replaceRelatedPicks,
  selectAdminProductPage,
  selectProductHosts,
  selectProductLinks,
  selectProductPictureRows,
  selectProductRow,
  selectProductTexts,
  selectRelatedPicks,
  slugTaken,
  updateProductRow,
  upsertProductText,
} from './products.admin-queries';
import { loadProducts } from './products.hydrate';
import { searchProductNames } from './products.lookup';
import { applyPromotionsOf } from './products.promotions';
import { listRelatedProducts } from './products.service';

/*
 * The back office's products (issue 21): one write path for a create and an edit, in one
 * transaction with its audit entry. Rich text is sanitised when saved (and again when shown);
 * slugs are unique per language; a changed slug leaves a 301 from the old path to the new one;
 * the price that applies stays the regular one unless a promotion runs.
 */

const yes = (value: 'yes' | 'no' | undefined) => (value === undefined ? undefined : value === 'yes');

export async function listAdminProducts(db: Db, query: AdminProductQuery, locale: Locale, sites: readonly SiteKey[]) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_PRODUCTS_PAGE_SIZE };
  const { rows, total } = await selectAdminProductPage(
    db,
    {
      hostIds: sites.map((site) => HostId[site]),
      localeId: LocaleId[locale],
      text: query.q || undefined,
      active: yes(query.active),
      promoted: yes(query.promoted),
      professionals: yes(query.professionals),
      outOfStock: yes(query.out_of_stock),
      subCategoryId: query.sub_category_id,
    },
    paging.perPage,
    offsetOf(paging),
  );
  const data: AdminProductRow[] = rows.map((row) => ({
    id: row.id,
    host_id: row.hostId,
    name: row.name,
    slug: row.slug,
    image: row.image,
    price: row.price,
    price_original: row.priceOriginal,
    has_promotion: row.hasPromotion,
    stock_quantity: row.stockQuantity,
    is_active: row.isActive,
    is_highlighted: row.isHighlighted,
    is_only_for_professionals: row.isOnlyForProfessionals,
  }));
  return { data, meta: pageMeta(paging, total, rows.length) };
}

const hostOf = (row: { hostId: number }) => (row.hostId === HostId.academy ? HostId.academy : HostId.shop);

/** The site a product belongs to (the route checks the member's scope on it); 404 when there is none. */
export async function productSiteOf(db: Db, id: number): Promise<SiteKey> {
  const row = await selectProductRow(db, id);
  if (!row) throw new NotFoundError();
  return siteKeyOf(hostOf(row));
}

/** The storefront path of a product in each language it is translated to, as its page answers it. */
async function productPaths(db: Db, id: number): Promise<Partial<Record<Locale, string>>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const [product] = await loadProducts(db, [id], locale, []);
    if (product?.seo.canonical_url) paths[locale] = product.seo.canonical_url;
  }
  return paths;
}

interface Snapshot {
  row: ProductRow;
  texts: ProductTextRow[];
  pictures: Awaited<ReturnType<typeof selectProductPictureRows>>;
  links: Awaited<ReturnType<typeof selectProductLinks>>;
  picks: Awaited<ReturnType<typeof selectRelatedPicks>>;
}

async function snapshot(db: Db, id: number, lock = false): Promise<Snapshot | undefined> {
  const row = await selectProductRow(db, id, lock);
  if (!row) return undefined;
  // One after another: inside a transaction the queries share one connection.
  const texts = await selectProductTexts(db, id);
  const pictures = await selectProductPictureRows(db, id);
  const links = await selectProductLinks(db, id);
  const picks = await selectRelatedPicks(db, id);
  return { row, texts, pictures, links, picks };
}

/** What the audit log keeps of a product: every field an editor can change. */
const audited = ({ row, texts, pictures, links, picks }: Snapshot) => ({
  price: row.price,
  price_original: row.priceOriginal,
  is_active: row.isActive,
  is_highlighted: row.isHighlighted,
  is_only_for_professionals: row.isOnlyForProfessionals,
  net_content: row.netContent,
  net_content_unit: row.netContentUnit,
  stock_quantity: row.stockQuantity,
  vat_rate: row.vatRate,
  texts: Object.fromEntries(
    texts.map((text) => [
      LOCALES.find((locale) => LocaleId[locale] === text.localeId) ?? text.localeId,
      {
        name: text.name,
        slug: text.slug,
        short_description: text.shortDescription,
        description: text.description,
        seo_title: text.seoTitle,
        seo_description: text.seoDescription,
      },
    ]),
  ),
  sub_category_ids: links.map((link) => link.subCategoryId),
  default_sub_category_id: links.find((link) => link.isDefault)?.subCategoryId ?? null,
  pictures: pictures.map((picture) => ({ url: picture.url, media_id: picture.mediaId, is_default: picture.isDefault })),
  related_product_ids: picks.map((pick) => pick.id),
});

/** GET /api/admin/v1/products/{id}: everything the editor shows. */
export async function getAdminProduct(db: Db, id: number, locale: Locale): Promise<AdminProduct> {
  const current = await snapshot(db, id);
  if (!current) throw new NotFoundError();
  const { row, texts, pictures, links, picks } = current;
  const hostId = hostOf(row);
  const [paths, [shown], related] = await Promise.all([
    productPaths(db, id),
    loadProducts(db, [id], texts.some((text) => text.localeId === LocaleId[locale]) ? locale : 'hu', []),
    listRelatedProducts(db, hostId, locale, id).catch((error) => {
      // An inactive product or one without the reader's language has no related products to show.
      if (error instanceof NotFoundError) return [];
      throw error;
    }),
  ]);
  const textsIn = (at: Locale): AdminProductTexts | null => {
    const text = texts.find((candidate) => candidate.localeId === LocaleId[at]);
    if (!text) return null;
    return {
      name: text.name,
      slug: text.slug,
      short_description: text.shortDescription,
      description: text.description,
      seo_title: text.seoTitle,
      seo_description: text.seoDescription,
      path: paths[at] ?? null,
    };
  };
  return {
    id: row.id,
    host_id: row.hostId,
    texts: { hu: textsIn('hu'), en: textsIn('en') },
    price: row.price,
    price_original: row.priceOriginal,
    has_promotion: row.hasPromotion,
    lowest_price_30_days: shown?.lowest_price_30_days ?? null,
    is_active: row.isActive,
    is_highlighted: row.isHighlighted,
    is_only_for_professionals: row.isOnlyForProfessionals,
    net_content: row.netContent,
    net_content_unit: (row.netContentUnit as AdminProduct['net_content_unit']) ?? null,
    stock_quantity: row.stockQuantity,
    vat_rate: row.vatRate,
    sub_category_ids: links.map((link) => link.subCategoryId),
    default_sub_category_id: links.find((link) => link.isDefault)?.subCategoryId ?? null,
    pictures: pictures.map((picture) => ({
      id: picture.id,
      url: picture.url,
      media_id: picture.mediaId,
      is_default: picture.isDefault,
    })),
    related_picks: picks.map((pick) => ({ id: pick.id, name: pick.name, is_active: pick.isActive })),
    related: related.map((product) => ({
      id: product.id,
      name: product.name,
      source: picks.some((pick) => pick.id === product.id) ? ('pick' as const) : ('automatic' as const),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Errors = Record<string, string[]>;
const addError = (errors: Errors, field: string, code: string) => {
  errors[field] = [...(errors[field] ?? []), code];
};

interface TextsToWrite {
  localeId: number;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** The texts of one language after the edit: undefined to leave the language out (English only). */
async function resolveTexts(
  db: Db,
  locale: Locale,
  input: AdminProductInput,
  existing: ProductTextRow | undefined,
  productId: number | undefined,
  errors: Errors,
): Promise<TextsToWrite | undefined> {
  const field = (name: string) => `${name}_${locale}`;
  const given = (name: 'name' | 'slug' | 'short_description' | 'description' | 'seo_title' | 'seo_description') =>
    input[`${name}_${locale}` as keyof AdminProductInput] as string | undefined;
  const name = given('name') ?? existing?.name ?? '';
  if (name === '') {
    if (locale === 'hu') addError(errors, field('name'), 'required');
    else {
      const others = (['slug', 'short_description', 'description', 'seo_title', 'seo_description'] as const).some(
        (key) => (given(key) ?? '') !== '',
      );
      if (others) addError(errors, field('name'), 'product_english_incomplete');
    }
    return undefined;
  }
  const slug = given('slug') || (given('slug') === undefined && existing?.slug) || slugify(name);
  if (!SLUG_PATTERN.test(slug)) addError(errors, field('slug'), 'product_slug_invalid');
  else if (await slugTaken(db, slug, LocaleId[locale], productId))
    addError(errors, field('slug'), 'product_slug_taken');
  const description = given('description');
  return {
    localeId: LocaleId[locale],
    name,
    slug,
    shortDescription: given('short_description') ?? existing?.shortDescription ?? '',
    // Staff-written HTML: sanitised before it is stored (and again on the way out).
    description: description === undefined ? (existing?.description ?? '') : sanitizeHtml(description),
    seoTitle: given('seo_title') === undefined ? (existing?.seoTitle ?? null) : given('seo_title') || null,
    seoDescription:
      given('seo_description') === undefined ? (existing?.seoDescription ?? null) : given('seo_description') || null,
  };
}

/** The sub categories a product of the site can be placed in (the active ones), named with their place in the tree. */
export async function listSubCategoryOptions(
  db: Db,
  hostId: HostId,
  locale: Locale,
): Promise<AdminSubCategoryOption[]> {
  const tree = await listProductMainCategories(db, { hostId, locale });
  return tree.flatMap((main) =>
    main.categories.flatMap((category) =>
      category.subCategories.map((sub) => ({ id: sub.id, name: [main.name, category.name, sub.name].join(' › ') })),
    ),
  );
}

/** The sub categories a product of the site can be placed in, and those it is in already. */
async function placeableSubCategoryIds(db: Db, hostId: HostId, current: number[]): Promise<Set<number>> {
  const options = await listSubCategoryOptions(db, hostId, 'hu');
  return new Set([...options.map((option) => option.id), ...current]);
}

async function resolveLinks(
  db: Db,
  hostId: HostId,
  input: AdminProductInput,
  before: Snapshot | undefined,
  errors: Errors,
) {
  const current = before?.links.map((link) => link.subCategoryId) ?? [];
  if (input.sub_category_ids === undefined && input.default_sub_category_id === undefined) return undefined;
  const ids = [...new Set(input.sub_category_ids ?? current)];
  const placeable = await placeableSubCategoryIds(db, hostId, current);
  if (ids.some((id) => !placeable.has(id))) addError(errors, 'sub_category_ids', 'product_sub_category_unknown');
  const wanted = input.default_sub_category_id ?? before?.links.find((link) => link.isDefault)?.subCategoryId;
  if (input.default_sub_category_id != null && !ids.includes(input.default_sub_category_id))
    // The editor chooses the default among the sub categories' own rows: one field for both.
    addError(errors, 'sub_category_ids', 'product_default_sub_category_invalid');
  const defaultId = wanted != null && ids.includes(wanted) ? wanted : (ids[0] ?? null);
  return { ids, defaultId };
}

async function resolvePictures(db: Db, input: AdminProductInput, before: Snapshot | undefined, errors: Errors) {
  if (input.pictures === undefined && input.main_picture === undefined) return undefined;
  const own = new Map((before?.pictures ?? []).map((picture) => [picture.id, picture]));
  const list = input.pictures ?? (before?.pictures ?? []).map((picture) => ({ id: picture.id }));
  const library = await mediaByIds(
    db,
    list.flatMap((item) => ('media_id' in item ? [item.media_id] : [])),
  );
  const seen = new Set<string>();
  const pictures: PictureWrite[] = [];
  for (const item of list) {
    const key = 'id' in item ? `picture ${item.id}` : `media ${item.media_id}`;
    if (seen.has(key)) addError(errors, 'pictures', 'product_picture_twice');
    seen.add(key);
    if ('id' in item) {
      const picture = own.get(item.id);
      if (picture) pictures.push({ id: picture.id, url: picture.url, mediaId: picture.mediaId });
      else addError(errors, 'pictures', 'product_picture_unknown');
    } else {
      // The picture row keeps the library image's URL, as every reader of pictures expects one.
      const media = library.get(item.media_id);
      if (media) pictures.push({ url: media.url, mediaId: media.id });
      else addError(errors, 'pictures', 'product_picture_unknown');
    }
  }
  const main = input.main_picture ?? 0;
  if (pictures.length > 0 && main >= pictures.length) addError(errors, 'pictures', 'product_main_picture_invalid');
  return { pictures, main };
}

/**
 * The hand-picked related products in order: each an existing product of the same site, never
 * the product itself, none twice (at most SHORT_LIST_SIZE: the input's schema). An inactive one
 * may be picked: the storefront leaves it out until it is on sale again.
 */
async function resolveRelated(
  db: Db,
  hostId: HostId,
  productId: number | undefined,
  input: AdminProductInput,
  errors: Errors,
) {
  const ids = input.related_product_ids;
  if (ids === undefined) return undefined;
  const hosts = await selectProductHosts(db, ids);
  const refusal = (id: number, at: number) => {
    if (id === productId) return 'product_related_self';
    if (ids.indexOf(id) !== at) return 'product_related_twice';
    const host = hosts.get(id);
    if (host === undefined) return 'product_related_unknown';
    return host === hostId ? undefined : 'product_related_other_site';
  };
  for (const code of new Set(ids.map(refusal))) if (code) addError(errors, 'related_product_ids', code);
  return ids;
}

/** The related picker's search: products of the same site by a part of their Hungarian name. */
export async function findRelatedOptions(db: Db, id: number, q: string) {
  const row = await selectProductRow(db, id);
  if (!row) throw new NotFoundError();
  const rows = await searchProductNames(db, likeLower(q), undefined, { hostId: hostOf(row), except: id });
  return rows.map((found) => ({ id: found.id, name: found.name, is_active: found.isActive }));
}

/**
 * A create (no `id`) or an edit of a product: validated field by field (422 with every refused
 * field at once), written in one transaction with its audit entry and the redirects of changed
 * slugs. Returns the product's id.
 */
export async function saveAdminProduct(
  db: Db,
  staffId: number,
  id: number | undefined,
  input: AdminProductInput,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = id === undefined ? undefined : await snapshot(tx, id, true);
    if (id !== undefined && !before) throw new NotFoundError();
    const hostId = before ? hostOf(before.row) : HostId.shop;
    const errors: Errors = {};

    const texts: Partial<Record<Locale, TextsToWrite>> = {};
    for (const locale of LOCALES) {
      const existing = before?.texts.find((text) => text.localeId === LocaleId[locale]);
      const resolved = await resolveTexts(tx, locale, input, existing, id, errors);
      if (resolved) texts[locale] = resolved;
    }
    const priceOriginal = input.price_original ?? before?.row.priceOriginal;
    if (priceOriginal === undefined) addError(errors, 'price_original', 'required');
    const netContent = input.net_content === undefined ? (before?.row.netContent ?? null) : input.net_content;
    const netContentUnit =
      input.net_content_unit === undefined ? (before?.row.netContentUnit ?? null) : input.net_content_unit;
    if ((netContent === null) !== (netContentUnit === null))
      addError(errors, netContent === null ? 'net_content' : 'net_content_unit', 'product_net_content_pair');
    const links = await resolveLinks(tx, hostId, input, before, errors);
    const pictures = await resolvePictures(tx, input, before, errors);
    const related = await resolveRelated(tx, hostId, id, input, errors);
    if (Object.keys(errors).length > 0 || priceOriginal === undefined) throw new ValidationError(errors);

    const pathsBefore = id === undefined ? {} : await productPaths(tx, id);
    const values = {
      priceOriginal,
      isActive: input.is_active,
      isHighlighted: input.is_highlighted,
      isOnlyForProfessionals: input.is_only_for_professionals,
      netContent,
      netContentUnit,
      stockQuantity: input.stock_quantity === undefined ? before?.row.stockQuantity : input.stock_quantity,
      // A create without a rate takes DEFAULT_VAT_RATE; an edit without one keeps the product's.
      vatRate: input.vat_rate ?? before?.row.vatRate ?? DEFAULT_VAT_RATE,
    };
    let productId: number;
    if (id === undefined) productId = await insertProduct(tx, { ...values, hostId, price: priceOriginal });
    else {
      productId = id;
      await updateProductRow(tx, id, values);
      // The price that applies follows the regular one unless a promotion runs (the promotions' one rule).
      await applyPromotionsOf(tx, id, now);
    }
    for (const locale of LOCALES) {
      const text = texts[locale];
      if (text) await upsertProductText(tx, { productId, ...text });
      else if (before?.texts.some((existing) => existing.localeId === LocaleId[locale]))
        await deleteProductText(tx, productId, LocaleId[locale]);
    }
    if (links) await replaceProductLinks(tx, productId, links.ids, links.defaultId);
    if (pictures) await replaceProductPictures(tx, productId, pictures.pictures, pictures.main);
    if (related) await replaceRelatedPicks(tx, productId, related);

    const pathsAfter = await productPaths(tx, productId);
    for (const locale of LOCALES) {
      const from = pathsBefore[locale];
      const to = pathsAfter[locale];
      const slugChanged =
        before?.texts.find((text) => text.localeId === LocaleId[locale])?.slug !== texts[locale]?.slug;
      if (from && to && slugChanged) await leaveRedirect(tx, { hostId, fromPath: from, toPath: to });
    }

    const after = await snapshot(tx, productId);
    await recordAudit(tx, {
      staffId,
      action: id === undefined ? 'product.create' : 'product.update',
      entity: 'product',
      entityId: productId,
      site: siteKeyOf(hostId),
      before: before ? audited(before) : null,
      after: after ? audited(after) : null,
    });
    return productId;
  });
}
