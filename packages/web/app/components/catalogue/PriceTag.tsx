import { formatHuf, formatUnitPrice, type UnitPrice } from '@vag/domain';
import { useLocale, useT } from '../../lib/use-site';
import { fillMessage } from './fill-message';

export interface PriceTagProps {
  /** What the buyer pays (integer forints, gross). */
  price: number;
  /** The price before the promotion; shown struck through when higher than `price`. */
  priceOriginal?: number | null;
  /** EU Omnibus (DESIGN §6): the lowest price of the 30 days before the promotion. */
  lowest30Days?: number | null;
  /** A starting price ("from …"), as for trainings offered at several prices. */
  from?: boolean;
  size?: 'md' | 'lg';
  /** EU Directive 98/6/EC: the price per 100 ml / 100 g / piece, under the price. */
  unitPrice?: UnitPrice | null;
}

/** A price as the API gives it; a promotion shows the original struck through and the discount. */
export function PriceTag({ price, priceOriginal, lowest30Days, from = false, size = 'md', unitPrice }: PriceTagProps) {
  const t = useT();
  const locale = useLocale();
  const promoted = priceOriginal != null && priceOriginal > price;
  const amount = formatHuf(price);
  return (
    <div className={`price-tag${size === 'lg' ? ' price-tag--lg' : ''}${promoted ? ' price-tag--promoted' : ''}`}>
      <p>
        {/* A lone amount reads as the price; beside the original one it is told apart. */}
        {promoted && <span className="visually-hidden">{`${t('catalogue.price.current')}: `}</span>}
        <span className="price-tag__price">
          {from ? fillMessage(t('catalogue.price.from'), { price: amount }) : amount}
        </span>
        {promoted && (
          <>
            {' '}
            <s>
              <span className="visually-hidden">{`${t('catalogue.price.original')}: `}</span>
              {formatHuf(priceOriginal)}
            </s>{' '}
            <span className="price-tag__discount">
              {fillMessage(t('catalogue.price.discount'), {
                percent: Math.round(((priceOriginal - price) / priceOriginal) * 100),
              })}
            </span>
          </>
        )}
      </p>
      {unitPrice && <p className="price-tag__unit">{formatUnitPrice(unitPrice, locale)}</p>}
      {promoted && lowest30Days != null && (
        <p className="price-tag__lowest">
          {fillMessage(t('catalogue.price.lowest30'), { price: formatHuf(lowest30Days) })}
        </p>
      )}
    </div>
  );
}
