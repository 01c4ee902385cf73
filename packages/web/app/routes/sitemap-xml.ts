import { getSitemap } from '../api-client/endpoints';
import { serverApi } from '../api-client/server';
import type { Route } from './+types/sitemap-xml';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** /sitemap.xml: every public page of the site, from the API's sitemap data (spec §2, §8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  // A failed sitemap fetch is logged only; the answer is then an empty sitemap (spec §8).
  const pages = await getSitemap(serverApi(request, context), context.site.hostId).then(
    (body) => body.pages,
    (error: unknown) => {
      console.error('sitemap fetch failed', error);
      return [];
    },
  );
  const urls = pages
    .map(
      (page) =>
        `  <url><loc>${escapeXml(`${origin}${page.url}`)}</loc>${page.lastmod ? `<lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
