import { formatDateTime, formatHuf, localizePath, MINI_CART_DELAY_MS, parsePath } from '@vag/domain';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isCartOrCheckoutPath } from '../../lib/cart';
import type { MiniCart } from '../../lib/cart-mini';
import { useLocale, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import { fillMessage } from '../catalogue/fill-message';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { CartChangeButton } from './CartChangeButton';
import { CartIcon } from './CartIcon';
import { SeatHold } from './SeatHold';

const THUMB = 70;

/**
 * The header's cart icon with its count, and the mini cart of spec §2: it opens after 200 ms of
 * hover or keyboard focus (spec §9), closes on leaving, Escape or navigation, and is left out on
 * the cart and checkout pages. It shows the visitor's cart (lib/visitor): the root loader's, which
 * every cart change revalidates, or on a page from the shared cache the personal call's.
 */
export function HeaderCart() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const cart = useVisitor().data.cart;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const count = cart?.count ?? 0;
  const withPanel = !isCartOrCheckoutPath(parsePath(location.pathname).canonical);

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), next ? MINI_CART_DELAY_MS : 0);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change
  useEffect(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, [location.pathname]);

  const leaveByFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) schedule(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only open a preview; the link is the control
    <div
      className="header-cart"
      onMouseEnter={() => withPanel && schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => withPanel && !open && schedule(true)}
      onBlur={leaveByFocus}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          clearTimeout(timer.current);
          setOpen(false);
          linkRef.current?.focus();
        }
      }}
    >
      <Link
        ref={linkRef}
        to={localizePath('/cart', locale)}
        className="icon-button header-cart__link"
        aria-controls={withPanel ? panelId : undefined}
        aria-expanded={withPanel ? open : undefined}
        data-testid="header-cart"
      >
        <CartIcon name="bag" size={24} />
        {count > 0 && (
          <span className="header-cart__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
        <span className="visually-hidden">
          {t('header.cart')}: {count > 0 ? fillMessage(t('commerce.cart.count'), { count }) : t('commerce.cart.empty')}
        </span>
      </Link>
      {withPanel && (
        <section id={panelId} className="mini-cart" hidden={!open} aria-label={t('commerce.miniCart.title')}>
          <MiniCartBody cart={cart} />
        </section>
      )}
    </div>
  );
}

function MiniCartBody({ cart }: { cart: MiniCart | null }) {
  const t = useT();
  const locale = useLocale();
  if (!cart || (cart.lines.length === 0 && cart.gifts.length === 0)) {
    return <p className="mini-cart__empty">{t('commerce.miniCart.empty')}</p>;
  }
  return (
    <>
      <ul className="mini-cart__lines">
        {cart.lines.map((line) => (
          <li key={line.key} className="mini-cart__line">
            <ResponsiveImage
              src={line.imageUrl}
              alt=""
              width={THUMB}
              height={THUMB}
              sizes={`${THUMB}px`}
              className="mini-cart__image"
            />
            <div className="mini-cart__text">
              <p className="mini-cart__name">{line.name}</p>
              {line.startAt && (
                <p className="mini-cart__detail">
                  <time dateTime={line.startAt}>{formatDateTime(line.startAt)}</time>
                  {line.location && ` · ${t(`commerce.miniCart.${line.location}`)}`}
                </p>
              )}
              <p className="mini-cart__detail">{fillMessage(t('commerce.miniCart.quantity'), { count: line.count })}</p>
              {line.hold && <SeatHold hold={line.hold} item={line.item} name={line.name} />}
            </div>
            <p className="mini-cart__price">{formatHuf(line.sumPrice)}</p>
            <CartChangeButton
              item={line.item}
              intent="remove"
              label={fillMessage(t('commerce.miniCart.remove'), { name: line.name })}
              className="icon-button mini-cart__remove"
            >
              <CartIcon name="trash" />
            </CartChangeButton>
          </li>
        ))}
        {cart.gifts.map((gift) => (
          <li key={gift.key} className="mini-cart__line mini-cart__line--gift">
            <ResponsiveImage
              src={gift.imageUrl}
              alt=""
              width={THUMB}
              height={THUMB}
              sizes={`${THUMB}px`}
              className="mini-cart__image"
            />
            <div className="mini-cart__text">
              <p className="mini-cart__name">{gift.name}</p>
              <p className="mini-cart__detail">{fillMessage(t('commerce.miniCart.quantity'), { count: gift.count })}</p>
            </div>
            <p className="mini-cart__gift">
              <CartIcon name="gift" size={16} /> {t('commerce.miniCart.gift')}
            </p>
          </li>
        ))}
      </ul>
      <p className="mini-cart__total">
        <span>{t('commerce.miniCart.total')}</span>
        <strong>{formatHuf(cart.subTotal)}</strong>
      </p>
      <div className="mini-cart__actions">
        <Link to={localizePath('/cart', locale)} className="button button--secondary">
          {t('commerce.miniCart.toCart')}
        </Link>
        <Link to={localizePath('/checkout/step1', locale)} className="button button--primary">
          {t('commerce.miniCart.toCheckout')}
        </Link>
      </div>
    </>
  );
}
