import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about products (issue 21). */
export const productAdminMessages = {
  product_created: { hu: 'A terméket létrehoztuk.', en: 'The product has been created.' },
  product_saved: { hu: 'A terméket elmentettük.', en: 'The product has been saved.' },
  product_slug_invalid: {
    hu: 'Csak kisbetű, szám és kötőjel lehet benne (például: hidratalo-arckrem).',
    en: 'Only lower-case letters, digits and hyphens (for example: moisturising-face-cream).',
  },
  product_slug_taken: {
    hu: 'Ez az URL-név már egy másik termékhez tartozik ezen a nyelven.',
    en: 'This URL name already belongs to another product in this language.',
  },
  product_english_incomplete: {
    hu: 'Az angol változathoz név kell (vagy hagyja üresen az angol mezőket).',
    en: 'The English version needs a name (or leave the English fields empty).',
  },
  product_net_content_pair: {
    hu: 'A nettó tartalomhoz a mennyiség és a mértékegység is kell (vagy hagyja mindkettőt üresen).',
    en: 'Net content needs both the amount and the unit (or leave both empty).',
  },
  product_sub_category_unknown: {
    hu: 'Válasszon a bolt alkategóriái közül.',
    en: 'Choose among the shop’s sub categories.',
  },
  product_default_sub_category_invalid: {
    hu: 'Az alapértelmezett alkategória a kiválasztottak egyike legyen.',
    en: 'The default sub category must be one of those chosen.',
  },
  product_picture_unknown: {
    hu: 'A kép nem található (a médiatárból vagy a termék képei közül válasszon).',
    en: 'The picture was not found (choose from the media library or the product’s pictures).',
  },
  product_picture_twice: { hu: 'Egy kép csak egyszer szerepelhet.', en: 'A picture can be added only once.' },
  product_related_unknown: {
    hu: 'A kapcsolódó termék nem található.',
    en: 'The related product was not found.',
  },
  product_related_other_site: {
    hu: 'Kapcsolódó termék csak ugyanennek az oldalnak a terméke lehet.',
    en: 'A related product must belong to the same site.',
  },
  product_related_self: {
    hu: 'A termék nem lehet önmaga kapcsolódó terméke.',
    en: 'A product cannot be related to itself.',
  },
  product_related_twice: {
    hu: 'Egy termék csak egyszer szerepelhet a kapcsolódók között.',
    en: 'A product can be picked only once.',
  },
  product_main_picture_invalid: {
    hu: 'A fő kép a termék képeinek egyike legyen.',
    en: 'The main picture must be one of the product’s pictures.',
  },
} satisfies MessageCatalogue;
