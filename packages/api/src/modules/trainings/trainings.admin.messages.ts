import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about trainings and their dates (issue 21). */
export const trainingAdminMessages = {
  training_saved: { hu: 'A képzést elmentettük.', en: 'The training has been saved.' },
  training_date_saved: { hu: 'Az időpontot elmentettük.', en: 'The date has been saved.' },
  training_date_deleted: { hu: 'Az időpontot töröltük.', en: 'The date has been deleted.' },
  training_date_cancelled: {
    hu: 'Az időpontot lemondtuk; a jelentkezéseket lemondtuk, a befizetéseket visszatérítjük, a jelentkezőket értesítettük.',
    en: 'The date has been cancelled; its enrolments were cancelled, paid money is being refunded and the buyers were mailed.',
  },
  slug_invalid: {
    hu: 'Csak kisbetű, szám és kötőjel lehet benne (például: pillaepites-alapok).',
    en: 'Only lower-case letters, digits and hyphens (for example: lash-basics).',
  },
  slug_taken: {
    hu: 'Ez az URL-név már egy másik képzésé ezen a nyelven.',
    en: 'This URL name already belongs to another training in this language.',
  },
  date_invalid: { hu: 'Érvénytelen dátum vagy időpont.', en: 'Not a valid date or time.' },
  training_english_incomplete: {
    hu: 'Az angol változathoz a név és az URL-név is kell (vagy hagyja mindkettőt üresen).',
    en: 'The English version needs both a name and a URL name (or leave both empty).',
  },
  training_price_required: {
    hu: 'Ennél a képzési formánál meg kell adni az árat.',
    en: 'This way of teaching needs a price.',
  },
  training_price_not_offered: {
    hu: 'Ezt a képzési formát nem kínálja a képzés, itt nem lehet ár.',
    en: 'The training is not offered this way: leave this price empty.',
  },
  training_sales_price_too_high: {
    hu: 'Az akciós árnak kisebbnek kell lennie az árnál.',
    en: 'The sale price must be lower than the price.',
  },
  training_vat_exemption_rate: {
    hu: 'Adómentes képzés ÁFA-kulcsa csak 0 % lehet: válassza a 0 %-ot, vagy ne jelöljön adómentességet.',
    en: 'An exempt training’s VAT rate must be 0 %: choose 0 %, or no exemption.',
  },
  training_category_unknown: {
    hu: 'Válasszon a képzési kategóriák közül.',
    en: 'Choose among the training categories.',
  },
  training_image_unknown: {
    hu: 'A választott kép már nincs a médiatárban: válasszon másikat.',
    en: 'The chosen image is no longer in the media library: choose another.',
  },
  training_location_not_offered: {
    hu: 'A képzés nem tartható így (nézze meg a képzés formáját).',
    en: 'The training is not taught this way (see its location type).',
  },
  training_venue_required: {
    hu: 'Tantermi időponthoz meg kell adni a helyszínt.',
    en: 'A classroom date needs a venue.',
  },
  training_online_url_required: {
    hu: 'Online időponthoz meg kell adni a belépési linket.',
    en: 'An online date needs its meeting link.',
  },
  training_online_url_invalid: {
    hu: 'A linknek https:// kezdetű webcímnek kell lennie.',
    en: 'The link must be a web address starting with https://.',
  },
  training_duration_type_required: {
    hu: 'Adja meg, percben vagy órában értendő-e.',
    en: 'Say whether it is in minutes or hours.',
  },
  training_date_location_locked: {
    hu: 'Jelentkezések vannak az időpontra: a formája (és vele az ára) nem változtatható.',
    en: 'The date has enrolments: its way of teaching (and so its price) cannot change.',
  },
  capacity_below_seats: {
    hu: 'A létszám nem lehet kevesebb a már lefoglalt {seats} helynél.',
    en: 'The capacity cannot be less than the {seats} seats already taken.',
  },
  date_has_enrolments: {
    hu: 'Az időpontra már jelentkeztek, ezért nem törölhető; mondja le helyette.',
    en: 'The date has enrolments, so it cannot be deleted; cancel it instead.',
  },
  training_date_is_cancelled: {
    hu: 'Az időpontot már lemondták.',
    en: 'The date has already been cancelled.',
  },
} satisfies MessageCatalogue;
