import { academyEn } from './areas/academy.en';
import { accountEn } from './areas/account.en';
import { catalogueEn } from './areas/catalogue.en';
import { commerceEn } from './areas/commerce.en';
import { contentEn } from './areas/content.en';
import { participantsEn } from './areas/participants.en';
import { paymentOutcomeEn } from './areas/payment-outcome.en';
import { stockEn } from './areas/stock.en';
import { transferEn } from './areas/transfer.en';
import { waitingListEn } from './areas/waiting-list.en';
import type { CoreMessageKey, MessageKey } from './hu';

const core: Record<CoreMessageKey, string> = {
  'site.shop.name': 'Vagheggi',
  'site.shop.tagline': 'Professional cosmetics',
  'site.academy.name': 'Vagheggi Academy',
  'site.academy.tagline': 'Professional training for beauticians',
  'meta.shop.description':
    'The web shop of professional Italian cosmetics: face and body care for salons and for use at home.',
  'meta.academy.description':
    'Online and classroom professional training for beauticians, with scheduled dates and limited seats.',
  'a11y.skipToContent': 'Skip to content',
  'balance.title': 'My balances',
  'balance.marketing': 'Marketing balance',
  'balance.global': 'Virtual balance',
  'nav.main': 'Main menu',
  'nav.secondary': 'More links',
  'nav.home': 'Home',
  'nav.categories.shop': 'Categories',
  'nav.categories.academy': 'Training areas',
  'nav.highlighted': 'Featured categories',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'header.search': 'Search',
  'header.account': 'My account',
  'header.login': 'Sign in',
  'header.cart': 'Cart',
  'language.label': 'Language',
  'language.hu': 'Magyar',
  'language.en': 'English',
  'footer.shopColumn.shop': 'Shopping',
  'footer.shopColumn.academy': 'Enrolment',
  'footer.helpColumn': 'Help',
  'footer.social': 'Follow us',
  'footer.payment': 'Secure card payment through Barion',
  'footer.rights': 'All rights reserved.',
  'home.shop.eyebrow': 'Italian professional skincare',
  'home.shop.title': 'The cosmetics salons love, now for your home',
  'home.shop.lead':
    'Active-rich face and body care that beauticians work with every day. Choose by skin type and have it delivered to a GLS parcel shop or locker.',
  'home.shop.cta': 'Our products',
  'home.academy.eyebrow': 'Professional training for beauticians',
  'home.academy.title': 'Learn from the best in the profession, online or in the classroom',
  'home.academy.lead': 'Hands-on training in small groups on scheduled dates. Enrol several participants at once.',
  'home.academy.cta': 'Training calendar',
  'cookies.title': 'Cookies on this site',
  'cookies.text':
    'We always use the cookies the site needs to work. Statistics and marketing cookies only with your consent.',
  'cookies.more': 'More',
  'cookies.less': 'Less',
  'cookies.moreText':
    'Statistics cookies help us understand how visitors use the site. Marketing cookies make personalised ads and ad measurement possible. You can withdraw your consent at any time; the cookies last 30 days.',
  'cookies.settings': 'Settings',
  'cookies.level1': 'Necessary cookies (always on)',
  'cookies.level2': 'Statistics cookies',
  'cookies.level3': 'Marketing cookies',
  'cookies.acceptSelection': 'Accept selected',
  'cookies.acceptAll': 'Accept all',
  'cookies.rejectAll': 'Reject all',
  'cookies.reopen': 'Cookie settings',
  'toast.success': 'Success',
  'toast.error': 'Error',
  'toast.info': 'Information',
  'toast.close': 'Close notification',
  'status.loading': 'Loading…',
  'status.offline': 'You are offline. You can continue as soon as the connection is back.',
  'error.404.title': 'Page not found',
  'error.404.text':
    'The page you are looking for does not exist or has been removed. Try the search, or go back to the home page.',
  'error.500.title': 'Szerverhiba/Server error',
  'error.500.text': 'The server answered with an error. Try the search bar, or go back to the main page.',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
  'error.backHome': 'Back to the main page',
  'error.generic': 'An unexpected error occurred.',
  'error.formUnreadable': 'The form could not be read. Please fill it in again and send it from the page.',
};

export const en: Record<MessageKey, string> = {
  ...core,
  ...catalogueEn,
  ...stockEn,
  ...academyEn,
  ...contentEn,
  ...accountEn,
  ...commerceEn,
  ...paymentOutcomeEn,
  ...participantsEn,
  ...transferEn,
  ...waitingListEn,
};
