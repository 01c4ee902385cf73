import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AdminContext, AdminEnv } from '../lib/admin-router';
import { enrolmentAdminRoutes } from './academy-subscriptions/academy-subscriptions.admin.routes';
import { auditAdminRoutes } from './audit/audit.admin.routes';
import { blogAdminRoutes } from './blog/blog.admin.routes';
import { contactRequestAdminRoutes } from './contact-requests/contact-requests.admin.routes';
import { seoDefaultAdminRoutes } from './content/content.seo-defaults.routes';
import { couponAdminRoutes } from './coupons/coupons.admin.routes';
import { customPageAdminRoutes } from './custom-pages/custom-pages.admin.routes';
import { dashboardAdminRoutes } from './dashboard/dashboard.admin.routes';
import { homeCarouselAdminRoutes } from './home-carousels/home-carousels.admin.routes';
import { invoiceAdminRoutes } from './invoices/invoices.admin.routes';
import { mailLogAdminRoutes } from './mail-log/mail-log.admin.routes';
import { mediaAdminRoutes } from './media/media.admin.routes';
import { newsletterAdminRoutes } from './newsletter/newsletter.admin.routes';
import { orderAdminRoutes } from './orders/orders.admin.routes';
import { productCategoryAdminRoutes } from './product-categories/product-categories.admin.routes';
import { productAdminRoutes } from './products/products.admin.routes';
import { productExportAdminRoutes } from './products/products.export.routes';
import { productImportAdminRoutes } from './products/products.import.routes';
import { productPromotionAdminRoutes } from './products/products.promotions.admin.routes';
import { recommendationAdminRoutes } from './recommendations/recommendations.admin.routes';
import { redirectAdminRoutes } from './redirects/redirects.admin.routes';
import { salonAdminRoutes } from './salons/salons.admin.routes';
import { staffAdminRoutes } from './staff/staff.admin.routes';
import { trainingCategoryAdminRoutes } from './training-categories/training-categories.admin.routes';
import { trainingAdminRoutes } from './trainings/trainings.admin.routes';
import { customerAdminRoutes } from './users/users.admin.routes';
import { waitingListAdminRoutes } from './waiting-list/waiting-list.admin.routes';

/** Every module's admin router factory (`<module>.admin.routes.ts`); `createAdminApp` mounts them. One line per module. */
export const adminModuleRoutes: ((ctx: AdminContext) => OpenAPIHono<AdminEnv>)[] = [
  staffAdminRoutes,
  auditAdminRoutes,
  // The product file's paths before the product editor's /products/{id}.
  productExportAdminRoutes,
  productImportAdminRoutes,
  blogAdminRoutes,
  customPageAdminRoutes,
  salonAdminRoutes,
  homeCarouselAdminRoutes,
  orderAdminRoutes,
  invoiceAdminRoutes,
  contactRequestAdminRoutes,
  couponAdminRoutes,
  recommendationAdminRoutes,
  seoDefaultAdminRoutes,
  redirectAdminRoutes,
  newsletterAdminRoutes,
  mailLogAdminRoutes,
  mediaAdminRoutes,
  enrolmentAdminRoutes,
  waitingListAdminRoutes,
  trainingAdminRoutes,
  dashboardAdminRoutes,
  productPromotionAdminRoutes,
  productAdminRoutes,
  customerAdminRoutes,
  productCategoryAdminRoutes,
  trainingCategoryAdminRoutes,
];
