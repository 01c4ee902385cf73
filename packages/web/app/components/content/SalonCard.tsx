import type { Salon } from '@vag/domain';
import { useT } from '../../lib/use-site';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { Link } from '../Link';

/** What a salon card renders: loaders send this, not the salon's description, hours and SEO. */
export type SalonCardData = Pick<Salon, 'id' | 'url' | 'image' | 'name' | 'city' | 'zipcode' | 'address' | 'phone'>;

export function toSalonCard(salon: Salon): SalonCardData {
  return {
    id: salon.id,
    url: salon.url,
    image: salon.image,
    name: salon.name,
    city: salon.city,
    zipcode: salon.zipcode,
    address: salon.address,
    phone: salon.phone,
  };
}

export function SalonCard({ salon, headingLevel = 2 }: { salon: SalonCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="salon-card">
      <Link to={salon.url} className="salon-card__media" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={salon.image} alt="" width={1200} height={800} sizes="(max-width: 979px) 100vw, 400px" />
      </Link>
      <div className="salon-card__body">
        <p className="eyebrow">{salon.city}</p>
        <Heading className="salon-card__title">
          <Link to={salon.url}>{salon.name}</Link>
        </Heading>
        <address className="salon-card__address">
          {salon.zipcode} {salon.city}, {salon.address}
          {salon.phone && (
            <>
              <br />
              <span className="visually-hidden">{t('content.salon.phone')}: </span>
              <a href={`tel:${salon.phone.replace(/\s/g, '')}`}>{salon.phone}</a>
            </>
          )}
        </address>
      </div>
    </article>
  );
}
