import { HostId, LocaleId, TrainingLocationType } from '@vag/domain';
import { eq } from 'drizzle-orm';
import { slugify } from '../../modules/catalogue/catalogue.seo';
import type { Db } from '../client';
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
} from '../schema';
import { demoProductTree, type ProductSeed, type SubCategorySeed } from './catalogue-products';
import { demoTrainingCategories, demoTrainings, type TrainingSeed, venues } from './catalogue-trainings';

/*
 * Seeds the demo catalogue of both sites. Everything is derived from the seed data and the seed
 * time, so two seeds on the same day give the same catalogue; dates stay relative to that day.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Inserted rows come back in the order of the VALUES list; a mismatch would corrupt the demo. */
function idsOf(rows: { id: number }[], expected: number): number[] {
  if (rows.length !== expected) throw new Error(`expected ${expected} inserted rows, got ${rows.length}`);
  return rows.map((row) => row.id);
}

function translationsOf<T extends { hu: string; en: string }>(seed: T, seo?: [string, string]) {
  return [
    { localeId: LocaleId.hu, name: seed.hu, slug: slugify(seed.hu), seoDescription: seo?.[0] ?? null },
    { localeId: LocaleId.en, name: seed.en, slug: slugify(seed.en), seoDescription: seo?.[1] ?? null },
  ];
}

const productDescription = (product: ProductSeed, sub: SubCategorySeed, locale: 'hu' | 'en') => {
  const [line, usage, size] =
    locale === 'hu'
      ? [product.line[0], sub.usage[0], `Kiszerelés: ${product.size}`]
      : [product.line[1], sub.usage[1], `Size: ${product.size}`];
  return `<p>${line}</p><p>${usage}</p><ul><li>${size}</li></ul>`;
};

async function seedProductTree(db: Db): Promise<Map<string, number>> {
  const mains = demoProductTree;
  const mainIds = idsOf(
    await db
      .insert(productMainCategories)
      .values(mains.map((main, sort) => ({ hostId: HostId.shop, isInMenu: main.inMenu ?? false, sort })))
      .returning({ id: productMainCategories.id }),
    mains.length,
  );
  await db
    .insert(productMainCategoryTranslations)
    .values(
      mains.flatMap((main, i) =>
        translationsOf(main, main.seo).map((t) => ({ ...t, mainCategoryId: mainIds[i] ?? 0 })),
      ),
    );

  const categories = mains.flatMap((main, i) =>
    main.categories.map((category) => ({ category, mainId: mainIds[i] ?? 0 })),
  );
  const categoryIds = idsOf(
    await db
      .insert(productCategories)
      .values(
        categories.map(({ category, mainId }, sort) => ({
          mainCategoryId: mainId,
          isInMenu: category.inMenu ?? false,
          sort,
        })),
      )
      .returning({ id: productCategories.id }),
    categories.length,
  );
  await db
    .insert(productCategoryTranslations)
    .values(
      categories.flatMap(({ category }, i) =>
        translationsOf(category).map((t) => ({ ...t, categoryId: categoryIds[i] ?? 0 })),
      ),
    );

  const subs = categories.flatMap(({ category }, i) =>
    category.subs.map((sub) => ({ sub, categoryId: categoryIds[i] ?? 0 })),
  );
  const subIds = idsOf(
    await db
      .insert(productSubCategories)
      .values(subs.map(({ sub, categoryId }, sort) => ({ categoryId, isInMenu: sub.inMenu ?? false, sort })))
      .returning({ id: productSubCategories.id }),
    subs.length,
  );
  await db
    .insert(productSubCategoryTranslations)
    .values(subs.flatMap(({ sub }, i) => translationsOf(sub).map((t) => ({ ...t, subCategoryId: subIds[i] ?? 0 }))));
  return new Map(subs.map(({ sub }, i) => [sub.key, subIds[i] ?? 0]));
}

