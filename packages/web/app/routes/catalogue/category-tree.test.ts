import type { ProductMainCategory, Seo } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { findByIds, findBySlugs, productTree } from './category-tree';

const seo = (slug: string): Seo => ({
  canonical_url: null,
  description: null,
  image: null,
  slug,
  title: slug,
  type: 'website',
});
const node = (id: number, slug: string) => ({
  id,
  name: slug,
  url: `/kategoria/${slug}`,
  seo: seo(slug),
  is_in_menu: true,
});

function shop(sub: string, category: string, main: string): ProductMainCategory[] {
  return [
    {
      ...node(1, main),
      categories: [{ ...node(2, category), subCategories: [node(3, sub), node(4, `${sub}-2`)] }],
    },
  ];
}

describe('category tree', () => {
  const hu = productTree(shop('habok', 'arctisztitas', 'arcapolas'));
  const en = productTree(shop('foams', 'cleansing', 'face-care'));

  it('walks a slug path down the levels', () => {
    expect(findBySlugs(hu, ['arcapolas', 'arctisztitas', 'habok'])?.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(findBySlugs(hu, [])).toEqual([]);
  });

  it('refuses an unknown slug at any level', () => {
    expect(findBySlugs(hu, ['arcapolas', 'nincs'])).toBeUndefined();
    expect(findBySlugs(hu, ['habok'])).toBeUndefined();
  });

  it('maps a path of the other language by ids', () => {
    const english = findBySlugs(en, ['face-care', 'cleansing', 'foams']) ?? [];
    expect(
      findByIds(
        hu,
        english.map((n) => n.id),
      )?.map((n) => n.seo.slug),
    ).toEqual(['arcapolas', 'arctisztitas', 'habok']);
  });
});
