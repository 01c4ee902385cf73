import type { ProductMainCategory, TrainingCategory } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { highlightedEntries, packMenu, productMenu, trainingMenu, unpackMenu } from './category-menu';

const seo = { canonical_url: '', description: '', image: '', slug: '', title: '', type: 'website' };

describe('category menu', () => {
  it('turns the shop tree into two sub levels and collects the highlighted entries', () => {
    const tree = [
      {
        id: 1,
        name: 'Arcápolás',
        url: '/kategoria/arcapolas',
        is_in_menu: false,
        seo,
        categories: [
          {
            id: 10,
            name: 'Tisztítás',
            url: '/kategoria/arcapolas/tisztitas',
            is_in_menu: true,
            seo,
            subCategories: [
              { id: 100, name: 'Tonikok', url: '/kategoria/arcapolas/tisztitas/tonikok', is_in_menu: true, seo },
            ],
          },
        ],
      },
    ] as unknown as ProductMainCategory[];
    const menu = productMenu(tree);
    expect(menu[0]?.children[0]?.children[0]).toMatchObject({ name: 'Tonikok', children: [] });
    expect(highlightedEntries(menu).map((node) => node.name)).toEqual(['Tisztítás', 'Tonikok']);
  });

  it('cuts the academy tree at three levels', () => {
    const leaf = (id: number, childrens: TrainingCategory[] = []): TrainingCategory => ({
      id,
      name: `c${id}`,
      url: `/kategoria/c${id}`,
      seo,
      childrens,
    });
    const menu = trainingMenu([leaf(1, [leaf(2, [leaf(3, [leaf(4)])])])]);
    expect(menu[0]?.children[0]?.children[0]).toMatchObject({ id: 3, children: [] });
  });

  it('packs a menu for the page to segments under their parent, and unpacks it as it was', () => {
    const menu = [
      {
        id: 1,
        name: 'Arcápolás',
        url: '/kategoria/arcapolas',
        highlighted: false,
        children: [
          { id: 10, name: 'Tisztítás', url: '/kategoria/arcapolas/tisztitas', highlighted: true, children: [] },
          { id: 11, name: 'Máshol', url: '/kategoria/testapolas/mashol', highlighted: false, children: [] },
          { id: 12, name: 'Külső', url: 'https://example.com/x', highlighted: false, children: [] },
        ],
      },
    ];
    const packed = packMenu(menu);
    expect(packed).toEqual([
      {
        id: 1,
        name: 'Arcápolás',
        url: '/kategoria/arcapolas',
        children: [
          { id: 10, name: 'Tisztítás', url: 'tisztitas', highlighted: true },
          { id: 11, name: 'Máshol', url: '/kategoria/testapolas/mashol' },
          { id: 12, name: 'Külső', url: 'https://example.com/x' },
        ],
      },
    ]);
    expect(unpackMenu(packed)).toEqual(menu);
  });
});