async function seedProducts(db: Db, now: Date) {
  const subIds = await seedProductTree(db);
  const seeds = demoProductTree.flatMap((main) =>
    main.categories.flatMap((category) =>
      category.subs.flatMap((sub) => sub.products.map((product) => ({ product, sub }))),
    ),
  );
  // A promoted product has been on sale long enough for its 30-day history to mean something.
  const createdAt = (product: ProductSeed, i: number) => daysAgo(now, product.was ? 90 + i : ((i * 7) % 120) + 1);
  const ids = idsOf(
    await db
      .insert(products)
      .values(
        seeds.map(({ product }, i) => ({
          hostId: HostId.shop,
          // Created at the regular price; the promotion starts below, as a price change.
          price: product.was ?? product.price,
          priceOriginal: product.was ?? product.price,
          isHighlighted: product.highlighted ?? false,
          isOnlyForProfessionals: product.professional ?? false,
          createdAt: createdAt(product, i),
          updatedAt: createdAt(product, i),
        })),
      )
      .returning({ id: products.id }),
    seeds.length,
  );
  const idAt = (i: number) => ids[i] ?? 0;

  await db.insert(productTranslations).values(
    seeds.flatMap(({ product, sub }, i) =>
      translationsOf(product).map((t) => ({
        ...t,
        productId: idAt(i),
        description: productDescription(product, sub, t.localeId === LocaleId.hu ? 'hu' : 'en'),
      })),
    ),
  );
  await db.insert(productPictures).values(
    seeds.flatMap(({ product }, i) => {
      const slug = slugify(product.hu);
      const count = i % 3 === 0 ? 2 : 1;
      return Array.from({ length: count }, (_, n) => ({
        productId: idAt(i),
        url: `/img/demo/products/${slug}-${n + 1}.webp`,
        isDefault: n === 0,
        sort: n,
      }));
    }),
  );
  await db.insert(productSubCategoryLinks).values(
    seeds.flatMap(({ product, sub }, i) =>
      [sub.key, ...(product.alsoIn ?? [])].map((key, n) => {
        const subCategoryId = subIds.get(key);
        if (subCategoryId === undefined) throw new Error(`unknown demo sub category ${key}`);
        return { productId: idAt(i), subCategoryId, isDefault: n === 0 };
      }),
    ),
  );

  const dips = seeds.flatMap(({ product }, i) =>
    product.dip && product.was
      ? [
          { productId: idAt(i), price: product.dip, startedAt: daysAgo(now, 18) },
          { productId: idAt(i), price: product.was, startedAt: daysAgo(now, 8) },
        ]
      : [],
  );
  if (dips.length > 0) await db.insert(productPriceHistory).values(dips);
  for (const [i, { product }] of seeds.entries()) {
    if (product.was)
      await db
        .update(products)
        .set({ price: product.price })
        .where(eq(products.id, idAt(i)));
  }
}

const locationOf = (training: TrainingSeed) =>
  training.classroom && training.online
    ? TrainingLocationType.both
    : training.online
      ? TrainingLocationType.online
      : TrainingLocationType.classroom;

async function seedTrainings(db: Db, now: Date) {
  const categoryIds = new Map<string, number>();
  for (const [sort, category] of demoTrainingCategories.entries()) {
    const [row] = await db
      .insert(trainingCategories)
      .values({ hostId: HostId.academy, parentId: category.parent ? categoryIds.get(category.parent) : null, sort })
      .returning({ id: trainingCategories.id });
    categoryIds.set(category.key, row?.id ?? 0);
  }
  await db
    .insert(trainingCategoryTranslations)
    .values(
      demoTrainingCategories.flatMap((c) =>
        translationsOf(c).map((t) => ({ ...t, categoryId: categoryIds.get(c.key) ?? 0 })),
      ),
    );

  const ids = idsOf(
    await db
      .insert(trainings)
      .values(
        demoTrainings.map((training, i) => ({
          hostId: HostId.academy,
          locationTypeId: locationOf(training),
          duration: training.duration[0],
          durationTypeId: training.duration[1] === 'hours' ? 2 : 1,
          classroomPrice: training.classroom ?? null,
          onlinePrice: training.online ?? null,
          classroomSalesPrice: training.classroomSale ?? null,
          onlineSalesPrice: training.onlineSale ?? null,
          isHighlighted: training.highlighted ?? false,
          createdAt: daysAgo(now, i * 4 + 1),
          updatedAt: daysAgo(now, i * 4 + 1),
        })),
      )
      .returning({ id: trainings.id }),
    demoTrainings.length,
  );
  const idAt = (i: number) => ids[i] ?? 0;
  await db.insert(trainingTranslations).values(
    demoTrainings.flatMap((training, i) =>
      translationsOf(training).map((t) => {
        const text = t.localeId === LocaleId.hu ? training.text[0] : training.text[1];
        return {
          ...t,
          trainingId: idAt(i),
          // The duration is not repeated here: the training page states it among its facts.
          description: `<p>${text}</p>`,
        };
      }),
    ),
  );
  await db.insert(trainingImages).values(
    demoTrainings.map((training, i) => ({
      trainingId: idAt(i),
      urlPath: `/img/demo/trainings/${slugify(training.hu)}-1.webp`,
    })),
  );
  await db.insert(trainingCategoryLinks).values(
    demoTrainings.flatMap((training, i) =>
      training.categories.map((key, n) => ({
        trainingId: idAt(i),
        categoryId: categoryIds.get(key) ?? 0,
        isDefault: n === 0,
      })),
    ),
  );

  const seedDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await db.insert(trainingDates).values(
    demoTrainings.flatMap((training, i) =>
      training.dates.map((date) => {
        const online = date.at === 'online';
        if (online ? !training.online : !training.classroom) {
          throw new Error(`demo training "${training.en}" is not offered ${online ? 'online' : 'in a classroom'}`);
        }
        return {
          trainingId: idAt(i),
          // Classroom days start at 9:00 (10:00 in summer) Budapest time, webinars in the evening.
          startAt: new Date(seedDay + date.day * DAY_MS + (online ? 16 : 8) * HOUR_MS),
          locationTypeId: online ? TrainingLocationType.online : TrainingLocationType.classroom,
          venue: online ? null : venues[date.at as keyof typeof venues],
          capacity: date.capacity,
          seatsHeld: date.held ?? 0,
          duration: date.hours ?? null,
          durationTypeId: date.hours ? 2 : null,
        };
      }),
    ),
  );
}

/** The demo catalogue of both sites: the shop's products and the academy's trainings. */
export async function seedCatalogue(db: Db, now = new Date()): Promise<void> {
  await seedProducts(db, now);
  await seedTrainings(db, now);
}
