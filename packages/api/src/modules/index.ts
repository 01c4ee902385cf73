import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiOptions, AppEnv } from '../lib/context';
import { subscriptionPayableHandler } from './academy-subscriptions/academy-subscriptions.payments';
import { academySubscriptionRoutes } from './academy-subscriptions/academy-subscriptions.routes';
import { addressRoutes } from './addresses/addresses.routes';
import { authRoutes } from './auth/auth.routes';
import { registerRoutes } from './auth/register.routes';
import { balanceRoutes } from './balances/balances.routes';
import { blogRoutes } from './blog/blog.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { cartRoutes } from './cart/cart.routes';
import { contactRequestRoutes } from './contact-requests/contact-requests.routes';
import { seoDefaultRoutes } from './content/content.seo-defaults.routes';
import { cookieConsentRoutes } from './cookie-consent/cookie-consent.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { credentialRoutes } from './credential/credential.routes';
import { customPageRoutes } from './custom-pages/custom-pages.routes';
import { deliveryMethodRoutes } from './delivery-methods/delivery-methods.routes';
import { glsParcelShopRoutes } from './gls-parcel-shops/gls-parcel-shops.routes';
import { healthRoutes } from './health/health.routes';
import { homeCarouselRoutes } from './home-carousels/home-carousels.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { menuRoutes } from './menus/menus.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { orderPayableHandler } from './orders/orders.payments';
import { orderRoutes } from './orders/orders.routes';
import { paymentMethodRoutes } from './payment-methods/payment-methods.routes';
import { paymentRoutes } from './payments/payments.routes';
import { registerPayableHandler } from './payments/payments.service';
import { productCategoryRoutes } from './product-categories/product-categories.routes';
import { productRoutes } from './products/products.routes';
import { recommendationRoutes } from './recommendations/recommendations.routes';
import { redirectRoutes } from './redirects/redirects.routes';
import { referenceRoutes } from './reference/reference.routes';
import { referralRoutes } from './referrals/referrals.routes';
import { salonRoutes } from './salons/salons.routes';
import { searchRoutes } from './search/search.routes';
import { sitemapRoutes } from './sitemap/sitemap.routes';
import { trainingCategoryRoutes } from './training-categories/training-categories.routes';
import { trainingRoutes } from './trainings/trainings.routes';
import { userRoutes } from './users/users.routes';
import { waitingListRoutes } from './waiting-list/waiting-list.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** Every module's router factory; `createApp` mounts them in this order. One line per module. */
export const moduleRoutes: ((options: ApiOptions) => OpenAPIHono<AppEnv>)[] = [
  healthRoutes,
  menuRoutes,
  productCategoryRoutes,
  productRoutes,
  trainingCategoryRoutes,
  trainingRoutes,
  customPageRoutes,
  salonRoutes,
  homeCarouselRoutes,
  contactRequestRoutes,
  cookieConsentRoutes,
  blogRoutes,
  searchRoutes,
  glsParcelShopRoutes,
  deliveryMethodRoutes,
  paymentMethodRoutes,
  redirectRoutes,
  seoDefaultRoutes,
  sitemapRoutes,
  authRoutes,
  registerRoutes,
  referenceRoutes,
  userRoutes,
  credentialRoutes,
  newsletterRoutes,
  addressRoutes,
  wishlistRoutes,
  balanceRoutes,
  referralRoutes,
  cartRoutes,
  couponRoutes,
  recommendationRoutes,
  paymentRoutes,
  orderRoutes,
  academySubscriptionRoutes,
  invoiceRoutes,
  calendarRoutes,
  waitingListRoutes,
];

/** What is paid follows its payments: orders and enrolments, on the database this API serves. */
export function registerPayables(options: ApiOptions): void {
  const { db } = options.database;
  registerPayableHandler(db, 'order', orderPayableHandler(options));
  registerPayableHandler(db, 'academy_subscription', subscriptionPayableHandler(options));
}
