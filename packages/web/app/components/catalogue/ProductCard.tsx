import { localizePath, type Product } from '@vag/domain';
import { notProfessionalAudience, useLocale, useProfessionalAccess, useT } from '../../lib/use-site';
import { Link } from '../Link';
import { PriceTag } from './PriceTag';
import { ResponsiveImage } from './ResponsiveImage';

/** Demo and uploaded product shots are portrait 4:5; the box is reserved before they load. */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;
/**
 * A shelf's card: 265 px in the desktop rows, 190-290 px on tablets (three a row), 170-200 px on
 * phones, so the 320 and 640 widths at 1× and 2× serve them, one URL a card instead of three and
 * a `sizes`.
 */
const SHELF_CARD_SLOT = 265;

export function productPath(product: Pick<Product, 'full_uri'>, locale: Parameters<typeof localizePath>[1]): string {
  return localizePath(`/product/${product.full_uri}`, locale);
}

/** The default picture, else the first one. */
export function defaultPicture(product: Pick<ProductCardData, 'pictures'>): string | undefined {
  const pictures = product.pictures ?? [];
  return (pictures.find((picture) => picture.is_default) ?? pictures[0])?.url;
}

/**
 * What a product card renders: loaders send this, not the API's whole product (description,
 * SEO, every picture, category placements), to keep the page's embedded data small. A whole
 * `Product` is one too (the wish list's).
 */
export interface ProductCardData
  extends Pick<Product, 'id' | 'name' | 'price' | 'full_uri'>,
    Partial<
      Pick<
        Product,
        | 'price_original'
        | 'has_promotion'
        | 'lowest_price_30_days'
        | 'is_only_for_professionals'
        | 'unit_price'
        | 'in_stock'
      >
    > {
  pictures?: { url: string; is_default?: boolean }[];
}

/**
 * A product as its card needs it: of the pictures, only the URL of the one the card shows; a flag
 * or price the card would not show (no promotion, in stock, no unit price) is left out.
 */
export function toProductCard(product: Product): ProductCardData {
  const shown = defaultPicture(product);
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    full_uri: product.full_uri,
    ...(product.has_promotion && {
      has_promotion: true,
      price_original: product.price_original,
      lowest_price_30_days: product.lowest_price_30_days,
    }),
    ...(product.unit_price && { unit_price: product.unit_price }),
    ...(product.is_only_for_professionals && { is_only_for_professionals: true }),
    ...(!product.in_stock && { in_stock: false }),
    ...(product.pictures && { pictures: shown ? [{ url: shown }] : [] }),
  };
}

/** What a card shows only for some products (a promotion, a unit price, a badge). */
type ProductCardExtras = Omit<ProductCardData, 'id' | 'name' | 'price' | 'full_uri' | 'pictures'>;

/**
 * A card in fewer bytes, for pages of many cards (the home page's shelves): React Router's
 * encoding of loader data spends about 50 bytes a card on an object's keys and 20 on a list of
 * one picture, which values in a fixed order do not; what only some cards show stays an object.
 */
export type ProductCardRow =
  | [id: number, name: string, price: number, fullUri: string, picture: string | null]
  | [id: number, name: string, price: number, fullUri: string, picture: string | null, extras: ProductCardExtras];

export function toProductCardRow(product: Product): ProductCardRow {
  const { id, name, price, full_uri, pictures, ...extras } = toProductCard(product);
  const picture = pictures?.[0]?.url ?? null;
  return Object.keys(extras).length > 0
    ? [id, name, price, full_uri, picture, extras]
    : [id, name, price, full_uri, picture];
}

export function fromProductCardRow([id, name, price, full_uri, picture, extras]: ProductCardRow): ProductCardData {
  return { id, name, price, full_uri, pictures: picture ? [{ url: picture }] : [], ...extras };
}

export interface ProductCardProps {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  /** Card width in the layout (`sizes`, or CSS pixels at about one width): a shelf's by default. */
  sizes?: string | number;
  /** The first cards of a page may be the LCP image. */
  priority?: boolean;
}

/** A product in a list: picture, name, price with promotion and unit price, sold-out and professionals-only badges; the whole card links. */
export function ProductCard({
  product,
  headingLevel = 3,
  sizes = SHELF_CARD_SLOT,
  priority = false,
}: ProductCardProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A professional may buy what is only for professionals: the badge would only warn (issue 18).
  const access = useProfessionalAccess();
  const professionalsOnly = product.is_only_for_professionals && access !== 'professional';
  const badgeAudience = notProfessionalAudience(access);
  const soldOut = product.in_stock === false;
  // The stylesheet reaches the picture and the text by position (catalogue.css): keep them first and last.
  return (
    <article className="product-card">
      <div>
        <ResponsiveImage
          src={defaultPicture(product)}
          alt=""
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          sizes={sizes}
          priority={priority}
        />
        {(product.has_promotion || professionalsOnly || soldOut) && (
          <ul data-audience={product.has_promotion || soldOut ? undefined : badgeAudience}>
            {soldOut && <li className="badge badge--sold-out">{t('stock.badge.out')}</li>}
            {product.has_promotion && <li className="badge badge--sale">{t('catalogue.badge.sale')}</li>}
            {professionalsOnly && (
              <li className="badge badge--professionals" data-audience={badgeAudience}>
                {t('catalogue.badge.professionals')}
              </li>
            )}
          </ul>
        )}
      </div>
      <div>
        <Heading>
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
