import type { MessageCatalogue } from '../../lib/messages';

/** Messages of the back office's sign-in, second factor and staff management (issue 20). */
export const staffMessages = {
  staff_auth_failed: {
    hu: 'Hibás e-mail cím vagy jelszó.',
    en: 'Wrong e-mail address or password.',
  },
  staff_login_locked: {
    hu: 'Túl sok sikertelen bejelentkezés. Kérjük, próbálja újra később.',
    en: 'Too many failed sign-ins. Please try again later.',
  },
  staff_signed_in: { hu: 'Bejelentkezett.', en: 'Signed in.' },
  staff_totp_needed: {
    hu: 'Adja meg a hitelesítő alkalmazás 6 jegyű kódját.',
    en: 'Enter the 6-digit code of your authenticator app.',
  },
  staff_totp_invalid: {
    hu: 'A kód hibás vagy lejárt. Adja meg az alkalmazásban most látható kódot.',
    en: 'The code is wrong or expired. Enter the code your app shows now.',
  },
  staff_totp_setup_needed: {
    hu: 'Folytatás előtt állítsa be a kétlépcsős azonosítást.',
    en: 'Set up two-step verification before you go on.',
  },
  staff_totp_enabled: { hu: 'A kétlépcsős azonosítás bekapcsolva.', en: 'Two-step verification is on.' },
  staff_totp_disabled: { hu: 'A kétlépcsős azonosítás kikapcsolva.', en: 'Two-step verification is off.' },
  staff_totp_already_enabled: {
    hu: 'A kétlépcsős azonosítás már be van kapcsolva.',
    en: 'Two-step verification is on already.',
  },
  staff_totp_required: {
    hu: 'Az Ön szerepköréhez kötelező a kétlépcsős azonosítás.',
    en: 'Your role requires two-step verification.',
  },
  staff_signed_out: { hu: 'Kijelentkezett.', en: 'Signed out.' },
  staff_forbidden: {
    hu: 'Ehhez nincs jogosultsága.',
    en: 'You are not allowed to do this.',
  },
  staff_site_forbidden: {
    hu: 'Ehhez az oldalhoz nincs jogosultsága.',
    en: 'You are not allowed to act on this site.',
  },
  staff_email_taken: {
    hu: 'Ezzel az e-mail címmel már van munkatárs.',
    en: 'A staff member with this e-mail address exists already.',
  },
  staff_last_owner: {
    hu: 'Legalább egy aktív tulajdonosnak maradnia kell.',
    en: 'At least one active owner must remain.',
  },
  staff_created: { hu: 'Munkatárs létrehozva.', en: 'Staff member created.' },
  staff_updated: { hu: 'Munkatárs módosítva.', en: 'Staff member updated.' },
} as const satisfies MessageCatalogue;
