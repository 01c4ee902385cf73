import type { MessageCatalogue } from '../../lib/messages';

export const parcelShopMessages = {
  parcel_point_place_unknown: {
    hu: 'Ehhez nem találtunk csomagpontot. Adjon meg egy irányítószámot (például 1052), egy települést vagy egy utcát.',
    en: 'We found no parcel point for this. Enter a postcode (for example 1052), a settlement or a street.',
  },
  parcel_point_none_near: {
    hu: 'Ennél a helynél nincs ilyen csomagpont.',
    en: 'There is no parcel point of this kind near this place.',
  },
} as const satisfies MessageCatalogue;
