import { HostId, LOCALES, type Locale, LocaleId, localeFromId, TrainingLocationType } from '@vag/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  productCategories,
  productCategoryTranslations,
  productMainCategories,
  productMainCategoryTranslations,
  productPictures,
  productPriceHistory,
  productSubCategories,
  productSubCategoryLinks,
  productSubCategoryTranslations,
  products,
  productTranslations,
  trainingCategories,
  trainingCategoryLinks,
  trainingCategoryTranslations,
  trainingDates,
  trainingImages,
  trainings,
  trainingTranslations,
} from '../db/schema';
import { slugify } from '../modules/catalogue/catalogue.seo';

/*
 * Catalogue test data: each factory makes a valid record with unique names and slugs in both
 * languages and takes overrides for what a test is about.
 */

export type Texts = Record<Locale, string>;

let sequence = 0;
const texts = (hu: string, en: string, given?: Partial<Texts>): Texts => {
  sequence += 1;
  return { hu: given?.hu ?? `${hu} ${sequence}`, en: given?.en ?? `${en} ${sequence}` };
};
const slugsOf = (names: Texts, given?: Partial<Texts>): Texts => ({
  hu: given?.hu ?? slugify(names.hu),
  en: given?.en ?? slugify(names.en),
});

interface Translatable {
  name?: Partial<Texts>;
  slug?: Partial<Texts>;
  /** The languages it is translated to; both by default. */
  locales?: Locale[];
}

const translations = (names: Texts, slugs: Texts, locales: Locale[] = [...LOCALES]) =>
  locales.map((locale) => ({ localeId: LocaleId[locale], name: names[locale], slug: slugs[locale] }));

export interface Created {
  id: number;
  name: Texts;
  slug: Texts;
}

interface CategoryOverrides extends Translatable {
  isInMenu?: boolean;
  isActive?: boolean;
  sort?: number;
}

