import { type CartMeta, formatDateTime, formatHuf } from '@vag/domain';
import type { MiniCart } from '../../lib/cart-mini';
import { useSiteKey, useT } from '../../lib/use-site';
import { CartChangeButton } from '../cart/CartChangeButton';
import { SeatHold } from '../cart/SeatHold';
import { fillMessage } from '../catalogue/fill-message';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { checkoutWording } from './checkout-wording';

/**
 * The lines of a cart (spec §2 cart page): picture, name (trainings: date and how it is taken),
 * amount and line price from the server. `editable` adds the quantity and remove controls,
 * each a one-button form that works without JavaScript.
 */
export function CartLines({ cart, editable }: { cart: MiniCart; editable: boolean }) {
  const t = useT();
  return (
    <div className="cart-lines">
      <div className="cart-lines__head" aria-hidden="true">
        <span>{t('commerce.cartPage.product')}</span>
        <span>{t('commerce.cartPage.amount')}</span>
        <span>{t('commerce.cartPage.price')}</span>
      </div>
      <ul className="cart-lines__list">
        {cart.lines.map((line) => (
          <li key={line.key} className="cart-line">
            <ResponsiveImage
              src={line.imageUrl ?? ''}
              alt=""
              width={96}
              height={96}
              sizes="96px"
              className="cart-line__image"
            />
            <div className="cart-line__name">
              <strong>{line.name}</strong>
              {line.startAt && (
                <span className="muted">
                  {formatDateTime(line.startAt)} ·{' '}
                  {t(line.location === 'online' ? 'commerce.miniCart.online' : 'commerce.miniCart.classroom')}
                </span>
              )}
              {line.hold && <SeatHold hold={line.hold} item={line.item} name={line.name} />}
            </div>
            <div className="cart-line__amount">
              <span className="visually-hidden">{t('commerce.cartPage.amount')}: </span>
              {editable ? (
                <div className="quantity">
                  <CartChangeButton
                    item={line.item}
                    intent="decrease"
                    label={fillMessage(t('commerce.cartPage.decrease'), { name: line.name })}
                    className="quantity__button"
                  >
                    −
                  </CartChangeButton>
                  <span className="quantity__value">{line.count}</span>
                  <CartChangeButton
                    item={line.item}
                    intent="add"
                    label={fillMessage(t('commerce.cartPage.increase'), { name: line.name })}
                    className="quantity__button"
                  >
                    +
                  </CartChangeButton>
                </div>
              ) : (
                <span>{fillMessage(t('commerce.miniCart.quantity'), { count: line.count })}</span>
              )}
            </div>
            <div className="cart-line__price">
              <span className="visually-hidden">{t('commerce.cartPage.price')}: </span>
              {formatHuf(line.sumPrice)}
            </div>
            {editable && (
              <CartChangeButton
                item={line.item}
                intent="remove"
                label={fillMessage(t('commerce.miniCart.remove'), { name: line.name })}
                className="link-button cart-line__remove"
              >
                {t('commerce.cartPage.remove')}
              </CartChangeButton>
            )}
          </li>
        ))}
        {cart.gifts.map((gift) => (
          <li key={gift.key} className="cart-line cart-line--gift">
            <ResponsiveImage
              src={gift.imageUrl ?? ''}
              alt=""
              width={96}
              height={96}
              sizes="96px"
              className="cart-line__image"
            />
            <div className="cart-line__name">
              <strong>{gift.name}</strong>
              <span className="cart-line__badge">{t('commerce.miniCart.gift')}</span>
            </div>
            <div className="cart-line__amount">
              {fillMessage(t('commerce.miniCart.quantity'), { count: gift.count })}
            </div>
            <div className="cart-line__price">{formatHuf(0)}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The totals box: every amount as the API computed it (spec §7 cart meta). */
export function CartTotals({
  meta,
  showFees,
  feesPending,
}: {
  meta: CartMeta;
  showFees: boolean;
  /**
   * No delivery chosen yet (the cart was priced without a delivery fee): instead of a fee of
   * nothing, the fee lines say when the fee is known.
   */
  feesPending?: 'feeAtCheckout' | 'feeOnChoice';
}) {
  const t = useT();
  // The academy delivers nothing: no delivery fee line, unless one was ever charged.
  const showDelivery = useSiteKey() === 'shop' || meta.delivery_fee !== 0;
  const fee = (amount: number) =>
    feesPending && amount === 0 ? (
      <dd className="cart-totals__pending">{t(`commerce.totals.${feesPending}`)}</dd>
    ) : (
      <dd>{formatHuf(amount)}</dd>
    );
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('commerce.totals.subtotal')}</dt>
        <dd>{formatHuf(meta.sub_total)}</dd>
      </div>
      {showFees && (
        <>
          {showDelivery && (
            <div>
              <dt>{t('commerce.totals.delivery')}</dt>
              {fee(meta.delivery_fee)}
            </div>
          )}
          <div>
            <dt>{t('commerce.totals.paymentFee')}</dt>
            {fee(meta.payment_fee)}
          </div>
        </>
      )}
      {meta.subtractions.map((subtraction) => (
        <div key={`${subtraction.kind}-${subtraction.coupon_code ?? subtraction.name}`}>
          <dt>{subtraction.name}</dt>
          <dd>−{formatHuf(subtraction.amount)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('commerce.totals.vat')}</dt>
        <dd>{formatHuf(meta.tax_amount)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t('commerce.totals.total')}</dt>
        <dd>{formatHuf(meta.total_with_tax)}</dd>
      </div>
    </dl>
  );
}

/** The checkout's progress (spec §2): where the shopper is among the three steps. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 'participants' }) {
  const t = useT();
  const site = useSiteKey();
  const wording = checkoutWording(site);
  // The academy asks who attends each seat between payment and summary (issue 18).
  const steps: { id: 1 | 2 | 3 | 'participants'; label: string }[] = [
    { id: 1, label: t('commerce.checkout.step1') },
    { id: 2, label: t(wording.step2) },
    ...(site === 'academy' ? [{ id: 'participants' as const, label: t('participants.step') }] : []),
    { id: 3, label: t('commerce.checkout.step3') },
  ];
  const at = steps.findIndex((step) => step.id === current);
  return (
    <ol className="checkout-steps">
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={index === at ? 'is-current' : index < at ? 'is-done' : undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
