import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../root';

/**
 * Structured data for search engines (DESIGN §7: Product, Event, BlogPosting,
 * BreadcrumbList). `<` is escaped so no text of the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useRouteLoaderData<RootLoaderData>('root')?.nonce;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
