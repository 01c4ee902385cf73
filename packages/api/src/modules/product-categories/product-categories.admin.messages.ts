import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about the category trees (issue 21). */
export const categoryAdminMessages = {
  category_slug_taken: {
    hu: 'Ez az URL-részlet már foglalt ezen a nyelven.',
    en: 'This slug is already taken in this language.',
  },
  category_parent_unknown: { hu: 'Nincs ilyen szülőkategória.', en: 'There is no such parent category.' },
  category_parent_other_site: {
    hu: 'Kategória csak a saját oldalán belül helyezhető át.',
    en: 'A category can only be moved within its own site.',
  },
  category_order_not_siblings: {
    hu: 'A sorrendben egy szülő összes alkategóriájának szerepelnie kell, mindegyiknek egyszer.',
    en: 'The order must list every child of one parent, each once.',
  },
  category_has_products: {
    hu: 'A kategória nem törölhető, amíg termék tartozik hozzá vagy alá.',
    en: 'The category cannot be deleted while products are placed in it or below it.',
  },
  category_has_children: {
    hu: 'A kategória nem törölhető, amíg alkategóriái vannak.',
    en: 'The category cannot be deleted while it has child categories.',
  },
  category_created: { hu: 'A kategóriát létrehoztuk.', en: 'The category has been created.' },
  category_saved: { hu: 'A kategóriát mentettük.', en: 'The category has been saved.' },
  category_ordered: { hu: 'A sorrendet mentettük.', en: 'The order has been saved.' },
  category_deleted: { hu: 'A kategóriát töröltük.', en: 'The category has been deleted.' },
} as const satisfies MessageCatalogue;
