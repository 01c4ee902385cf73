import type { ProductMainCategory, Seo, TrainingCategory } from '@vag/domain';

/** One category of either site's tree, with its children, for walking a `/kategoria/...` path. */
export interface CategoryNode {
  id: number;
  name: string;
  /** The localized public path the API gives. */
  url: string;
  seo: Seo;
  children: CategoryNode[];
}

export function productTree(mains: ProductMainCategory[]): CategoryNode[] {
  return mains.map((main) => ({
    ...main,
    children: main.categories.map((category) => ({
      ...category,
      children: category.subCategories.map((sub) => ({ ...sub, children: [] })),
    })),
  }));
}

export function trainingTree(categories: TrainingCategory[]): CategoryNode[] {
  return categories.map((category) => ({ ...category, children: trainingTree(category.childrens) }));
}

/** The categories along a slug path (`arcapolas/arctisztitas`), or undefined when one is unknown. */
export function findBySlugs(tree: CategoryNode[], slugs: string[]): CategoryNode[] | undefined {
  const path: CategoryNode[] = [];
  let level = tree;
  for (const slug of slugs) {
    const node = level.find((candidate) => candidate.seo.slug === slug);
    if (!node) return undefined;
    path.push(node);
    level = node.children;
  }
  return path;
}

/** The same categories by id in another language's tree (slugs differ per language). */
export function findByIds(tree: CategoryNode[], ids: number[]): CategoryNode[] | undefined {
  const path: CategoryNode[] = [];
  let level = tree;
  for (const id of ids) {
    const node = level.find((candidate) => candidate.id === id);
    if (!node) return undefined;
    path.push(node);
    level = node.children;
  }
  return path;
}
