import type { ProductMainCategory, TrainingCategory } from '@vag/domain';

/** One entry of the category menu, whichever site it comes from (spec §3: name, url, childrens). */
export interface MenuNode {
  id: number;
  name: string;
  url: string;
  /** Shop categories flagged is_in_menu: the highlighted list beside the tree. */
  highlighted: boolean;
  children: MenuNode[];
}

/** Shop: main category → categories → sub categories, the two sub levels the menu shows. */
export function productMenu(mainCategories: ProductMainCategory[]): MenuNode[] {
  return mainCategories.map((main) => ({
    id: main.id,
    name: main.name,
    url: main.url,
    highlighted: main.is_in_menu,
    children: main.categories.map((category) => ({
      id: category.id,
      name: category.name,
      url: category.url,
      highlighted: category.is_in_menu,
      children: category.subCategories.map((sub) => ({
        id: sub.id,
        name: sub.name,
        url: sub.url,
        highlighted: sub.is_in_menu,
        children: [],
      })),
    })),
  }));
}

/** Academy: the nested training categories, cut at the same depth as the shop's. */
export function trainingMenu(categories: TrainingCategory[], depth = 3): MenuNode[] {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    url: category.url,
    highlighted: false,
    children: depth > 1 ? trainingMenu(category.childrens, depth - 1) : [],
  }));
}

/** Every flagged entry at any level, in menu order. */
export function highlightedEntries(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [...(node.highlighted ? [node] : []), ...highlightedEntries(node.children)]);
}

/**
 * A menu entry as the root loader sends it (the page embeds it): the URL as a path segment under
 * its parent's where it is one, a false flag and an empty list left out. `unpackMenu` restores it.
 */
export interface PackedMenuNode {
  id: number;
  name: string;
  url: string;
  highlighted?: true;
  children?: PackedMenuNode[];
}

export function packMenu(nodes: MenuNode[], parentUrl?: string): PackedMenuNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    url: parentUrl && node.url.startsWith(`${parentUrl}/`) ? node.url.slice(parentUrl.length + 1) : node.url,
    ...(node.highlighted && { highlighted: true as const }),
    ...(node.children.length > 0 && { children: packMenu(node.children, node.url) }),
  }));
}

export function unpackMenu(nodes: PackedMenuNode[], parentUrl?: string): MenuNode[] {
  return nodes.map((node) => {
    const url =
      parentUrl && !node.url.startsWith('/') && !node.url.includes('://') ? `${parentUrl}/${node.url}` : node.url;
    return {
      id: node.id,
      name: node.name,
      url,
      highlighted: node.highlighted === true,
      children: unpackMenu(node.children ?? [], url),
    };
  });
}
