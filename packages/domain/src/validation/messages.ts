import { SHORT_LIST_SIZE } from '../constants';
import type { Locale } from '../ids';
import { ZIPCODE_MAX, ZIPCODE_MIN } from '../zipcodes';

/**
 * Field messages of the shared validation rules, by stable code. Schemas carry the code as
 * their error; `translateIssue` turns it into the request's language, on the server (the
 * API's 422 body) and in the browser alike. `{min}` and `{max}` are filled in from the issue.
 */
export const validationMessages = {
  required: { hu: 'A mező kitöltése kötelező.', en: 'This field is required.' },
  invalid: { hu: 'A megadott érték érvénytelen.', en: 'The given value is invalid.' },
  choice_invalid: { hu: 'A választott érték érvénytelen.', en: 'The selected value is invalid.' },
  // The back office's promotions and redirects (issue 21, domain contracts/admin-promotions, admin-site-content).
  coupon_code_invalid: {
    hu: 'A kód betűkből, számjegyekből, kötőjelből és aláhúzásból álljon.',
    en: 'The code may hold letters, digits, hyphens and underscores.',
  },
  coupon_percentage_range: {
    hu: 'A százalékos kedvezmény 1 és 100 között legyen.',
    en: 'A percentage discount is between 1 and 100.',
  },
  coupon_fixed_range: {
    hu: 'A fix kedvezmény 1 és 1 000 000 Ft között legyen.',
    en: 'A fixed discount is between 1 and 1,000,000 Ft.',
  },
  promotion_day_invalid: { hu: 'Adjon meg egy dátumot (ÉÉÉÉ-HH-NN).', en: 'Enter a date (YYYY-MM-DD).' },
  promotion_window_invalid: {
    hu: 'Az érvényesség vége nem lehet korábbi a kezdeténél.',
    en: 'The end of validity cannot be before its start.',
  },
  redirect_source_invalid: {
    hu: 'A forrás az oldal egy útvonala legyen, perjellel kezdve (például /regi-oldal), webcím nélkül.',
    en: 'The source must be a path of the site starting with a slash (for example /old-page), without a web address.',
  },
  redirect_target_invalid: {
    hu: 'A cél az oldal egy útvonala (/…) vagy egy https:// kezdetű teljes webcím legyen.',
    en: 'The target must be a path of the site (/…) or a full address starting with https://.',
  },
  participants_too_many: {
    hu: 'Több résztvevőt adott meg, mint ahány helyet foglal.',
    en: 'You named more participants than the places you are booking.',
  },
  product_related_too_many: {
    hu: `Legfeljebb ${SHORT_LIST_SIZE} kapcsolódó terméket választhat.`,
    en: `Choose at most ${SHORT_LIST_SIZE} related products.`,
  },
  // The VAT rate of a product or a training (issue 22, contracts/admin-products).
  vat_rate_invalid: {
    hu: 'Az ÁFA-kulcs 27, 18, 5 vagy 0 % lehet.',
    en: 'The VAT rate must be 27, 18, 5 or 0 %.',
  },
  number_invalid: { hu: 'Számot adjon meg.', en: 'Enter a number.' },
  too_short: { hu: 'Legalább {min} karaktert adjon meg.', en: 'Enter at least {min} characters.' },
  too_long: { hu: 'Legfeljebb {max} karaktert adjon meg.', en: 'Enter at most {max} characters.' },
  too_small: { hu: 'Az érték legalább {min} legyen.', en: 'The value must be at least {min}.' },
  too_big: { hu: 'Az érték legfeljebb {max} lehet.', en: 'The value may be at most {max}.' },
  email_invalid: { hu: 'Érvényes e-mail címet adjon meg.', en: 'Enter a valid e-mail address.' },
  name_invalid: {
    hu: 'Legalább 2 betűt adjon meg; csak betű, pont, szóköz és kötőjel használható.',
    en: 'Enter at least 2 letters; only letters, dots, spaces and hyphens are allowed.',
  },
  phone_invalid: {
    hu: 'Magyar mobilszámot adjon meg +36 XX XXX XXXX formában (20, 30, 31, 50 vagy 70).',
    en: 'Enter a Hungarian mobile number as +36 XX XXX XXXX (20, 30, 31, 50 or 70).',
  },
  password_weak: {
    hu: 'A jelszó legalább 8 karakter legyen, és tartalmazzon nagybetűt, számot és egy speciális karaktert (!@#$%^&*()_.:?,+-).',
    en: 'The password must be at least 8 characters long with an uppercase letter, a digit and a special character (!@#$%^&*()_.:?,+-).',
  },
  password_confirmation_mismatch: {
    hu: 'A két jelszó nem egyezik.',
    en: 'The two passwords do not match.',
  },
  tax_number_invalid: {
    hu: 'Érvényes magyar adószámot adjon meg (12345678-1-12 vagy 11 számjegy).',
    en: 'Enter a valid Hungarian tax number (12345678-1-12 or 11 digits).',
  },
  consent_required: {
    hu: 'A feliratkozáshoz fogadja el a hírlevélküldést.',
    en: 'Please consent to receiving the newsletter.',
  },
  terms_required: {
    hu: 'A regisztrációhoz fogadja el a felhasználási feltételeket.',
    en: 'Please accept the terms and conditions.',
  },
  file_required: { hu: 'Töltse fel a dokumentumot.', en: 'Please upload the document.' },
  file_too_large: { hu: 'A fájl legfeljebb 5 MB lehet.', en: 'The file may be at most 5 MB.' },
  file_type_invalid: {
    hu: 'Csak PDF, JPEG vagy PNG fájl tölthető fel.',
    en: 'Only PDF, JPEG or PNG files can be uploaded.',
  },
  email_taken: {
    hu: 'Ezzel az e-mail címmel már regisztráltak.',
    en: 'This e-mail address is already registered.',
  },
  current_password_invalid: { hu: 'A jelenlegi jelszó hibás.', en: 'The current password is incorrect.' },
  zipcode_unknown: { hu: 'Válasszon irányítószámot a listából.', en: 'Choose a zip code from the list.' },
  zipcode_invalid: {
    hu: `Négyjegyű magyar irányítószámot adjon meg (${ZIPCODE_MIN}–${ZIPCODE_MAX}).`,
    en: `Enter a four-digit Hungarian zip code (${ZIPCODE_MIN}–${ZIPCODE_MAX}).`,
  },
  zipcode_city_mismatch: {
    hu: 'Ehhez az irányítószámhoz tartozó település: {cities}.',
    en: 'The settlement of this zip code: {cities}.',
  },
  street_type_unknown: {
    hu: 'Válasszon közterület-jelleget a listából.',
    en: 'Choose a street type from the list.',
  },
  education_level_unknown: {
    hu: 'Válasszon végzettséget a listából.',
    en: 'Choose an education level from the list.',
  },
  order_terms_required: {
    hu: 'A rendeléshez fogadja el az általános szerződési feltételeket.',
    en: 'Please accept the terms and conditions to place the order.',
  },
  order_privacy_required: {
    hu: 'A rendeléshez fogadja el az adatkezelési tájékoztatót.',
    en: 'Please accept the privacy notice to place the order.',
  },
  parcel_point_required: { hu: 'Válasszon csomagpontot.', en: 'Choose a parcel point.' },
  birth_date_invalid: {
    hu: 'Adjon meg érvényes születési dátumot (ÉÉÉÉ-HH-NN).',
    en: 'Enter a valid date of birth (YYYY-MM-DD).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageCode = keyof typeof validationMessages;

export function isValidationMessageCode(value: string): value is ValidationMessageCode {
  return Object.hasOwn(validationMessages, value);
}

/** The text of a code in a language, with `{name}` placeholders filled in. */
export function validationMessage(
  code: ValidationMessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
