import { localizePath, parsePath, type Salon } from '@vag/domain';
import { data, redirect } from 'react-router';
import { getSalon } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { imageUrl, isUsableImageUrl, ResponsiveImage } from '../../components/catalogue/ResponsiveImage';
import { OpeningHours } from '../../components/content/OpeningHours';
import { seoMeta } from '../../components/content/seo-meta';
import { JsonLd } from '../../components/JsonLd';
import { Link } from '../../components/Link';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/salon';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (context.site.key !== 'shop') throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const salon = await getSalon(serverApi(request, context), context.site.hostId, locale, params.slug);
  if (!salon) throw data(null, { status: 404 });
  if (salon.url !== url.pathname) throw redirect(salon.url, 301);
  return { salon, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta({ matches, location, seo: loaderData?.salon.seo, alternates: loaderData?.salon.alternates });

/** A link to the address on a map: no map script on our page (no third-party code before consent). */
export function mapUrl(salon: Salon): string {
  const query =
    salon.lat !== null && salon.lng !== null
      ? `${salon.lat},${salon.lng}`
      : `${salon.zipcode} ${salon.city}, ${salon.address}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export default function SalonPage({ loaderData }: Route.ComponentProps) {
  const { salon, origin } = loaderData;
  const t = useT();
  const locale = useLocale();
  const salonsPath = localizePath('/salons', locale);
  return (
    <article className="content-page salon-page">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BeautySalon',
          name: salon.name,
          url: `${origin}${salon.url}`,
          ...(isUsableImageUrl(salon.image) ? { image: `${origin}${imageUrl(salon.image, 1280)}` } : {}),
          ...(salon.phone ? { telephone: salon.phone } : {}),
          ...(salon.email ? { email: salon.email } : {}),
          address: {
            '@type': 'PostalAddress',
            streetAddress: salon.address,
            postalCode: salon.zipcode,
            addressLocality: salon.city,
            addressCountry: 'HU',
          },
          ...(salon.lat !== null && salon.lng !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: salon.lat, longitude: salon.lng } }
            : {}),
          openingHours: salon.opening_hours.map((item) => `${DAY_CODES[item.day - 1]} ${item.open}-${item.close}`),
        }}
      />
      <div className="container">
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to={localizePath('/', locale)}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={salonsPath}>{t('content.salons.title')}</Link>
            </li>
            <li aria-current="page">{salon.name}</li>
          </ol>
        </nav>
        <div className="salon-page__grid">
          <div className="salon-page__media">
            <ResponsiveImage
              src={salon.image}
              alt=""
              width={1200}
              height={800}
              sizes="(max-width: 979px) 100vw, 640px"
              priority
            />
          </div>
          <div className="salon-page__info">
            <p className="eyebrow">{salon.city}</p>
            <h1 className="content-hero__title">{salon.name}</h1>
            <address className="salon-page__contact">
              <p>
                {salon.zipcode} {salon.city}
                <br />
                {salon.address}
              </p>
              <dl>
                {salon.phone && (
                  <>
                    <dt>{t('content.salon.phone')}</dt>
                    <dd>
                      <a href={`tel:${salon.phone.replace(/\s/g, '')}`}>{salon.phone}</a>
                    </dd>
                  </>
                )}
                {salon.email && (
                  <>
                    <dt>{t('content.salon.email')}</dt>
                    <dd>
                      <a href={`mailto:${salon.email}`}>{salon.email}</a>
                    </dd>
                  </>
                )}
                {salon.website && (
                  <>
                    <dt>{t('content.salon.website')}</dt>
                    <dd>
                      <a href={salon.website} rel="noopener" target="_blank">
                        {salon.website.replace(/^https?:\/\//, '')}
                        <span className="visually-hidden"> ({t('content.newWindow')})</span>
                      </a>
                    </dd>
                  </>
                )}
              </dl>
            </address>
            <a className="button button--primary" href={mapUrl(salon)} rel="noopener" target="_blank">
              {t('content.salon.map')}
              <span className="visually-hidden"> ({t('content.newWindow')})</span>
            </a>
            <OpeningHours hours={salon.opening_hours} />
          </div>
        </div>
        <div
          className="prose container--narrow salon-page__text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises CMS HTML on write and on read (DESIGN §3).
          dangerouslySetInnerHTML={{ __html: salon.description }}
        />
        <Link to={salonsPath} className="back-link">
          ← {t('content.salon.back')}
        </Link>
      </div>
    </article>
  );
}
