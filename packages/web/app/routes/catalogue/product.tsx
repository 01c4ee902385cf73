import { formatNetContent, localizePath, type Product, parsePath, SESSION_COOKIE, SHORT_LIST_SIZE } from '@vag/domain';
import { data, redirect } from 'react-router';
import { getWishlist } from '../../api-client/account';
import { getProductByUri, listRelatedProducts } from '../../api-client/catalogue';
import { ApiError } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import { WishlistToggle } from '../../components/account/WishlistToggle';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '../../components/catalogue/Breadcrumb';
import { fillMessage } from '../../components/catalogue/fill-message';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductBuyAction } from '../../components/catalogue/ProductBuyAction';
import { ProductCard, productPath, toProductCard } from '../../components/catalogue/ProductCard';
import { ProductGallery } from '../../components/catalogue/ProductGallery';
import { QuantityPicker } from '../../components/catalogue/QuantityPicker';
import { isUsableImageUrl } from '../../components/catalogue/ResponsiveImage';
import { absoluteImageUrl, originOf, withLinks, withOgImage } from '../../components/catalogue/seo';
import { JsonLd } from '../../components/JsonLd';
import { translator } from '../../i18n';
import { cookieValue } from '../../lib/cookies';
import { pageMeta } from '../../lib/meta';
import { notProfessionalAudience, useLocale, useProfessionalAccess, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import type { Route } from './+types/product';

/**
 * What the product page renders of its product (meta tags, JSON-LD, summary, gallery and
 * description): the loader data is embedded in the HTML, so the category placements, the
 * slugs and the dates stay on the server.
 */
type ProductPageData = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'price_original'
  | 'has_promotion'
  | 'lowest_price_30_days'
  | 'is_only_for_professionals'
  | 'net_content'
  | 'net_content_unit'
  | 'unit_price'
  | 'in_stock'
  | 'stock_quantity'
  | 'description'
  | 'pictures'
> & { seo: Pick<Product['seo'], 'title' | 'description' | 'image' | 'type' | 'canonical_url'> };

function toProductPage(product: Product): ProductPageData {
  const { seo } = product;
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    price_original: product.price_original,
    has_promotion: product.has_promotion,
    lowest_price_30_days: product.lowest_price_30_days,
    is_only_for_professionals: product.is_only_for_professionals,
    net_content: product.net_content,
    net_content_unit: product.net_content_unit,
    unit_price: product.unit_price,
    in_stock: product.in_stock,
    stock_quantity: product.stock_quantity,
    description: product.description,
    ...(product.pictures && { pictures: product.pictures }),
    seo: {
      title: seo.title,
      description: seo.description,
      image: seo.image,
      type: seo.type,
      canonical_url: seo.canonical_url,
    },
  };
}

