import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
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
const pages: RouteConfigEntry[] = [
  index('routes/home.tsx', { id: 'home-hu' }),
  route('en', 'routes/home.tsx', { id: 'home-en' }),
  route('404', 'routes/not-found.tsx', { id: 'not-found-hu' }),
  route('en/404', 'routes/not-found.tsx', { id: 'not-found-en' }),
  route('500', 'routes/server-error.tsx', { id: 'server-error-hu' }),
  route('en/500', 'routes/server-error.tsx', { id: 'server-error-en' }),
  route('cookie-consent', 'routes/cookie-consent.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('visitor.json', 'routes/visitor-json.ts', { id: 'visitor-json-hu' }),
  route('en/visitor.json', 'routes/visitor-json.ts', { id: 'visitor-json-en' }),
  ...catalogueRoutes,
  ...academyRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...commerceRoutes,
];
const isEnglish = (entry: RouteConfigEntry) => entry.id?.endsWith('-en') === true;

/**
 * Each language's pages sit under a path-less layout route that loads that language's messages
 * (i18n/locale-*.tsx): a browser downloads one catalogue, not both.
 */
export default [
  layout('i18n/locale-hu.tsx', { id: 'locale-hu' }, [
    ...pages.filter((entry) => !isEnglish(entry)),
    route('*', 'routes/not-found.tsx', { id: 'not-found-any' }),
  ]),
  layout('i18n/locale-en.tsx', { id: 'locale-en' }, [
    ...pages.filter(isEnglish),
    route('en/*', 'routes/not-found.tsx', { id: 'not-found-any-en' }),
  ]),
] satisfies RouteConfig;
