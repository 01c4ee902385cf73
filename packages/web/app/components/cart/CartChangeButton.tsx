import { type ReactNode, useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { type CartIntent, type CartItemRef, cartItemFields } from '../../lib/cart';
import { useHydrated } from '../../lib/cart-hooks';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import type { CartChangeResult } from '../../routes/commerce/cart-items';
import { CsrfField } from '../CsrfField';
import { cartActionPath } from './cart-action';

interface Props {
  item: CartItemRef;
  /** `remove` deletes the line; `decrease` takes one off (the line goes at count 1, spec §4). */
  intent: CartIntent;
  /** The button's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * One cart change as a one-button form: a plain post without JavaScript, a fetcher with it.
 * The action revalidates every loader, so the header count and the mini cart follow.
 */
export function CartChangeButton({ item, intent, label, className, children, disabled = false }: Props) {
  const fetcher = useFetcher<CartChangeResult>();
  const locale = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const t = useT();
  const busy = fetcher.state !== 'idle';

  // Spec §4/§8: a refused change shows the server's message as an error toast.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) {
      toast(fetcher.data.message || t('commerce.popup.genericError'), 'error');
    }
  }, [fetcher.state, fetcher.data, toast, t]);

  return (
    <fetcher.Form method="post" action={cartActionPath(locale)} className="cart-change">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(cartItemFields(item)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      {hydrated && <input type="hidden" name="_enhanced" value="1" />}
      <button
        type="submit"
        className={className ?? 'icon-button'}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={disabled}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}
