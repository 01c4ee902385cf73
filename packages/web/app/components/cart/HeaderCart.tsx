import { localizePath, MINI_CART_DELAY_MS, parsePath } from '@vag/domain';
import { type FocusEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isCartOrCheckoutPath } from '../../lib/cart';
import { useLocale, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import { fillMessage } from '../catalogue/fill-message';
import { Link } from '../Link';
import { CartIcon } from './CartIcon';

/** The panel's contents are needed only once it opens: they load then, or as the pointer or focus arrives. */
const loadMiniCartBody = () => import('./MiniCartBody');
const MiniCartBody = lazy(() => loadMiniCartBody().then((module) => ({ default: module.MiniCartBody })));

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
    if (next) void loadMiniCartBody();
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
          {`${t('header.cart')}: ${count > 0 ? fillMessage(t('commerce.cart.count'), { count }) : t('commerce.cart.empty')}`}
        </span>
      </Link>
      {withPanel && (
        <section id={panelId} className="mini-cart" hidden={!open} aria-label={t('commerce.miniCart.title')}>
          {open && (
            <Suspense fallback={null}>
              <MiniCartBody cart={cart} />
            </Suspense>
          )}
        </section>
      )}
    </div>
  );
}
