import { academyHu } from './areas/academy.hu';
import { accountHu } from './areas/account.hu';
import { catalogueHu } from './areas/catalogue.hu';
import { commerceHu } from './areas/commerce.hu';
import { contentHu } from './areas/content.hu';
import { participantsHu } from './areas/participants.hu';
import { paymentOutcomeHu } from './areas/payment-outcome.hu';
import { stockHu } from './areas/stock.hu';
import { transferHu } from './areas/transfer.hu';
import { waitingListHu } from './areas/waiting-list.hu';

/** Hungarian messages: the reference catalogue; `en.ts` must have exactly these keys. */
const core = {
  'site.shop.name': 'Vagheggi',
  'site.shop.tagline': 'Professzionális kozmetikumok',
  'site.academy.name': 'Vagheggi Akadémia',
  'site.academy.tagline': 'Szakmai képzések kozmetikusoknak',
  'meta.shop.description':
    'Professzionális olasz kozmetikumok webáruháza: arc- és testápolás, szalonoknak és otthoni használatra.',
  'meta.academy.description':
    'Online és tantermi szakmai képzések kozmetikusoknak, dátumozott időpontokkal és korlátozott létszámmal.',
  'a11y.skipToContent': 'Ugrás a tartalomra',
  'balance.title': 'Egyenlegeim',
  'balance.marketing': 'Marketing egyenleg',
  'balance.global': 'Virtuális egyenleg',
  'nav.main': 'Főmenü',
  'nav.secondary': 'Kiegészítő menü',
  'nav.home': 'Főoldal',
  'nav.categories.shop': 'Kategóriák',
  'nav.categories.academy': 'Képzési területek',
  'nav.highlighted': 'Kiemelt kategóriák',
  'nav.openMenu': 'Menü megnyitása',
  'nav.closeMenu': 'Menü bezárása',
  'header.search': 'Keresés',
  'header.account': 'Fiókom',
  'header.login': 'Bejelentkezés',
  'header.cart': 'Kosár',
  'language.label': 'Nyelv',
  'language.hu': 'Magyar',
  'language.en': 'English',
  'footer.shopColumn.shop': 'Vásárlás',
  'footer.shopColumn.academy': 'Jelentkezés',
  'footer.helpColumn': 'Segítség',
  'footer.social': 'Kövessen minket',
  'footer.payment': 'Biztonságos kártyás fizetés a Barion rendszerén keresztül',
  'footer.rights': 'Minden jog fenntartva.',
  'home.shop.eyebrow': 'Olasz professzionális bőrápolás',
  'home.shop.title': 'A szalonok kedvenc kozmetikumai, most otthonra is',
  'home.shop.lead':
    'Hatóanyag-gazdag arc- és testápolók, amelyekkel a kozmetikusok nap mint nap dolgoznak. Válasszon bőrtípusa szerint, és kérje GLS csomagpontra vagy automatába.',
  'home.shop.cta': 'Termékeink',
  'home.academy.eyebrow': 'Szakmai képzések kozmetikusoknak',
  'home.academy.title': 'Tanuljon a szakma legjobbjaitól, online vagy tanteremben',
  'home.academy.lead':
    'Gyakorlatorientált képzések kis létszámú csoportokban, meghirdetett időpontokkal. Jelentkezzen egyszerre több résztvevővel is.',
  'home.academy.cta': 'Képzési naptár',
  'cookies.title': 'Sütik (cookie-k) a webhelyen',
  'cookies.text':
    'A webhely működéséhez szükséges sütiket mindig használjuk. Statisztikai és marketing sütiket csak az Ön hozzájárulásával.',
  'cookies.more': 'Bővebben',
  'cookies.less': 'Kevesebb',
  'cookies.moreText':
    'A statisztikai sütik segítenek megérteni, hogyan használják látogatóink az oldalt. A marketing sütik személyre szabott hirdetéseket és a hirdetések mérését teszik lehetővé. Hozzájárulását bármikor visszavonhatja, a sütik 30 napig érvényesek.',
  'cookies.settings': 'Beállítások',
  'cookies.level1': 'Szükséges sütik (mindig aktív)',
  'cookies.level2': 'Statisztikai sütik',
  'cookies.level3': 'Marketing sütik',
  'cookies.acceptSelection': 'Kiválasztottak elfogadása',
  'cookies.acceptAll': 'Összes elfogadása',
  'cookies.rejectAll': 'Összes elutasítása',
  'cookies.reopen': 'Süti-beállítások',
  'toast.success': 'Siker',
  'toast.error': 'Hiba',
  'toast.info': 'Tájékoztatás',
  'toast.close': 'Értesítés bezárása',
  'status.loading': 'Betöltés…',
  'status.offline': 'Nincs internetkapcsolat. Amint újra elérhető, folytathatja.',
  'error.404.title': 'Az oldal nem található',
  'error.404.text':
    'A keresett oldal nem létezik, vagy időközben megszűnt. Próbálja a keresést, vagy térjen vissza a főoldalra.',
  'error.500.title': 'Szerverhiba/Server error',
  'error.500.text':
    'A szerver hibával válaszolt. Próbálja meg a keresősávot használni, vagy térjen vissza a főoldalra.',
  'pagination.label': 'Lapozás',
  'pagination.previous': 'Előző oldal',
  'pagination.next': 'Következő oldal',
  'pagination.page': '{page}. oldal',
  'error.backHome': 'Vissza a főoldalra',
  'error.generic': 'Váratlan hiba történt.',
  'error.formUnreadable': 'Az űrlapot nem sikerült beolvasni. Kérjük, töltse ki újra, és az oldalról küldje el.',
} as const;

/** The whole catalogue: the layout's messages and each area's (`areas/<area>.hu.ts`). */
export const hu = {
  ...core,
  ...catalogueHu,
  ...stockHu,
  ...academyHu,
  ...contentHu,
  ...accountHu,
  ...commerceHu,
  ...paymentOutcomeHu,
  ...participantsHu,
  ...transferHu,
  ...waitingListHu,
} as const;

export type CoreMessageKey = keyof typeof core;
export type MessageKey = keyof typeof hu;
