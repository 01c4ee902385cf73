import { localizePath, parsePath } from '@vag/domain';
import { data } from 'react-router';
import { ABOUT_US_PAGE_SLUG, findCustomPage } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { CustomPageView } from '../../components/content/CustomPageView';
import { seoMeta } from '../../components/content/seo-meta';
import { Link } from '../../components/Link';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import type { Route } from './+types/about-us';

/** About us is the custom page the operator keeps under a known slug, on each site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const page = await findCustomPage(serverApi(request, context), context.site.hostId, locale, ABOUT_US_PAGE_SLUG);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

// The screen's own path is canonical, not the page's /oldal/ address.
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta({
    matches,
    location,
    title: loaderData?.page.seo.title,
    description: loaderData?.page.seo.description ?? undefined,
  });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  return (
    <CustomPageView page={loaderData.page} eyebrow={t(`site.${site}.name`)}>
      <aside className="container container--narrow cta-band" aria-label={t('content.about.next')}>
        <Link to={localizePath('/contact', locale)} className="button button--primary">
          {t('content.about.contact')}
        </Link>
        {site === 'shop' ? (
          <Link to={localizePath('/salons', locale)} className="button button--secondary">
            {t('content.about.salons')}
          </Link>
        ) : (
          <Link to={localizePath('/training-calendar', locale)} className="button button--secondary">
            {t('content.about.calendar')}
          </Link>
        )}
      </aside>
    </CustomPageView>
  );
}
