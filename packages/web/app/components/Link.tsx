import type { Ref } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';

/**
 * React Router's `Link` without its `data-discover` mark. The mark tells lazy route discovery
 * which routes a page links to; this app sends the browser every route up front
 * (`routeDiscovery: 'initial'`, react-router.config.ts), so the mark only costs the page's HTML
 * 21 bytes a link. A `<Form>` says `discover="none"` for the same reason (a fetcher's form cannot).
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink discover="none" {...props} />;
}