/** The visitor's wish-list state comes with the personal call of a page from the shared cache (lib/visitor). */
export const handle = { wishlist: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (context.site.key !== 'shop') throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const fullUri = (params['*'] ?? '').replace(/\/+$/, '');
  // Spec §1: the slug is optional; bare `/termek` is the product list.
  if (!fullUri) throw redirect(localizePath('/category', locale), 301);
  const api = serverApi(request, context);
  const { hostId } = context.site;
  let product: Product;
  try {
    product = (await getProductByUri(api, hostId, locale, fullUri)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
  // The API matches on the product slug in either language: move to the canonical path.
  const canonical = productPath(product, locale);
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  const other = locale === 'hu' ? 'en' : 'hu';
  // Secondary data: a failure costs the shelf or the hreflang link, never the page.
  const signedIn = cookieValue(request.headers.get('cookie'), SESSION_COOKIE) !== undefined;
  const [related, otherPath, saved] = await Promise.all([
    listRelatedProducts(api, hostId, locale, product.id)
      .then(({ data: items }) => items.slice(0, SHORT_LIST_SIZE).map(toProductCard))
      .catch(() => []),
    getProductByUri(api, hostId, other, product.full_uri)
      .then(({ data: translated }) => productPath(translated, other))
      .catch(() => undefined),
    // Only a visitor with a session can have a wish list; a guest (401) has none.
    signedIn
      ? getWishlist(api, locale)
          .then(({ data: list }) => list.products.some((item) => item.id === product.id))
          .catch(() => null)
      : null,
  ]);
  const placement = product.subCategories?.find((sub) => sub.is_default) ?? product.subCategories?.[0];
  const t = translator(locale);
  // Spec §2: Főoldal › main category › category › sub category › product name.
  const crumbs: Crumb[] = [
    { name: t('nav.home'), href: localizePath('/', locale) },
    ...(placement
      ? [
          { name: placement.productMainCategory.name, href: placement.productMainCategory.url },
          { name: placement.productCategory.name, href: placement.productCategory.url },
          { name: placement.name, href: placement.url },
        ]
      : []),
    { name: product.name, href: canonical },
  ];
  return {
    product: toProductPage(product),
    related,
    crumbs,
    alternates: { [locale]: canonical, [other]: otherPath },
    wishlist: { signedIn: saved !== null, saved: saved === true },
  };
}

function usablePictures(product: Pick<Product, 'pictures'>) {
  const pictures = [...(product.pictures ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return pictures.filter((picture) => isUsableImageUrl(picture.url));
}

export const meta: Route.MetaFunction = ({ matches, location, data: loaderData }) => {
  if (!loaderData) return [];
  const { product, crumbs, alternates } = loaderData;
  const canonical = crumbs[crumbs.length - 1]?.href ?? location.pathname;
  const base = pageMeta({
    matches,
    location,
    title: product.seo.title || product.name,
    description: product.seo.description ?? undefined,
  }).map((tag) => ('property' in tag && tag.property === 'og:type' ? { ...tag, content: product.seo.type } : tag));
  const tags = withLinks(base, matches, canonical, alternates);
  return withOgImage(tags, matches, product.seo.image ?? usablePictures(product)[0]?.url);
};

function productJsonLd(product: ProductPageData, origin: string, images: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    description: product.seo.description ?? undefined,
    image: images,
    brand: { '@type': 'Brand', name: 'Vagheggi' },
    offers: {
      '@type': 'Offer',
      url: `${origin}${product.seo.canonical_url ?? ''}`,
      price: product.price,
      priceCurrency: 'HUF',
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export default function ProductDetail({ loaderData, matches }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { product, related, crumbs } = loaderData;
  const origin = originOf(matches);
  const shown = usablePictures(product);
  const pictures = shown.map((picture) => picture.url);
  // A professional may buy what is only for professionals: no badge, no warning (issue 18).
  const access = useProfessionalAccess();
  const professionalsOnly = product.is_only_for_professionals && access !== 'professional';
  const badgeAudience = notProfessionalAudience(access);
  const visitor = useVisitor();
  return (
    <div className="product-page">
      <div className="container">
        <JsonLd
          data={[
            productJsonLd(
              product,
              origin,
              pictures.map((picture) => absoluteImageUrl(matches, picture)),
            ),
            breadcrumbJsonLd(crumbs, origin),
          ]}
        />
        <Breadcrumb crumbs={crumbs} />
        <div className="product-page__layout">
          <ProductGallery name={product.name} pictures={pictures} alts={shown.map((picture) => picture.alt ?? '')} />
          <div className="product-page__summary">
            {crumbs.length > 2 && <p className="eyebrow">{crumbs[crumbs.length - 2]?.name}</p>}
            <h1 className="product-page__title">{product.name}</h1>
            {(product.has_promotion || professionalsOnly || !product.in_stock) && (
              <ul
                className="product-page__badges"
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
            {/* On phones this block stays at the bottom of the screen until its place comes (issue 18). */}
            <div className="product-page__buy">
              <PriceTag
                size="lg"
                price={product.price}
                priceOriginal={product.has_promotion ? product.price_original : null}
                lowest30Days={product.lowest_price_30_days}
                unitPrice={product.unit_price}
              />
              <p className="product-page__vat muted">
                {product.net_content !== null && product.net_content_unit !== null && (
                  <>
                    {fillMessage(t('stock.netContent'), {
                      amount: formatNetContent(product.net_content, product.net_content_unit, locale),
                    })}
                    {' · '}
                  </>
                )}
                {t('catalogue.product.vat')}
              </p>
              <ProductBuyAction
                product={product}
                imageUrl={pictures[0]}
                productHref={crumbs[crumbs.length - 1]?.href ?? ''}
                className="add-to-cart product-page__add"
              >
                <QuantityPicker id="product-quantity" max={product.stock_quantity ?? undefined} />
              </ProductBuyAction>
            </div>
            <WishlistToggle
              productId={product.id}
              productName={product.name}
              signedIn={visitor.data.user !== null}
              saved={visitor.data.wishlist?.includes(product.id) ?? loaderData.wishlist.saved}
            />
            {product.description && (
              <section className="product-page__description" aria-labelledby="product-description">
                <h2 id="product-description" className="product-page__subtitle">
                  {t('catalogue.product.description')}
                </h2>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises staff HTML on write and read. */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: product.description }} />
              </section>
            )}
          </div>
        </div>
      </div>
      {related.length > 0 && (
        <section className="shelf container" aria-labelledby="related-title">
          <div className="shelf__head">
            <h2 id="related-title" className="shelf__title">
              {t('catalogue.product.related')}
            </h2>
          </div>
          <ul className="catalogue-grid catalogue-grid--products">
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
