import type { MessageCatalogue } from '../../lib/messages';

/** Messages of the back office's salon editor (issue 21). */
export const salonAdminMessages = {
  salon_name_required: { hu: 'Adja meg a szalon nevét.', en: 'Enter the salon’s name.' },
  salon_address_required: { hu: 'Adja meg a címet.', en: 'Enter the address.' },
  salon_city_required: { hu: 'Adja meg a települést.', en: 'Enter the town or city.' },
  salon_zipcode_invalid: { hu: 'Az irányítószám négy számjegy.', en: 'The postcode is four digits.' },
  salon_email_invalid: { hu: 'Adjon meg érvényes e-mail-címet.', en: 'Enter a valid e-mail address.' },
  salon_website_invalid: {
    hu: 'A weboldal egy https:// kezdetű cím legyen.',
    en: 'The website must be an https:// address.',
  },
  salon_lat_invalid: {
    hu: 'A szélesség −90 és 90 közötti szám (pl. 47.4979).',
    en: 'The latitude is a number from −90 to 90 (e.g. 47.4979).',
  },
  salon_lng_invalid: {
    hu: 'A hosszúság −180 és 180 közötti szám (pl. 19.0402).',
    en: 'The longitude is a number from −180 to 180 (e.g. 19.0402).',
  },
  salon_coordinates_incomplete: {
    hu: 'A szélesség és a hosszúság együtt adható meg (vagy hagyja mindkettőt üresen).',
    en: 'Give both the latitude and the longitude (or leave both empty).',
  },
  salon_hours_invalid: {
    hu: 'Adja meg a nyitást és a zárást ÓÓ:PP alakban, vagy jelölje zárva a napot.',
    en: 'Enter the opening and closing time as HH:MM, or mark the day closed.',
  },
  salon_hours_order: { hu: 'A zárás a nyitás után legyen.', en: 'The closing time must be after the opening.' },
  salon_image_unknown: { hu: 'A kép nincs a médiatárban.', en: 'The image is not in the media library.' },
  salon_created: { hu: 'A szalon létrejött.', en: 'The salon was created.' },
  salon_saved: { hu: 'A szalon mentve.', en: 'The salon was saved.' },
} as const satisfies MessageCatalogue;
