import { type AcademySubscription, formatDateTime, type Order } from '@vag/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/use-site';
import { billingLine } from './address-lines';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Date, payment method and status, billing data: what an order and an enrolment share. */
export function PurchaseFacts({ purchase, children }: { purchase: Order | AcademySubscription; children?: ReactNode }) {
  const t = useT();
  return (
    <dl className="purchase-facts">
      <div>
        <dt>{t('account.orders.date')}</dt>
        <dd>{formatDateTime(purchase.created_at)}</dd>
      </div>
      <div>
        <dt>{t('account.orders.paymentStatus')}</dt>
        <dd>
          <PaymentStatusBadge status={purchase.paymentStatus} />
          {purchase.payed_date && (
            <span className="muted purchase-facts__paid"> {formatDateTime(purchase.payed_date)}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('account.orders.paymentMethod')}</dt>
        <dd>{purchase.paymentMethod.name}</dd>
      </div>
      <div>
        <dt>{t('account.orders.billingAddress')}</dt>
        <dd>
          {purchase.billing_address_name}
          {purchase.billing_company_name && <> · {purchase.billing_company_name}</>}
          {purchase.billing_tax_number && (
            <>
              {' '}
              ({t('account.orders.taxNumber')}: {purchase.billing_tax_number})
            </>
          )}
          <br />
          {billingLine(purchase, t)}
        </dd>
      </div>
      {children}
    </dl>
  );
}
