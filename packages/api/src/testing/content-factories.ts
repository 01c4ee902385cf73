import { HostId, type Locale } from '@vag/domain';
import type { Db } from '../db/client';
import {
  type BlogPostTextInput,
  saveBlogCategory,
  saveBlogPost,
  saveBlogTag,
} from '../modules/blog/blog-editor.service';
import { type CustomPageTranslationInput, saveCustomPage } from '../modules/custom-pages/custom-pages.service';
import type { ParcelShopValues } from '../modules/gls-parcel-shops/gls-parcel-shops.queries';
import { createParcelShops } from '../modules/gls-parcel-shops/gls-parcel-shops.service';
import {
  createHomeCarouselSlides,
  type HomeCarouselSlideInput,
} from '../modules/home-carousels/home-carousels.service';
import { saveRedirect } from '../modules/redirects/redirects.service';
import { type SalonInput, saveSalon } from '../modules/salons/salons.service';
import { reindexSearchRefs } from '../modules/search/search.service';
import type { SearchDocument, SearchDocumentType } from '../modules/search/search.types';

/*
 * Test data of the content modules, written through their services (so HTML is sanitised and
 * search documents are kept as in production). Each call makes unique slugs.
 */

let sequence = 0;
const next = () => ++sequence;

type Texts<T> = Partial<Record<Locale, Partial<T>>>;

export async function createCustomPage(
  db: Db,
  options: { hostId?: HostId; isActive?: boolean } & Texts<CustomPageTranslationInput> = {},
) {
  const n = next();
  const text = (locale: Locale, given: Partial<CustomPageTranslationInput> | undefined) => ({
    title: `Page ${n} ${locale}`,
    slug: `page-${n}-${locale}`,
    contentHtml: `<p>Text of page ${n}.</p>`,
    ...given,
  });
  const translations: Partial<Record<Locale, CustomPageTranslationInput>> = { hu: text('hu', options.hu) };
  if (options.en !== undefined) translations.en = text('en', options.en);
  const id = await saveCustomPage(db, {
    hostId: options.hostId ?? HostId.shop,
    isActive: options.isActive,
    translations,
  });
  return { id, hu: translations.hu, en: translations.en };
}

export async function createBlogCategory(
  db: Db,
  options: { hostId?: HostId; sort?: number; isActive?: boolean; hu?: string; en?: string } = {},
) {
  const n = next();
  const hu = options.hu ?? `Kategória ${n}`;
  const en = options.en ?? `Category ${n}`;
  const translations = { hu: { name: hu, slug: `kategoria-${n}` }, en: { name: en, slug: `category-${n}` } };
  const id = await saveBlogCategory(db, {
    hostId: options.hostId ?? HostId.shop,
    sort: options.sort,
    isActive: options.isActive,
    translations,
  });
  return { id, ...translations };
}

export async function createBlogTag(db: Db, options: { hostId?: HostId; hu?: string; en?: string } = {}) {
  const n = next();
  const translations = {
    hu: { name: options.hu ?? `címke ${n}`, slug: `cimke-${n}` },
    en: { name: options.en ?? `tag ${n}`, slug: `tag-${n}` },
  };
  const id = await saveBlogTag(db, { hostId: options.hostId ?? HostId.shop, translations });
  return { id, ...translations };
}

export interface BlogPostOptions extends Texts<BlogPostTextInput> {
  hostId?: HostId;
  publicationDate?: Date;
  isHighlighted?: boolean;
  isActive?: boolean;
  image?: string | null;
  categoryIds?: number[];
  tagIds?: number[];
  /** Leave the English translation out. */
  huOnly?: boolean;
}

export async function createBlogPost(db: Db, options: BlogPostOptions = {}) {
  const n = next();
  const text = (locale: Locale, given: Partial<BlogPostTextInput> | undefined): BlogPostTextInput => ({
    title: `Post ${n} ${locale}`,
    slug: `post-${n}-${locale}`,
    lead: `Lead of post ${n}.`,
    contentHtml: `<p>Body of post ${n}.</p>`,
    ...given,
  });
  const translations: Partial<Record<Locale, BlogPostTextInput>> = { hu: text('hu', options.hu) };
  if (!options.huOnly) translations.en = text('en', options.en);
  const id = await saveBlogPost(db, {
    hostId: options.hostId ?? HostId.shop,
    publicationDate: options.publicationDate ?? new Date(Date.now() - n * 60_000),
    isHighlighted: options.isHighlighted,
    isActive: options.isActive,
    image: options.image === undefined ? `/img/demo/blog/post-${n}.jpg` : options.image,
    categoryIds: options.categoryIds,
    tagIds: options.tagIds,
    translations,
  });
  return { id, ...translations };
}

export async function createSalon(db: Db, overrides: Partial<SalonInput> = {}) {
  const n = next();
  const input: SalonInput = {
    hostId: HostId.shop,
    name: `Szalon ${n}`,
    zipcode: '1052',
    city: 'Budapest',
    address: `Váci utca ${n}.`,
    phone: '+36 1 123 4567',
    openingHours: [{ day: 1, open: '09:00', close: '18:00' }],
    lat: 47.49,
    lng: 19.05,
    translations: {
      hu: { slug: `szalon-${n}`, description: `<p>Szalon ${n} leírása.</p>` },
      en: { slug: `salon-${n}`, description: `<p>About salon ${n}.</p>` },
    },
    ...overrides,
  };
  return { id: await saveSalon(db, input), ...input };
}

export async function createHomeCarouselSlide(db: Db, overrides: Partial<HomeCarouselSlideInput> = {}) {
  const n = next();
  const [id] = await createHomeCarouselSlides(db, [
    {
      hostId: HostId.shop,
      localeId: 1,
      title: `Slide ${n}`,
      image: `/img/demo/carousel/slide-${n}.jpg`,
      sort: n,
      ...overrides,
    },
  ]);
  return id as number;
}

export function createRedirect(db: Db, input: { hostId?: HostId; fromUrl: string; toUrl: string }) {
  return saveRedirect(db, { hostId: input.hostId ?? HostId.shop, fromUrl: input.fromUrl, toUrl: input.toUrl });
}

export async function createParcelShop(db: Db, overrides: Partial<ParcelShopValues> = {}) {
  const n = next();
  const [id] = await createParcelShops(db, [
    {
      code: `TEST-${n}`,
      name: `Csomagpont ${n}`,
      zipcode: '1052',
      city: 'Budapest',
      address: `Teszt utca ${n}.`,
      isParcelLocker: false,
      isActive: true,
      openingHours: [],
      lat: 47.5,
      lng: 19.05,
      ...overrides,
    },
  ]);
  return id as number;
}

/**
 * Puts documents of another module's kind (products, trainings) into the search index, as its
 * registered source would.
 */
export async function indexSearchDocuments(
  db: Db,
  type: SearchDocumentType,
  documents: Omit<SearchDocument, 'type'>[],
) {
  const all = documents.map((document) => ({ ...document, type }));
  await reindexSearchRefs(
    db,
    type,
    async () => all,
    all.map((document) => document.refId),
  );
}
export { isDangerous, XSS_CORPUS } from './xss';
