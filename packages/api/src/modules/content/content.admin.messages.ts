import type { MessageCatalogue } from '../../lib/messages';

/** Messages of the back office's content editors: blog, custom pages, carousel (issue 21). */
export const contentAdminMessages = {
  content_slug_invalid: {
    hu: 'Csak kisbetű, szám és kötőjel lehet benne (pl. nyari-borapolas).',
    en: 'Use lower-case letters, digits and hyphens only (e.g. summer-skin-care).',
  },
  content_slug_taken: {
    hu: 'Ez a cím (slug) ezen az oldalon és nyelven már foglalt.',
    en: 'This slug is already used on this site in this language.',
  },
  content_title_required: {
    hu: 'Adja meg a címet.',
    en: 'Enter the title.',
  },
  content_english_incomplete: {
    hu: 'Az angol változathoz a cím és a slug is kell (vagy hagyja mindkettőt üresen).',
    en: 'The English version needs both a title and a slug (or leave both empty).',
  },
  content_date_invalid: {
    hu: 'Adjon meg dátumot és időpontot (ÉÉÉÉ-HH-NN ÓÓ:PP).',
    en: 'Enter a date and time (YYYY-MM-DD HH:MM).',
  },
  content_image_invalid: {
    hu: 'A kép a médiatár útvonala (/img/…) vagy egy https:// cím legyen.',
    en: 'The image must be a media library path (/img/…) or an https:// address.',
  },
  content_link_invalid: {
    hu: 'A hivatkozás az oldal egy útvonala (/…) vagy egy https:// cím legyen.',
    en: 'The link must be a path of the site (/…) or an https:// address.',
  },
  content_category_unknown: {
    hu: 'Ezen az oldalon nincs ilyen blogkategória.',
    en: 'This site has no such blog category.',
  },
  content_tags_too_many: {
    hu: 'Legfeljebb 20 címkét adhat meg.',
    en: 'Give at most 20 tags.',
  },
  content_screen_slug_fixed: {
    hu: 'Ezt az oldalt egy képernyő ezen a slugon keresi: a slug nem változtatható.',
    en: 'A storefront screen finds this page by this slug: it cannot be changed.',
  },
  content_site_fixed: {
    hu: 'A bejegyzés oldala nem változtatható.',
    en: 'The site of an entry cannot be changed.',
  },
  carousel_ends_before_start: {
    hu: 'A megjelenítés vége a kezdete utáni legyen.',
    en: 'The end must be after the start.',
  },
  carousel_order_mismatch: {
    hu: 'A sorrend az oldal és nyelv összes diáját tartalmazza, mindegyiket egyszer.',
    en: 'The order must name every slide of the site and language, each once.',
  },
  blog_post_created: { hu: 'A bejegyzés létrejött.', en: 'The post was created.' },
  blog_post_saved: { hu: 'A bejegyzés mentve.', en: 'The post was saved.' },
  blog_post_deleted: { hu: 'A bejegyzés törölve.', en: 'The post was deleted.' },
  blog_category_created: { hu: 'A kategória létrejött.', en: 'The category was created.' },
  blog_category_saved: { hu: 'A kategória mentve.', en: 'The category was saved.' },
  custom_page_created: { hu: 'Az oldal létrejött.', en: 'The page was created.' },
  custom_page_saved: { hu: 'Az oldal mentve.', en: 'The page was saved.' },
  carousel_slide_created: { hu: 'A dia létrejött.', en: 'The slide was created.' },
  carousel_slide_saved: { hu: 'A dia mentve.', en: 'The slide was saved.' },
  carousel_slide_deleted: { hu: 'A dia törölve.', en: 'The slide was deleted.' },
  carousel_order_saved: { hu: 'A sorrend mentve.', en: 'The order was saved.' },
} as const satisfies MessageCatalogue;
