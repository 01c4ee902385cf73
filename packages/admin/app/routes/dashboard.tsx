import { useRouteLoaderData } from 'react-router';
import { SiteFilter } from '../components/SiteFilter';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import type { Route } from './+types/dashboard';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('dashboardTitle') },
];

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOf(request), site: new URL(request.url).searchParams.get('site') ?? undefined };
}

/** The first screen: who is signed in, with which role and sites, and the site filter. No figures yet. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(loaderData.locale);
  if (!shell) return null;
  const { me } = shell;
  const site = siteFilter(loaderData.site, me);
  const siteName = { shop: t('siteShop'), academy: t('siteAcademy') };
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('dashboardTitle')}</h1>
        <SiteFilter me={me} site={site} t={t} />
      </div>
      <section className="panel" aria-labelledby="welcome">
        <h2 id="welcome">{t('dashboardWelcome', { name: me.name })}</h2>
        <dl className="facts">
          <div>
            <dt>{t('yourRole')}</dt>
            <dd>{t(`role_${me.role}`)}</dd>
          </div>
          <div>
            <dt>{t('yourSites')}</dt>
            <dd>{(site ? [site] : me.sites).map((key) => siteName[key]).join(', ')}</dd>
          </div>
          <div>
            <dt>{t('twoFactor')}</dt>
            <dd>
              {me.totp_enabled ? t('twoFactorOn') : t('twoFactorOff')}
              {!me.totp_enabled && (
                <>
                  {' · '}
                  <a href="/totp-setup">{t('twoFactorSetUp')}</a>
                </>
              )}
            </dd>
          </div>
        </dl>
        <p className="muted">{t('dashboardLater')}</p>
      </section>
    </div>
  );
}
