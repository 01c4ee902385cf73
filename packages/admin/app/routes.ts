import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The back office's screens; the shell (navigation, sign-out) wraps those of a signed-in member. */
export default [
  route('login', 'routes/login.tsx'),
  route('totp-setup', 'routes/totp-setup.tsx'),
  route('logout', 'routes/logout.ts'),
  route('language', 'routes/language.ts'),
  layout('routes/shell.tsx', [
    index('routes/home.ts'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/export.csv', 'routes/orders-export.ts'),
    route('orders/:id', 'routes/order.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/new', 'routes/product-new.tsx'),
    route('products/:id', 'routes/product.tsx'),
    route('training-dates', 'routes/training-dates.tsx'),
    route('training-dates/:id', 'routes/training-date.tsx'),
    route('enrolments', 'routes/enrolments.tsx'),
    route('enrolments/:id', 'routes/enrolment.tsx'),
    route('customers', 'routes/customers.tsx'),
    route('customers/:id', 'routes/customer.tsx'),
    route('inbox', 'routes/inbox.tsx'),
    route('inbox/:kind/:id', 'routes/inbox-item.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('mails', 'routes/mails.tsx'),
    route('mails/:id', 'routes/mail.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:id', 'routes/blog-post.tsx'),
    route('blog-categories', 'routes/blog-categories.tsx'),
    route('pages', 'routes/pages.tsx'),
    route('pages/:id', 'routes/page.tsx'),
    route('carousel', 'routes/carousel.tsx'),
    route('audit-log', 'routes/audit-log.tsx'),
    route('staff', 'routes/staff.tsx'),
  ]),
  // The attendance sheet prints without the shell; its CSV is the API's file, passed on.
  // The media picker's library and upload, the rich-text preview: data for components, no screens.
  route('media/picker', 'routes/media-picker.tsx'),
  route('media/preview', 'routes/media-preview.tsx'),
  route('training-dates/:id/attendance', 'routes/attendance.tsx'),
  route('training-dates/:id/attendance.csv', 'routes/attendance-csv.ts'),
  // The newsletter's confirmed list as the API's CSV, passed on as a download.
  route('newsletter/subscribers.csv', 'routes/newsletter-csv.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
