import { body } from './catalogue-body';
import { face } from './catalogue-face';
import type { MainCategorySeed } from './catalogue-product-seed';
import { salon } from './catalogue-salon';

/*
 * The shop's demo catalogue: three main categories, their categories and sub categories, and
 * the products of each sub category. Texts are written, not generated; prices are gross forints.
 */
export const demoProductTree: MainCategorySeed[] = [face, body, salon];

export type { ProductSeed, SubCategorySeed } from './catalogue-product-seed';
