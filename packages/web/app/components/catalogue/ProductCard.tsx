import { localizePath, type Product } from '@vag/domain';
import { Link } from 'react-router';
import { notProfessionalAudience, useLocale, useProfessionalAccess, useT } from '../../lib/use-site';
import { PriceTag } from './PriceTag';
import { ResponsiveImage } from './ResponsiveImage';

/** Demo and uploaded product shots are portrait 4:5; the box is reserved before they load. */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

export function productPath(product: Pick<Product, 'full_uri'>, locale: Parameters<typeof localizePath>[1]): string {
  return localizePath(`/product/${product.full_uri}`, locale);
}

/** The default picture, else the first one. */
export function defaultPicture(product: Pick<Product, 'pictures'>): string | undefined {
  const pictures = product.pictures ?? [];
  return (pictures.find((picture) => picture.is_default) ?? pictures[0])?.url;
}

/**
 * What a product card renders: loaders send this, not the API's whole product (description,
 * SEO, every picture, category placements), to keep the page's embedded data small.
 */
export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'price_original'
  | 'has_promotion'
  | 'lowest_price_30_days'
  | 'is_only_for_professionals'
  | 'unit_price'
  | 'in_stock'
  | 'full_uri'
  | 'pictures'
>;

/** A product as its card needs it: of the pictures, only the one the card shows. */
export function toProductCard(product: Product): ProductCardData {
  const pictures = product.pictures ?? [];
  const shown = pictures.find((picture) => picture.is_default) ?? pictures[0];
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    price_original: product.price_original,
    has_promotion: product.has_promotion,
    lowest_price_30_days: product.lowest_price_30_days,
    is_only_for_professionals: product.is_only_for_professionals,
    unit_price: product.unit_price,
    in_stock: product.in_stock,
    full_uri: product.full_uri,
    ...(product.pictures && { pictures: shown ? [shown] : [] }),
  };
}

export interface ProductCardProps {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  /** Card width in the layout: a grid of 3-5 columns on desktop, 2 on phones by default. */
  sizes?: string;
  /** The first cards of a page may be the LCP image. */
  priority?: boolean;
}

/** A product in a list: picture, name, price with promotion and unit price, sold-out and professionals-only badges; the whole card links. */
export function ProductCard({
  product,
  headingLevel = 3,
  sizes = '(max-width: 640px) 50vw, (max-width: 980px) 33vw, 280px',
  priority = false,
}: ProductCardProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A professional may buy what is only for professionals: the badge would only warn (issue 18).
  const access = useProfessionalAccess();
  const professionalsOnly = product.is_only_for_professionals && access !== 'professional';
  const badgeAudience = notProfessionalAudience(access);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <ResponsiveImage
          src={defaultPicture(product)}
          alt=""
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          sizes={sizes}
          priority={priority}
          className="product-card__image"
        />
        {(product.has_promotion || professionalsOnly || !product.in_stock) && (
          <ul
            className="product-card__badges"
            data-audience={product.has_promotion || !product.in_stock ? undefined : badgeAudience}
          >
            {!product.in_stock && <li className="badge badge--sold-out">{t('stock.badge.out')}</li>}
            {product.has_promotion && <li className="badge badge--sale">{t('catalogue.badge.sale')}</li>}
            {professionalsOnly && (
              <li className="badge badge--professionals" data-audience={badgeAudience}>
                {t('catalogue.badge.professionals')}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          {/* The link is stretched over the card (CSS), so the whole card is one tab stop. */}
          <Link to={productPath(product, locale)} className="product-card__link" prefetch="intent">
            {product.name}
          </Link>
        </Heading>
        <PriceTag
          price={product.price}
          priceOriginal={product.has_promotion ? product.price_original : null}
          lowest30Days={product.lowest_price_30_days}
          unitPrice={product.unit_price}
        />
      </div>
    </article>
  );
}
