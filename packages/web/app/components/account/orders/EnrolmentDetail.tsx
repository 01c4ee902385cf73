import { type AcademySubscriptionDetail, formatDateTime, formatHuf, localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/use-site';
import { BankTransferDetails } from '../../BankTransferDetails';
import { PurchaseFacts } from './PurchaseFacts';
import { PurchaseInvoices } from './PurchaseInvoices';
import { PurchaseTotals } from './PurchaseTotals';
import { RepayForm } from './RepayForm';

/** One enrolment (academy subscription) as it was placed, with the way to name its participants and its invoices. */
export function EnrolmentDetail({ subscription, backTo }: { subscription: AcademySubscriptionDetail; backTo: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <div className="account-page__heading">
        <h1 className="account-page__title">
          {t('account.enrolments.title')} {subscription.subscription_id}
        </h1>
        <Link to={localizePath(backTo, locale)} className="button button--secondary">
          {t('account.orders.back')}
        </Link>
      </div>
      {subscription.can_repay && (
        <section className="account-panel purchase-alert" aria-label={t('account.orders.repay')}>
          <RepayForm />
          {subscription.seats_hold_until && (
            <p className="muted">
              {t('account.enrolments.holdUntil')} {formatDateTime(subscription.seats_hold_until)}
            </p>
          )}
        </section>
      )}
      {subscription.bank_transfer && (
        <BankTransferDetails transfer={subscription.bank_transfer} titleClassName="account-panel__title" />
      )}
      <section className="account-panel" aria-labelledby="enrolment-items-title">
        <h2 id="enrolment-items-title" className="account-panel__title">
          {t('account.enrolments.dates')}
        </h2>
        <ul className="enrolment-items">
          {subscription.items.map((item) => (
            <li key={item.id} className="enrolment-item">
              <h3 className="enrolment-item__title">{item.item_name_historic}</h3>
              <p className="enrolment-item__when">
                {formatDateTime(item.trainingDate.start_at)} ·{' '}
                {t(`account.enrolments.location.${item.trainingLocationType.code}`)}
                {item.trainingDate.venue && <> · {item.trainingDate.venue}</>}
              </p>
              <p className="enrolment-item__seats">
                {item.count} {t('account.enrolments.seats')} × {formatHuf(item.item_price_historic)} ={' '}
                <strong>{formatHuf(item.item_sum_price_historic)}</strong>
              </p>
              <p className="enrolment-item__participants">
                {t('account.enrolments.participants')}: {item.participants.length} / {item.count}{' '}
                <Link to={localizePath(`/account/my-trainings/participants/${item.id}`, locale)}>
                  {t(
                    item.participants.length < item.count
                      ? 'account.enrolments.nameParticipants'
                      : 'account.enrolments.editParticipants',
                  )}
                  <span className="visually-hidden"> ({item.item_name_historic})</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
        <PurchaseTotals purchase={subscription} />
      </section>
      <section className="account-panel" aria-labelledby="enrolment-data-title">
        <h2 id="enrolment-data-title" className="account-panel__title">
          {t('account.enrolments.details')}
        </h2>
        <PurchaseFacts purchase={subscription}>
          <div>
            <dt>{t('account.enrolments.status')}</dt>
            <dd>{subscription.academySubscriptionStatus.name}</dd>
          </div>
        </PurchaseFacts>
      </section>
      <PurchaseInvoices invoices={subscription.invoices} />
    </>
  );
}
