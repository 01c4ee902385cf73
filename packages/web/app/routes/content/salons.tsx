import { parsePath } from '@vag/domain';
import { data } from 'react-router';
import { listSalons } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { SalonCard, toSalonCard } from '../../components/content/SalonCard';
import { seoMeta } from '../../components/content/seo-meta';
import { translator } from '../../i18n';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/salons';

/** Partner salons: a screen of the shop only (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.key !== 'shop') throw data(null, { status: 404 });
  const { locale } = parsePath(new URL(request.url).pathname);
  const { data: salons } = await listSalons(serverApi(request, context), context.site.hostId, locale);
  return { salons: salons.map(toSalonCard) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return seoMeta({ matches, location, title: t('content.salons.title'), description: t('content.salons.lead') });
};

export default function Salons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const cities = new Set(loaderData.salons.map((salon) => salon.city)).size;
  return (
    <div className="content-page salons">
      <header className="content-hero">
        <div className="container">
          <p className="eyebrow">{t('content.salons.eyebrow')}</p>
          <h1 className="content-hero__title">{t('content.salons.title')}</h1>
          <p className="content-hero__lead">{t('content.salons.lead')}</p>
          <p className="muted">
            {loaderData.salons.length} {t('content.salons.count')} · {cities} {t('content.salons.cities')}
          </p>
        </div>
      </header>
      <div className="container">
        {loaderData.salons.length === 0 ? (
          <p className="empty-state">{t('content.salons.empty')}</p>
        ) : (
          <ul className="card-grid">
            {loaderData.salons.map((salon) => (
              <li key={salon.id}>
                <SalonCard salon={salon} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
