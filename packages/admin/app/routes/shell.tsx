import { Form, NavLink, Outlet, useLocation } from 'react-router';
import { STAFF_XSRF_COOKIE } from '../api-client/submit.server';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { translator } from '../i18n';
import { cookieValue } from '../lib/cookies';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/shell';

/** The frame of every screen of a signed-in member: navigation by permission, language, sign-out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  return { locale, me, csrf: cookieValue(request.headers.get('cookie'), STAFF_XSRF_COOKIE) ?? '' };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { locale, me, csrf } = loaderData;
  const t = translator(locale);
  const { search } = useLocation();
  // The site filter travels with the navigation, so it stays chosen from screen to screen.
  const site = new URLSearchParams(search).get('site');
  const keep = site ? `?site=${encodeURIComponent(site)}` : '';
  const sections = [
    { to: '/dashboard', label: t('navDashboard'), allowed: true },
    {
      to: '/orders',
      label: t('navOrders'),
      // Orders are the shop's: a role that acts only on the academy does not see them.
      allowed: me.permissions.includes('orders.read') && me.sites.includes('shop'),
    },
    // The academy's: a role that acts only on the shop does not see them.
    {
      to: '/training-dates',
      label: t('navTrainingDates'),
      allowed: me.permissions.includes('enrolments.read') && me.sites.includes('academy'),
    },
    {
      to: '/enrolments',
      label: t('navEnrolments'),
      allowed: me.permissions.includes('enrolments.read') && me.sites.includes('academy'),
    },
    // Customers are one user base of both sites: the permission alone decides.
    { to: '/customers', label: t('navCustomers'), allowed: me.permissions.includes('customers.read') },
    { to: '/inbox', label: t('navInbox'), allowed: me.permissions.includes('inbox.manage') },
    { to: '/newsletter', label: t('navNewsletter'), allowed: me.permissions.includes('customers.read') },
    { to: '/mails', label: t('navMails'), allowed: me.permissions.includes('mail.read') },
    { to: '/audit-log', label: t('navAudit'), allowed: me.permissions.includes('audit.read') },
    { to: '/staff', label: t('navStaff'), allowed: me.permissions.includes('staff.manage') },
  ].filter((section) => section.allowed);
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
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={`${section.to}${keep}`}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
