import { type AcademySubscription, formatHuf, type Order } from '@vag/domain';
import { useT } from '../../../lib/use-site';

type Purchase = Order | AcademySubscription;

/** The snapshot totals of an order or enrolment as they were charged (historic values only). */
export function PurchaseTotals({ purchase }: { purchase: Purchase }) {
  const t = useT();
  const shipping = 'historic_shipping_price_final' in purchase ? purchase.historic_shipping_price_final : null;
  const subtractions = purchase.historic_subtractions;
  return (
    <dl className="purchase-totals">
      <div>
        <dt>{t('account.orders.subtotal')}</dt>
        <dd>{formatHuf(purchase.historic_sub_total_gross)}</dd>
      </div>
      {shipping !== null && (
        <div>
          <dt>{t('account.orders.shipping')}</dt>
          <dd>{formatHuf(shipping)}</dd>
        </div>
      )}
      {purchase.historic_payment_price_gross > 0 && (
        <div>
          <dt>{t('account.orders.paymentFee')}</dt>
          <dd>{formatHuf(purchase.historic_payment_price_gross)}</dd>
        </div>
      )}
      {subtractions.map((line) => (
        <div key={`${line.kind}-${line.name}`} className="purchase-totals__discount">
          {/* The name is labelled as the buyer saw it at checkout ("Kupon: TAVASZ10", "Vendégkód: KOZMET24"). */}
          <dt>{line.name}</dt>
          <dd>−{formatHuf(line.amount)}</dd>
        </div>
      ))}
      {subtractions.length === 0 && purchase.historic_discount_amount > 0 && (
        <div className="purchase-totals__discount">
          <dt>{purchase.historic_discount_description ?? t('account.orders.discount')}</dt>
          <dd>−{formatHuf(purchase.historic_discount_amount)}</dd>
        </div>
      )}
      <div>
        <dt>{t('account.orders.net')}</dt>
        <dd>{formatHuf(purchase.historic_total_net)}</dd>
      </div>
      <div>
        <dt>{t('account.orders.vat')}</dt>
        <dd>{formatHuf(purchase.historic_total_vat)}</dd>
      </div>
      <div className="purchase-totals__total">
        <dt>{t('account.orders.total')}</dt>
        <dd>{formatHuf(purchase.historic_total_gross)}</dd>
      </div>
    </dl>
  );
}
