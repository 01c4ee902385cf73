import type { MessageCatalogue } from '../../lib/messages';

export const authMessages = {
  logged_in: { hu: 'Sikeres bejelentkezés.', en: 'You are logged in.' },
  login_locked: {
    hu: 'Ebbe a fiókba túl sok sikertelen bejelentkezés érkezett. Próbálja újra később, vagy állítson be új jelszót az „Elfelejtett jelszó” linkkel.',
    en: 'There were too many failed logins to this account. Try again later, or choose a new password with the “Forgot password” link.',
  },
  logged_out: { hu: 'Sikeresen kijelentkezett.', en: 'You are logged out.' },
  auth_failed: {
    hu: 'Hibás e-mail cím vagy jelszó.',
    en: 'These credentials do not match our records.',
  },
  refresh_invalid: {
    hu: 'A bejelentkezés lejárt. Kérjük, jelentkezzen be újra.',
    en: 'Your login has expired. Please log in again.',
  },
  registered: {
    hu: 'Sikeres regisztráció! Az e-mail címe megerősítéséhez küldtünk egy levelet.',
    en: 'Thank you for registering! We have sent you an e-mail to confirm your address.',
  },
  registered_professional: {
    hu: 'Sikeres regisztráció! A szakmai fiókját a dokumentum ellenőrzése után aktiváljuk; az e-mail címe megerősítéséhez küldtünk egy levelet.',
    en: 'Thank you for registering! We will activate your professional account once we have checked your document; we have sent you an e-mail to confirm your address.',
  },
  reset_link_sent: {
    hu: 'Ha ezzel az e-mail címmel regisztráltak nálunk, elküldtük a jelszó visszaállításához szükséges linket.',
    en: 'If this e-mail address is registered with us, we have sent it a link to reset the password.',
  },
  password_reset_done: {
    hu: 'A jelszavát megváltoztattuk. Most már bejelentkezhet az új jelszóval.',
    en: 'Your password has been reset. You can now log in with the new password.',
  },
  reset_token_invalid: {
    hu: 'A jelszó-visszaállító link érvénytelen vagy lejárt. Kérjen újat.',
    en: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  reset_token_used: {
    hu: 'Ezzel a linkkel már beállított új jelszót. Jelentkezzen be vele, vagy kérjen új linket.',
    en: 'A new password has already been set with this link. Log in with it, or ask for a new link.',
  },
  email_verified: {
    hu: 'Az e-mail címét megerősítettük. Köszönjük!',
    en: 'Your e-mail address is confirmed. Thank you!',
  },
  email_already_verified: {
    hu: 'Az e-mail címét már korábban megerősítette.',
    en: 'Your e-mail address is already verified.',
  },
  verification_invalid: {
    hu: 'A megerősítő link érvénytelen vagy lejárt. Kérjen újat a fiókjában.',
    en: 'This confirmation link is invalid or has expired. Ask for a new one in your account.',
  },
  verification_sent: {
    hu: 'Új megerősítő levelet küldtünk az e-mail címére.',
    en: 'We have sent a new confirmation e-mail to your address.',
  },
} as const satisfies MessageCatalogue;
