import { LOCALES, localizePath } from '@vag/domain';
import type { Route } from './+types/robots-txt';

/** Private screens (cart, checkout, account) in both languages stay out of search engines. */
const PRIVATE = ['/cart', '/checkout', '/account', '/login', '/register', '/search'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const disallow = LOCALES.flatMap((locale) => PRIVATE.map((path) => `Disallow: ${localizePath(path, locale)}`));
  const body = ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
