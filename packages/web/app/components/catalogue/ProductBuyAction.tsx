import { localizePath } from '@vag/domain';
import type { ReactNode } from 'react';
import { useLocale, useProfessionalAccess, useT } from '../../lib/use-site';
import { AddToCartForm } from '../cart/AddToCartForm';
import { Link } from '../Link';

export interface ProductBuyActionProps {
  product: { id: number; name: string; is_only_for_professionals: boolean; in_stock?: boolean };
  imageUrl?: string | null;
  /** The product's page: where signing in or registering brings the shopper back. */
  productHref: string;
  className?: string;
  /** Extra fields of the add form (the product page's quantity picker). */
  children?: ReactNode;
}

/**
 * How a shopper buys a product: the add-to-cart form; a disabled button with the reason when it is
 * sold out; or, for a professionals-only product and a
 * shopper who may not buy it (spec §6, DESIGN §5), the way to an account that may, instead of an
 * add button the cart would refuse.
 */
export function ProductBuyAction({ product, imageUrl, productHref, className, children }: ProductBuyActionProps) {
  const access = useProfessionalAccess();
  if (product.in_stock === false) return <SoldOut className={className} />;
  const form = (
    <AddToCartForm
      item={{ kind: 'product', productId: product.id }}
      display={{ name: product.name, imageUrl: imageUrl ?? null }}
      className={className}
    >
      {children}
    </AddToCartForm>
  );
  if (!product.is_only_for_professionals || access === 'professional') return form;
  if (access === 'pending') {
    // A shared page before its visitor is known: each variant, the stylesheet shows the visitor's.
    return (
      <>
        <div className="audience-variant" data-audience="professional">
          {form}
        </div>
        <div className="audience-variant" data-audience="guest">
          <ProfessionalGate guest productHref={productHref} />
        </div>
        <div className="audience-variant" data-audience="customer">
          <ProfessionalGate guest={false} productHref={productHref} />
        </div>
      </>
    );
  }
  return <ProfessionalGate guest={access === 'guest'} productHref={productHref} />;
}

/** Out of stock (issue 21): the button stays where the shopper looks for it, disabled, with the reason beside it. */
function SoldOut({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={className ?? 'add-to-cart'}>
      <p className="stock-note" id="sold-out-note" role="note">
        {t('stock.note.out')}
      </p>
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled
        aria-describedby="sold-out-note"
      >
        {t('stock.button.out')}
      </button>
    </div>
  );
}

function ProfessionalGate({ guest, productHref }: { guest: boolean; productHref: string }) {
  const t = useT();
  const locale = useLocale();
  const back = `redirect_to=${encodeURIComponent(productHref)}`;
  return (
    <div className="professional-gate">
      <p className="professional-gate__text" role="note">
        {t(guest ? 'catalogue.professional.guest' : 'catalogue.professional.customer')}
      </p>
      <p className="professional-gate__actions">
        {guest ? (
          <>
            <Link className="button button--primary" to={`${localizePath('/login', locale)}?${back}`}>
              {t('catalogue.professional.signIn')}
            </Link>
            <Link
              className="button button--secondary"
              to={`${localizePath('/register', locale)}?professional=1&${back}`}
            >
              {t('catalogue.professional.register')}
            </Link>
          </>
        ) : (
          <Link className="button button--secondary" to={localizePath('/for-beauticians', locale)}>
            {t('catalogue.professional.about')}
          </Link>
        )}
      </p>
    </div>
  );
}
