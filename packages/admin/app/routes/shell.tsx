import { Form, Link, Outlet, useLocation } from 'react-router';
import { csrfOf } from '../api-client/submit.server';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/shell';

/** The navigation's groups, in order: the work each serves. */
const NAV_GROUPS = [
  'overview',
  'sales',
  'catalogue',
  'academy',
  'promotions',
  'content',
  'people',
  'administration',
] as const;

interface NavItem {
  group: (typeof NAV_GROUPS)[number];
  to: string;
  label: string;
  allowed: boolean;
}

/** The frame of every screen of a signed-in member: navigation by permission, language, sign-out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  return { locale, me, csrf: csrfOf(request) };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { locale, me, csrf } = loaderData;
  const t = translator(locale);
  const { pathname, search } = useLocation();
  // The site filter travels with the navigation, so it stays chosen from screen to screen.
  const site = new URLSearchParams(search).get('site');
  const keep = site ? `?site=${encodeURIComponent(site)}` : '';
  const can = (permission: string) => me.permissions.includes(permission);
  const shop = me.sites.includes('shop');
  const academy = me.sites.includes('academy');
  const items: NavItem[] = [
    { group: 'overview', to: '/dashboard', label: t('navDashboard'), allowed: true },
    // Orders are the shop's, enrolments the academy's: a role acting on one site only sees its own.
    { group: 'sales', to: '/orders', label: t('navOrders'), allowed: can('orders.read') && shop },
    { group: 'sales', to: '/training-dates', label: t('navTrainingDates'), allowed: can('enrolments.read') && academy },
    { group: 'sales', to: '/enrolments', label: t('navEnrolments'), allowed: can('enrolments.read') && academy },
    { group: 'catalogue', to: '/products', label: t('navProducts'), allowed: can('catalogue.manage') && shop },
    { group: 'catalogue', to: '/categories', label: t('navCategories'), allowed: can('catalogue.manage') && shop },
    {
      group: 'catalogue',
      to: '/products/import',
      label: t('navProductImport'),
      allowed: can('catalogue.manage') && shop,
    },
    { group: 'academy', to: '/trainings', label: t('academy_navTrainings'), allowed: can('academy.manage') && academy },
    {
      group: 'academy',
      to: '/training-categories',
      label: t('academy_navTrainingCategories'),
      allowed: can('academy.manage') && academy,
    },
    {
      group: 'academy',
      to: '/training-calendar',
      label: t('academy_navCalendar'),
      allowed: can('academy.manage') && academy,
    },
    { group: 'promotions', to: '/coupons', label: t('coupon_nav'), allowed: can('promotions.manage') },
    { group: 'promotions', to: '/gifts', label: t('gift_nav'), allowed: can('promotions.manage') },
    { group: 'content', to: '/blog', label: t('content_navBlog'), allowed: can('content.manage') },
    { group: 'content', to: '/blog-categories', label: t('content_navBlogCategories'), allowed: can('content.manage') },
    { group: 'content', to: '/pages', label: t('content_navPages'), allowed: can('content.manage') },
    { group: 'content', to: '/carousel', label: t('content_navCarousel'), allowed: can('content.manage') },
    { group: 'content', to: '/salons', label: t('salon_nav'), allowed: can('content.manage') },
    { group: 'content', to: '/media', label: t('media_nav'), allowed: can('content.manage') },
    { group: 'content', to: '/redirects', label: t('redirect_nav'), allowed: can('content.manage') },
    { group: 'content', to: '/seo', label: t('seo_nav'), allowed: can('content.manage') },
    // Customers are one user base of both sites: the permission alone decides.
    { group: 'people', to: '/customers', label: t('navCustomers'), allowed: can('customers.read') },
    { group: 'people', to: '/inbox', label: t('navInbox'), allowed: can('inbox.manage') },
    { group: 'people', to: '/newsletter', label: t('navNewsletter'), allowed: can('customers.read') },
    { group: 'people', to: '/mails', label: t('navMails'), allowed: can('mail.read') },
    { group: 'administration', to: '/audit-log', label: t('navAudit'), allowed: can('audit.read') },
    { group: 'administration', to: '/staff', label: t('navStaff'), allowed: can('staff.manage') },
  ];
  // Grouped by the work they serve; a group without an item the member may use is not shown.
  // The screen's item: the longest one the path lies under, so /products/import marks the import
  // alone while /products/12 still marks the products.
  const currentTo = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .reduce<string | undefined>((best, item) => (best && best.length >= item.to.length ? best : item.to), undefined);
  const groups = NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group && item.allowed),
  })).filter(({ items }) => items.length > 0);
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <a className="brand" href={`/dashboard${keep}`}>
          {t('brand')}
        </a>
        <div className="topbar-tools">
          <span className="who">
            <span className="visually-hidden">{t('signedInAs')} </span>
            {me.name} · {t(`role_${me.role}`)}
          </span>
          <LanguageSwitch locale={locale} t={t} />
          <Form method="post" action="/logout" reloadDocument>
            <input type="hidden" name="_token" value={csrf} />
            <button type="submit" className="button small">
              {t('signOut')}
            </button>
          </Form>
        </div>
      </header>
      <div className="frame">
        <nav className="sidenav" aria-label={t('navLabel')}>
          {groups.map(({ group, items }) => (
            <div className="sidenav-group" key={group}>
              <p className="sidenav-heading" id={`nav-${group}`}>
                {t(`navGroup_${group}`)}
              </p>
              <ul aria-labelledby={`nav-${group}`}>
                {items.map((item) => (
                  <li key={item.to}>
                    <Link to={`${item.to}${keep}`} aria-current={item.to === currentTo ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
