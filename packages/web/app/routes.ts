import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { academyRoutes } from './route-config/academy';
import { accountRoutes } from './route-config/account';
import { catalogueRoutes } from './route-config/catalogue';
import { commerceRoutes } from './route-config/commerce';
import { contentRoutes } from './route-config/content';

/**
 * Every page exists once per language: Hungarian without a prefix, English under /en
 * (DESIGN §5 "URLs"). Route ids carry the locale so one module can serve both paths.
 * Each area lists its routes in `route-config/<area>.ts`.
 */
export default [
  index('routes/home.tsx', { id: 'home-hu' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
  route('404', 'routes/not-found.tsx', { id: 'not-found-hu' }),
  route('en/404', 'routes/not-found.tsx', { id: 'not-found-en' }),
  route('cookie-consent', 'routes/cookie-consent.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  ...catalogueRoutes,
  ...academyRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...commerceRoutes,
  route('*', 'routes/not-found.tsx', { id: 'not-found-any' }),
] satisfies RouteConfig;
