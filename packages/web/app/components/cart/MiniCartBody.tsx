import { formatDateTime, formatHuf, localizePath } from '@vag/domain';
import type { MiniCart } from '../../lib/cart-mini';
import { useLocale, useT } from '../../lib/use-site';
import { fillMessage } from '../catalogue/fill-message';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { Link } from '../Link';
import { CartChangeButton } from './CartChangeButton';
import { CartIcon } from './CartIcon';
import { SeatHold } from './SeatHold';

const THUMB = 70;

/** The mini cart's lines, total and way on (components/cart/HeaderCart: loaded when it first opens). */
export function MiniCartBody({ cart }: { cart: MiniCart | null }) {
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
