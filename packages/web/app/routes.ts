import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page exists once per language: Hungarian without a prefix, English under /en
 * (DESIGN §5 "URLs"). Route ids carry the locale so one module can serve both paths.
 */
export default [
  index('routes/home.tsx', { id: 'home-hu' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
  route('404', 'routes/not-found.tsx', { id: 'not-found-hu' }),
  route('en/404', 'routes/not-found.tsx', { id: 'not-found-en' }),
  route('cookie-consent', 'routes/cookie-consent.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx', { id: 'not-found-any' }),
] satisfies RouteConfig;
