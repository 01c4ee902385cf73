import type { ReactNode } from 'react';
import { type CartItemRef, cartItemFields, cartItemKey } from '../../lib/cart';
import { useHydrated } from '../../lib/cart-hooks';
import { useLocale, useT } from '../../lib/use-site';
import { CsrfField } from '../CsrfField';
import { AddToCartPopup } from './AddToCartPopup';
import { cartActionPath } from './cart-action';
import { useAddToCart } from './use-add-to-cart';

export interface AddToCartFormProps {
  item: CartItemRef;
  /** What the popup shows of the item: the product's or training's name and picture. */
  display: { name: string; imageUrl?: string | null };
  disabled?: boolean;
  /** The button's text; "Add to cart" by default. */
  label?: string;
  className?: string;
  /** Fields posted with the item, before the button (the product page's quantity picker). */
  children?: ReactNode;
}

/**
 * Add to cart (spec §2, §4): a plain form post that works without JavaScript (the shopper comes
 * back to the page with the popup rendered by the server), and with JavaScript a fetcher that
 * opens the add-to-cart popup in place. The cart-changing action revalidates the page, so the
 * header count and the mini cart follow.
 */
export function AddToCartForm({ item, display, disabled = false, label, className, children }: AddToCartFormProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const key = cartItemKey(item);
  const { fetcher, here, busy, outcome, close } = useAddToCart((noticeKey) => noticeKey === key);

  return (
    <>
      <fetcher.Form method="post" action={cartActionPath(locale)} className={className ?? 'add-to-cart'}>
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        {Object.entries(cartItemFields(item)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="return_to" value={here} />
        {hydrated && <input type="hidden" name="_enhanced" value="1" />}
        {children}
        <button
          type="submit"
          className="button button--primary add-to-cart__button"
          disabled={disabled}
          aria-busy={busy || undefined}
        >
          {busy ? t('commerce.add.busy') : (label ?? t('commerce.add.button'))}
        </button>
      </fetcher.Form>
      <AddToCartPopup outcome={outcome} display={display} onClose={close} closeHref={here} />
    </>
  );
}
