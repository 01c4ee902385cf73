import { HostId } from '@vag/domain';
import {
  type Created,
  createCategory,
  createMainCategory,
  createProduct,
  createSubCategory,
  daysFromNow,
  type TestApp,
} from '../../testing';

/**
 * A small shop for the product tests: two main categories, three categories, four sub
 * categories and products whose names, prices, flags and places each matter to some test.
 *
 *   face (A) ─ cleansing (A1) ─ foams (A1a), tonics (A1b)
 *            └ oils (A2) ─ face oils (A2a)
 *   body (B) ─ scrubs (B1) ─ salt scrubs (B1a)
 */
export async function buildShop(t: TestApp) {
  const db = t.database.db;
  const face = await createMainCategory(db, { name: { hu: 'Arcápolás', en: 'Face care' } });
  const body = await createMainCategory(db, { name: { hu: 'Testápolás', en: 'Body care' } });
  const cleansing = await createCategory(db, { mainCategoryId: face.id, name: { hu: 'Tisztítás', en: 'Cleansing' } });
  const oils = await createCategory(db, { mainCategoryId: face.id });
  const scrubs = await createCategory(db, { mainCategoryId: body.id });
  const foams = await createSubCategory(db, { categoryId: cleansing.id, name: { hu: 'Habok', en: 'Foams' } });
  const tonics = await createSubCategory(db, { categoryId: cleansing.id });
  const faceOils = await createSubCategory(db, { categoryId: oils.id });
  const saltScrubs = await createSubCategory(db, { categoryId: scrubs.id });

  const product = (overrides: Parameters<typeof createProduct>[1]) => createProduct(db, overrides);
  const p = {
    alma: await product({
      name: { hu: 'Alma krém', en: 'Apple cream' },
      price: 3490,
      subCategoryIds: [foams.id],
      createdAt: daysFromNow(-10),
      pictures: ['/img/demo/products/alma-1.webp', '/img/demo/products/alma-2.webp'],
    }),
    borradir: await product({
      name: { hu: 'Bőrradír', en: 'Skin scrub' },
      price: 12_990,
      subCategoryIds: [foams.id, saltScrubs.id],
      isHighlighted: true,
      createdAt: daysFromNow(-9),
    }),
    citrom: await product({
      name: { hu: 'Citrom tonik', en: 'Lemon toner' },
      price: 5990,
      priceOriginal: 7990,
      subCategoryIds: [tonics.id],
      createdAt: daysFromNow(-8),
    }),
    apolo: await product({
      name: { hu: 'Ápoló olaj', en: 'Caring oil' },
      price: 48_900,
      subCategoryIds: [faceOils.id],
      isOnlyForProfessionals: true,
      createdAt: daysFromNow(-7),
    }),
    ejszakai: await product({
      name: { hu: 'Éjszakai maszk', en: 'Night mask' },
      price: 8990,
      subCategoryIds: [saltScrubs.id],
      createdAt: daysFromNow(-1),
    }),
    fahej: await product({
      name: { hu: 'Fahéjas testvaj', en: 'Cinnamon body butter' },
      price: 8990,
      subCategoryIds: [saltScrubs.id],
      createdAt: daysFromNow(-2),
    }),
    hungarianOnly: await product({ name: { hu: 'Gyógynövényes szappan' }, price: 1990, locales: ['hu'] }),
    inactive: await product({ name: { hu: 'Kifutott krém', en: 'Discontinued cream' }, isActive: false }),
    academy: await product({ name: { hu: 'Akadémiai csomag', en: 'Academy kit' }, hostId: HostId.academy }),
  } satisfies Record<string, Created>;

  return { face, body, cleansing, oils, scrubs, foams, tonics, faceOils, saltScrubs, p };
}

export type Shop = Awaited<ReturnType<typeof buildShop>>;

export interface ProductBody {
  id: number;
  name: string;
  price: number;
  price_original: number;
  has_promotion: boolean;
  lowest_price_30_days: number | null;
  full_uri: string;
  description: string;
  seo: {
    slug: string;
    canonical_url: string;
    description: string | null;
    image: string | null;
    title: string;
    type: string;
  };
  pictures?: { url: string; is_default: boolean }[];
  subCategories?: {
    id: number;
    is_default: boolean;
    name: string;
    url: string;
    productCategory: { id: number; name: string };
    productMainCategory: { id: number; name: string };
  }[];
}

export interface ListBody {
  data: ProductBody[];
  meta: {
    current_page: number;
    from: number | null;
    to: number | null;
    total: number;
    last_page: number;
    per_page: number;
    price_range: { min: number; max: number };
  };
}
