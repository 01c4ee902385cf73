import type { Locale } from '@vag/domain';
import { enrolmentAdminMessages } from '../modules/academy-subscriptions/academy-subscriptions.admin.messages';
import { addressMessages } from '../modules/addresses/addresses.messages';
import { authMessages } from '../modules/auth/auth.messages';
import { balanceMessages } from '../modules/balances/balances.messages';
import { cartMessages } from '../modules/cart/cart.messages';
import { contactRequestMessages } from '../modules/contact-requests/contact-requests.messages';
import { contentAdminMessages } from '../modules/content/content.admin.messages';
import { seoDefaultMessages } from '../modules/content/content.seo-defaults.messages';
import { cookieConsentMessages } from '../modules/cookie-consent/cookie-consent.messages';
import { couponAdminMessages } from '../modules/coupons/coupons.admin.messages';
import { couponMessages } from '../modules/coupons/coupons.messages';
import { parcelShopMessages } from '../modules/gls-parcel-shops/gls-parcel-shops.messages';
import { invoiceMessages } from '../modules/invoices/invoices.messages';
import { mailLogMessages } from '../modules/mail-log/mail-log.messages';
import { mediaMessages } from '../modules/media/media.messages';
import { newsletterMessages } from '../modules/newsletter/newsletter.messages';
import { orderLifecycleMessages } from '../modules/orders/orders.lifecycle.messages';
import { orderMessages } from '../modules/orders/orders.messages';
import { paymentMessages } from '../modules/payments/payments.messages';
import { categoryAdminMessages } from '../modules/product-categories/product-categories.admin.messages';
import { productAdminMessages } from '../modules/products/products.admin.messages';
import { productImportMessages } from '../modules/products/products.import.messages';
import { productPromotionMessages } from '../modules/products/products.promotions.messages';
import { stockMessages } from '../modules/products/products.stock.messages';
import { recommendationMessages } from '../modules/recommendations/recommendations.messages';
import { redirectAdminMessages } from '../modules/redirects/redirects.admin.messages';
import { referralMessages } from '../modules/referrals/referrals.messages';
import { salonAdminMessages } from '../modules/salons/salons.admin.messages';
import { staffMessages } from '../modules/staff/staff.messages';
import { trainingCategoryAdminMessages } from '../modules/training-categories/training-categories.admin.messages';
import { trainingAdminMessages } from '../modules/trainings/trainings.admin.messages';
import { userMessages } from '../modules/users/users.messages';
import { waitingListMessages } from '../modules/waiting-list/waiting-list.messages';
import { wishlistMessages } from '../modules/wishlist/wishlist.messages';
import { commonMessages } from './common.messages';
import { securityMessages } from './security.messages';

export type MessageCatalogue = Record<string, Record<Locale, string>>;

/**
 * API messages by stable code, in both languages (DESIGN §4: message + code). Each module
 * keeps its own `<area>.messages.ts` and adds it here: one line per module.
 */
export const messages = {
  ...commonMessages,
  ...contactRequestMessages,
  ...contentAdminMessages,
  ...cookieConsentMessages,
  ...seoDefaultMessages,
  ...securityMessages,
  ...authMessages,
  ...userMessages,
  ...addressMessages,
  ...wishlistMessages,
  ...balanceMessages,
  ...invoiceMessages,
  ...cartMessages,
  ...stockMessages,
  ...productPromotionMessages,
  ...couponMessages,
  ...couponAdminMessages,
  ...referralMessages,
  ...newsletterMessages,
  ...recommendationMessages,
  ...redirectAdminMessages,
  ...salonAdminMessages,
  ...mailLogMessages,
  ...mediaMessages,
  ...orderMessages,
  ...orderLifecycleMessages,
  ...productImportMessages,
  ...enrolmentAdminMessages,
  ...productAdminMessages,
  ...trainingAdminMessages,
  ...parcelShopMessages,
  ...paymentMessages,
  ...staffMessages,
  ...categoryAdminMessages,
  ...trainingCategoryAdminMessages,
  ...waitingListMessages,
} as const satisfies MessageCatalogue;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, locale: Locale): string {
  return messages[code][locale];
}
