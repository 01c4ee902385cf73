/** The shape of the shop's demo catalogue; the data is in ./catalogue-{face,body,salon}.ts. */

export interface ProductSeed {
  hu: string;
  en: string;
  price: number;
  /** Pack size shown in the description. */
  size: string;
  line: [hu: string, en: string];
  /** Price before the promotion: the product is on promotion at `price`. */
  was?: number;
  /** A short earlier reduction within the last 30 days, so the Omnibus price differs from `was`. */
  dip?: number;
  highlighted?: boolean;
  professional?: boolean;
  /** Keys of further sub categories the product also appears in. */
  alsoIn?: string[];
}

export interface SubCategorySeed {
  key: string;
  hu: string;
  en: string;
  usage: [hu: string, en: string];
  inMenu?: boolean;
  products: ProductSeed[];
}

export interface CategorySeed {
  hu: string;
  en: string;
  inMenu?: boolean;
  subs: SubCategorySeed[];
}

export interface MainCategorySeed {
  hu: string;
  en: string;
  inMenu?: boolean;
  seo: [hu: string, en: string];
  categories: CategorySeed[];
}

/** One product: names, gross price, pack size and a line of text in each language, plus flags. */
export const p = (
  hu: string,
  en: string,
  price: number,
  size: string,
  line: [string, string],
  extra: Partial<ProductSeed> = {},
): ProductSeed => ({ hu, en, price, size, line, ...extra });
