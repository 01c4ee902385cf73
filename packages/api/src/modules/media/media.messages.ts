import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from '@vag/domain';
import type { MessageCatalogue } from '../../lib/messages';

const MB = MEDIA_MAX_BYTES / 1024 / 1024;
const MEGAPIXELS = MEDIA_MAX_PIXELS / 1_000_000;

/** Messages of the media library and the rich-text preview (issue 21). */
export const mediaMessages = {
  media_uploaded: { hu: 'A kép feltöltve.', en: 'The image is uploaded.' },
  media_already_uploaded: {
    hu: 'Ez a kép már a médiatárban van: azt használjuk.',
    en: 'This image is already in the media library: that one is used.',
  },
  media_saved: { hu: 'A helyettesítő szövegek elmentve.', en: 'The alt texts are saved.' },
  media_deleted: { hu: 'A kép törölve.', en: 'The image is deleted.' },
  media_in_use: {
    hu: 'A kép nem törölhető: egy termék képei között szerepel. Előbb ott cserélje le.',
    en: 'The image cannot be deleted: a product shows it. Replace it there first.',
  },
  media_file_required: { hu: 'Válasszon egy képfájlt.', en: 'Choose an image file.' },
  media_file_too_large: { hu: `A kép legfeljebb ${MB} MB lehet.`, en: `The image may be at most ${MB} MB.` },
  media_file_type_invalid: {
    hu: 'Csak JPEG, PNG, WebP, AVIF vagy GIF kép tölthető fel.',
    en: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
  },
  media_image_too_big: {
    hu: `A kép legfeljebb ${MEGAPIXELS} megapixeles lehet.`,
    en: `The image may have at most ${MEGAPIXELS} megapixels.`,
  },
} as const satisfies MessageCatalogue;
