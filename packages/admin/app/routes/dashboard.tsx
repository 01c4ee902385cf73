import {
  type AdminDashboard,
  type DashboardAcademy,
  type DashboardRevenue,
  type DashboardShop,
  formatDateTime,
  type StaffMe,
} from '@vag/domain';
import { type ReactNode, useId } from 'react';
import { data, Link, useRouteLoaderData } from 'react-router';
import { ApiError } from '../api-client/client';
import { getDashboard } from '../api-client/dashboard';
import { serverAdminApi } from '../api-client/server';
import { PurchaseQueue } from '../components/PurchaseQueue';
import { RevenueCard } from '../components/RevenueCard';
import { SiteFilter } from '../components/SiteFilter';
import { StateCounts } from '../components/StateCounts';
import { TrainingDatesFilling } from '../components/TrainingDatesFilling';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/dashboard';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('dashboardTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const asked = new URL(request.url).searchParams.get('site');
  const site = asked === 'shop' || asked === 'academy' ? asked : undefined;
  try {
    const { data: dashboard } = await getDashboard(serverAdminApi(request, context), { site }, locale);
    return { locale, site, dashboard };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** Links the member may follow: a list is linked only for a role that reads it. */
function linksFor(me: StaffMe) {
  const orders = me.permissions.includes('orders.read') && me.sites.includes('shop');
  const enrolments = me.permissions.includes('enrolments.read') && me.sites.includes('academy');
  return {
    order: orders ? (id: number) => `/orders/${id}` : undefined,
    orders: orders ? (filter: string) => `/orders?${filter}` : undefined,
    enrolment: enrolments ? (id: number) => `/enrolments/${id}` : undefined,
    enrolments: enrolments ? (filter: string) => `/enrolments?${filter}` : undefined,
    trainingDate: enrolments ? (id: number) => `/training-dates/${id}` : undefined,
    inbox: me.permissions.includes('inbox.manage'),
  };
}
type Links = ReturnType<typeof linksFor>;

function paymentCounts(
  counts: { payment_status_id: number; count: number }[],
  t: T,
  href?: (filter: string) => string,
) {
  return counts.map((row) => ({
    key: String(row.payment_status_id),
    label: t(`paymentStatus_${row.payment_status_id as 1 | 2 | 3 | 4 | 5}`),
    count: row.count,
    href: href?.(`payment_status_id=${row.payment_status_id}`),
  }));
}

/** A site's figures under its name: the takings first, then the site's own cards. */
function SiteFigures({
  title,
  revenue,
  statesTitle,
  states,
  children,
  t,
}: {
  title: string;
  revenue: DashboardRevenue;
  statesTitle: string;
  states: ReactNode;
  children: ReactNode;
  t: T;
}) {
  const headingId = useId();
  return (
    <section className="site-figures" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="dash-grid">
        <RevenueCard revenue={revenue} t={t} />
        <section className="card-panel" aria-labelledby={`${headingId}-states`}>
          <h3 id={`${headingId}-states`}>{statesTitle}</h3>
          {states}
        </section>
        {children}
      </div>
    </section>
  );
}

function ShopFigures({ shop, links, t }: { shop: DashboardShop; links: Links; t: T }) {
  const states = (
    <div className="state-columns">
      <div>
        <h4>{t('dashFulfilment')}</h4>
        <StateCounts
          label={t('dashFulfilment')}
          items={shop.orders_by_fulfilment.map((row) => ({
            key: row.status,
            label: t(`dashFulfilment_${row.status}`),
            count: row.count,
            href: links.orders?.(`fulfilment_status=${row.status}`),
          }))}
        />
      </div>
      <div>
        <h4>{t('dashPayment')}</h4>
        <StateCounts label={t('dashPayment')} items={paymentCounts(shop.orders_by_payment, t, links.orders)} />
      </div>
    </div>
  );
  return (
    <SiteFigures
      title={t('siteShop')}
      revenue={shop.revenue}
      statesTitle={t('dashOrdersByState')}
      states={states}
      t={t}
    >
      <div className="dash-stack">
        <PurchaseQueue kind="transfers" queue={shop.transfers_awaiting} linkOf={links.order} t={t} />
        <PurchaseQueue kind="unshipped" queue={shop.unshipped} linkOf={links.order} t={t} />
      </div>
    </SiteFigures>
  );
}

function AcademyFigures({ academy, links, t }: { academy: DashboardAcademy; links: Links; t: T }) {
  const states = (
    <StateCounts
      label={t('dashEnrolmentsByPayment')}
      items={paymentCounts(academy.enrolments_by_payment, t, links.enrolments)}
    />
  );
  return (
    <SiteFigures
      title={t('siteAcademy')}
      revenue={academy.revenue}
      statesTitle={t('dashEnrolmentsByPayment')}
      states={states}
      t={t}
    >
      <PurchaseQueue kind="transfers" queue={academy.transfers_awaiting} linkOf={links.enrolment} t={t} />
      <TrainingDatesFilling dates={academy.upcoming_dates} linkOf={links.trainingDate} t={t} />
    </SiteFigures>
  );
}

function ContactRequests({
  requests,
  inbox,
  t,
}: {
  requests: AdminDashboard['contact_requests'];
  inbox: boolean;
  t: T;
}) {
  const headingId = useId();
  const siteName = { shop: t('siteShop'), academy: t('siteAcademy') };
  return (
    <section className="card-panel contact-requests" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('dashContactRequests')}{' '}
        <span className={requests.new_count > 0 ? 'count-badge' : 'count-badge zero'}>
          {t('dashContactNew', { count: requests.new_count })}
        </span>
      </h2>
      {requests.latest.length === 0 ? (
        <p className="muted">{t('dashContactEmpty')}</p>
      ) : (
        <ul className="queue">
          {requests.latest.map((request) => (
            <li key={request.id}>
              <span className="queue-main">
                {inbox ? <Link to={`/inbox/contact/${request.id}`}>{request.name}</Link> : request.name}
                <span className="queue-name">{request.email}</span>
              </span>
              <span className="queue-side">
                <span>
                  {siteName[request.site]} ·{' '}
                  {request.handled_at ? (
                    <span className="muted">{t('dashStateHandled')}</span>
                  ) : (
                    <strong className="new-mark">{t('dashStateNew')}</strong>
                  )}
                </span>
                <time className="muted" dateTime={request.created_at}>
                  {formatDateTime(request.created_at)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {inbox && (
        <p>
          <Link to="/inbox?state=new">{t('dashOpenInbox')}</Link>
        </p>
      )}
    </section>
  );
}

/** The first screen: each site's takings, what waits for a transfer or a parcel, dates filling, new requests. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const { locale, site, dashboard } = loaderData;
  const t = translator(locale);
  if (!shell) return null;
  const { me } = shell;
  const links = linksFor(me);
  const siteName = { shop: t('siteShop'), academy: t('siteAcademy') };
  return (
    <div className="page dashboard">
      <div className="page-head">
        <h1>{t('dashboardTitle')}</h1>
        <SiteFilter me={me} site={site} t={t} />
      </div>
      <section className="welcome" aria-labelledby="welcome">
        <h2 id="welcome">{t('dashboardWelcome', { name: me.name })}</h2>
        <p className="muted">
          {t('yourRole')}: {t(`role_${me.role}`)} · {t('yourSites')}:{' '}
          {dashboard.sites.map((key) => siteName[key]).join(', ')} · {t('twoFactor')}:{' '}
          {me.totp_enabled ? (
            t('twoFactorOn')
          ) : (
            <>
              {t('twoFactorOff')} · <a href="/totp-setup">{t('twoFactorSetUp')}</a>
            </>
          )}
        </p>
      </section>
      {dashboard.shop && <ShopFigures shop={dashboard.shop} links={links} t={t} />}
      {dashboard.academy && <AcademyFigures academy={dashboard.academy} links={links} t={t} />}
      <ContactRequests requests={dashboard.contact_requests} inbox={links.inbox} t={t} />
    </div>
  );
}