export async function createMainCategory(
  db: Db,
  overrides: CategoryOverrides & { hostId?: HostId } = {},
): Promise<Created> {
  const name = texts('Főkategória', 'Main category', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const [row] = await db
    .insert(productMainCategories)
    .values({
      hostId: overrides.hostId ?? HostId.shop,
      isInMenu: overrides.isInMenu,
      isActive: overrides.isActive,
      sort: overrides.sort,
    })
    .returning({ id: productMainCategories.id });
  const id = row?.id ?? 0;
  await db
    .insert(productMainCategoryTranslations)
    .values(translations(name, slug, overrides.locales).map((t) => ({ ...t, mainCategoryId: id })));
  return { id, name, slug };
}

export async function createCategory(
  db: Db,
  overrides: CategoryOverrides & { mainCategoryId?: number } = {},
): Promise<Created> {
  const mainCategoryId = overrides.mainCategoryId ?? (await createMainCategory(db)).id;
  const name = texts('Kategória', 'Category', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const [row] = await db
    .insert(productCategories)
    .values({ mainCategoryId, isInMenu: overrides.isInMenu, isActive: overrides.isActive, sort: overrides.sort })
    .returning({ id: productCategories.id });
  const id = row?.id ?? 0;
  await db
    .insert(productCategoryTranslations)
    .values(translations(name, slug, overrides.locales).map((t) => ({ ...t, categoryId: id })));
  return { id, name, slug };
}

export async function createSubCategory(
  db: Db,
  overrides: CategoryOverrides & { categoryId?: number } = {},
): Promise<Created> {
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const name = texts('Alkategória', 'Sub category', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const [row] = await db
    .insert(productSubCategories)
    .values({ categoryId, isInMenu: overrides.isInMenu, isActive: overrides.isActive, sort: overrides.sort })
    .returning({ id: productSubCategories.id });
  const id = row?.id ?? 0;
  await db
    .insert(productSubCategoryTranslations)
    .values(translations(name, slug, overrides.locales).map((t) => ({ ...t, subCategoryId: id })));
  return { id, name, slug };
}

/** A main category with one category and one sub category under it. */
export async function createCategoryPath(db: Db, hostId: HostId = HostId.shop) {
  const mainCategory = await createMainCategory(db, { hostId });
  const category = await createCategory(db, { mainCategoryId: mainCategory.id });
  const subCategory = await createSubCategory(db, { categoryId: category.id });
  return { mainCategory, category, subCategory };
}

export interface ProductOverrides extends Translatable {
  hostId?: HostId;
  description?: Partial<Texts>;
  price?: number;
  /** Defaults to `price` (no promotion). */
  priceOriginal?: number;
  isHighlighted?: boolean;
  isOnlyForProfessionals?: boolean;
  isActive?: boolean;
  createdAt?: Date;
  /** The first one is the default (full_uri, breadcrumb). */
  subCategoryIds?: number[];
  /** Picture URLs; the first one is the default. */
  pictures?: string[];
}

export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<Created> {
  const name = texts('Termék', 'Product', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const price = overrides.price ?? 9990;
  const [row] = await db
    .insert(products)
    .values({
      hostId: overrides.hostId ?? HostId.shop,
      price,
      priceOriginal: overrides.priceOriginal ?? price,
      isHighlighted: overrides.isHighlighted,
      isOnlyForProfessionals: overrides.isOnlyForProfessionals,
      isActive: overrides.isActive,
      createdAt: overrides.createdAt,
    })
    .returning({ id: products.id });
  const id = row?.id ?? 0;
  await db.insert(productTranslations).values(
    translations(name, slug, overrides.locales).map((t) => ({
      ...t,
      productId: id,
      description: overrides.description?.[localeFromId(t.localeId) ?? 'hu'] ?? `<p>${t.name}</p>`,
    })),
  );
  const subCategoryIds = overrides.subCategoryIds ?? [];
  if (subCategoryIds.length > 0) {
    await db
      .insert(productSubCategoryLinks)
      .values(subCategoryIds.map((subCategoryId, index) => ({ productId: id, subCategoryId, isDefault: index === 0 })));
  }
  const pictures = overrides.pictures ?? [`/img/test/${slug.hu}-1.webp`];
  if (pictures.length > 0) {
    await db
      .insert(productPictures)
      .values(pictures.map((url, index) => ({ productId: id, url, isDefault: index === 0, sort: index })));
  }
  return { id, name, slug };
}

/** Changes a product's price as the back office would; the database records it in the history. */
export async function changeProductPrice(db: Db, productId: number, price: number, priceOriginal?: number) {
  await db
    .update(products)
    .set({ price, priceOriginal: priceOriginal ?? sql`greatest(${products.priceOriginal}, ${price})` })
    .where(eq(products.id, productId));
}

/** Writes past prices directly: what a product cost before the test started. */
export async function addPriceHistory(db: Db, productId: number, entries: { price: number; startedAt: Date }[]) {
  await db.insert(productPriceHistory).values(entries.map((entry) => ({ productId, ...entry })));
}

export async function createTrainingCategory(
  db: Db,
  overrides: Translatable & { hostId?: HostId; parentId?: number; isActive?: boolean; sort?: number } = {},
): Promise<Created> {
  const name = texts('Képzéskategória', 'Training category', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const [row] = await db
    .insert(trainingCategories)
    .values({
      hostId: overrides.hostId ?? HostId.academy,
      parentId: overrides.parentId,
      isActive: overrides.isActive,
      sort: overrides.sort,
    })
    .returning({ id: trainingCategories.id });
  const id = row?.id ?? 0;
  await db
    .insert(trainingCategoryTranslations)
    .values(translations(name, slug, overrides.locales).map((t) => ({ ...t, categoryId: id })));
  return { id, name, slug };
}

export interface TrainingDateOverrides {
  startAt?: Date;
  /** 1 classroom, 2 online; classroom by default unless the training is online only. */
  locationTypeId?: 1 | 2;
  venue?: string | null;
  capacity?: number;
  seatsHeld?: number;
  duration?: number;
  durationTypeId?: 1 | 2;
}

export interface TrainingOverrides extends Translatable {
  hostId?: HostId;
  description?: Partial<Texts>;
  /** 1 classroom, 2 online, 3 both (DESIGN §5). */
  locationTypeId?: 1 | 2 | 3;
  duration?: number;
  durationTypeId?: 1 | 2;
  onlinePrice?: number;
  classroomPrice?: number;
  onlineSalesPrice?: number;
  classroomSalesPrice?: number;
  isHighlighted?: boolean;
  isActive?: boolean;
  createdAt?: Date;
  /** The first one is the default (full_uri). */
  categoryIds?: number[];
  images?: string[];
  dates?: TrainingDateOverrides[];
}

const DAY_MS = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

export async function createTraining(db: Db, overrides: TrainingOverrides = {}): Promise<Created> {
  const name = texts('Képzés', 'Training', overrides.name);
  const slug = slugsOf(name, overrides.slug);
  const location = overrides.locationTypeId ?? TrainingLocationType.classroom;
  const classroom = location !== TrainingLocationType.online;
  const online = location !== TrainingLocationType.classroom;
  const [row] = await db
    .insert(trainings)
    .values({
      hostId: overrides.hostId ?? HostId.academy,
      locationTypeId: location,
      duration: overrides.duration ?? 6,
      durationTypeId: overrides.durationTypeId ?? 2,
      classroomPrice: classroom ? (overrides.classroomPrice ?? 59_000) : null,
      onlinePrice: online ? (overrides.onlinePrice ?? 39_000) : null,
      classroomSalesPrice: overrides.classroomSalesPrice,
      onlineSalesPrice: overrides.onlineSalesPrice,
      isHighlighted: overrides.isHighlighted,
      isActive: overrides.isActive,
      createdAt: overrides.createdAt,
    })
    .returning({ id: trainings.id });
  const id = row?.id ?? 0;
  await db.insert(trainingTranslations).values(
    translations(name, slug, overrides.locales).map((t) => ({
      ...t,
      trainingId: id,
      description: overrides.description?.[localeFromId(t.localeId) ?? 'hu'] ?? `<p>${t.name}</p>`,
    })),
  );
  const categoryIds = overrides.categoryIds ?? [];
  if (categoryIds.length > 0) {
    await db
      .insert(trainingCategoryLinks)
      .values(categoryIds.map((categoryId, index) => ({ trainingId: id, categoryId, isDefault: index === 0 })));
  }
  const images = overrides.images ?? [`/img/test/${slug.hu}-1.webp`];
  if (images.length > 0) {
    await db.insert(trainingImages).values(images.map((urlPath, sort) => ({ trainingId: id, urlPath, sort })));
  }
  for (const date of overrides.dates ?? []) {
    await createTrainingDate(db, { trainingId: id, locationTypeId: classroom ? 1 : 2, ...date });
  }
  return { id, name, slug };
}

export async function createTrainingDate(db: Db, overrides: TrainingDateOverrides & { trainingId: number }) {
  const locationTypeId = overrides.locationTypeId ?? TrainingLocationType.classroom;
  const [row] = await db
    .insert(trainingDates)
    .values({
      trainingId: overrides.trainingId,
      startAt: overrides.startAt ?? daysFromNow(14),
      locationTypeId,
      venue:
        overrides.venue !== undefined
          ? overrides.venue
          : locationTypeId === TrainingLocationType.classroom
            ? '1052 Budapest, Váci utca 10.'
            : null,
      capacity: overrides.capacity ?? 10,
      seatsHeld: overrides.seatsHeld ?? 0,
      duration: overrides.duration,
      durationTypeId: overrides.durationTypeId,
    })
    .returning({ id: trainingDates.id });
  return { id: row?.id ?? 0 };
}

let classroomDates = 0;

/**
 * A classroom training with one date of `capacity` places, named as given (its slugs numbered so
 * that each call's are new); answers the date's id.
 */
export async function createClassroomDate(
  db: Db,
  capacity: number,
  training: Pick<TrainingOverrides, 'name' | 'classroomPrice'> = {},
): Promise<number> {
  classroomDates += 1;
  const name = texts('Tantermi képzés', 'Classroom training', training.name);
  const created = await createTraining(db, {
    ...training,
    name,
    slug: { hu: `${slugify(name.hu)}-${classroomDates}`, en: `${slugify(name.en)}-${classroomDates}` },
    dates: [{ capacity }],
  });
  const [date] = await db
    .select({ id: trainingDates.id })
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, created.id));
  if (!date) throw new Error('the training has no date');
  return date.id;
}

/** The seats a training date holds: its enrolments' and the carts' holds. */
export async function seatsHeldOn(db: Db, dateId: number): Promise<number | undefined> {
  const [date] = await db
    .select({ seatsHeld: trainingDates.seatsHeld })
    .from(trainingDates)
    .where(eq(trainingDates.id, dateId));
  return date?.seatsHeld;
}
