import { localizePath, parsePath } from '@vag/domain';
import { data } from 'react-router';
import { FOR_BEAUTICIANS_PAGE_SLUG, findCustomPage, listSalons } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { SalonCard, toSalonCard } from '../../components/content/SalonCard';
import { seoMeta } from '../../components/content/seo-meta';
import { Link } from '../../components/Link';
import { translator } from '../../i18n';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/for-beauticians';

const SALON_TEASER_SIZE = 3;

/**
 * For beauticians (shop only, spec §2): the operator's custom page when there is one, else the
 * storefront's own introduction of the professional account; then a few partner salons.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.key !== 'shop') throw data(null, { status: 404 });
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const [page, salons] = await Promise.all([
    findCustomPage(api, context.site.hostId, locale, FOR_BEAUTICIANS_PAGE_SLUG),
    listSalons(api, context.site.hostId, locale, SALON_TEASER_SIZE),
  ]);
  return { page, salons: salons.data.map(toSalonCard), salonTotal: salons.meta.total };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const t = translator(parsePath(location.pathname).locale);
  return seoMeta({
    matches,
    location,
    title: loaderData?.page?.seo.title ?? t('content.beauticians.title'),
    description: loaderData?.page?.seo.description ?? t('content.beauticians.lead'),
  });
};

const BENEFITS = ['prices', 'products', 'balance', 'training'] as const;

export default function ForBeauticians({ loaderData }: Route.ComponentProps) {
  const { page, salons, salonTotal } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="content-page beauticians">
      <header className="content-hero content-hero--accent">
        <div className="container container--narrow">
          <p className="eyebrow">{t('content.beauticians.eyebrow')}</p>
          <h1 className="content-hero__title">{page?.title ?? t('content.beauticians.title')}</h1>
          <p className="content-hero__lead">{t('content.beauticians.lead')}</p>
          <Link to={localizePath('/register', locale)} className="button button--primary">
            {t('content.beauticians.register')}
          </Link>
        </div>
      </header>
      <div className="container container--narrow">
        {page ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises CMS HTML on write and on read (DESIGN §3).
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.content_html }} />
        ) : (
          <ul className="benefit-list">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <h2 className="benefit-list__title">{t(`content.beauticians.${benefit}.title`)}</h2>
                <p>{t(`content.beauticians.${benefit}.text`)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {salons.length > 0 && (
        <section className="container related" aria-labelledby="salon-teaser">
          <div className="section-head">
            <h2 id="salon-teaser" className="section-title">
              {t('content.beauticians.salons')}
            </h2>
            <Link to={localizePath('/salons', locale)} className="section-head__link">
              {t('content.beauticians.allSalons')} ({salonTotal}) →
            </Link>
          </div>
          <ul className="card-grid">
            {salons.map((salon) => (
              <li key={salon.id}>
                <SalonCard salon={salon} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
