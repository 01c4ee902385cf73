import { useT } from '../../lib/use-site';
import { Link } from '../Link';

export interface Crumb {
  name: string;
  /** A localized path; the last crumb (the page itself) may have none. */
  href?: string;
}

/** Schema.org BreadcrumbList of the same crumbs (DESIGN §7 structured data). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav className="catalogue-breadcrumb" aria-label={t('catalogue.breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href ?? crumb.name}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
              ) : (
                <Link to={crumb.href}>{crumb.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
