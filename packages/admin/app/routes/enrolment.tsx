import { type AcademySubscription, formatDateTime, formatHuf, type OrderEvent } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Link, useRouteLoaderData } from 'react-router';
import { getEnrolment, retryEnrolmentInvoice, sendEnrolmentEvent } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { LifecycleSteps } from '../components/LifecycleSteps';
import { MailHistory } from '../components/MailHistory';
import { PaymentAttempts } from '../components/PaymentAttempts';
import { RecordedPayments } from '../components/RecordedPayments';
import { INVOICE_RETRY_INTENT, invoiceToRetry, SaleInvoices } from '../components/SaleInvoices';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/enrolments.css?url';
import type { Route } from './+types/enrolment';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.enrolment.subscription_id ?? ''} · ${translator(loaderData?.locale ?? 'hu')('enrolmentsTitle')}`,
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idParamOf(params);
  const detail = await loadOrRefuse(getEnrolment(serverAdminApi(request, context), id, locale));
  const { data: enrolment, payments, mails } = detail;
  const csrf = csrfOf(request);
  return { locale, enrolment, payments, mails, detail, csrf };
}

/**
 * A step of the enrolment (a transfer recorded, a cancellation) or a failed invoice sent again:
 * the API decides and refuses in the member's language.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const submit = serverSubmit(request, context);
  const invoiceId = invoiceToRetry(form);
  if (invoiceId !== undefined) {
    const retried = await retryEnrolmentInvoice(submit, { id: Number(params.id), invoiceId }, form, locale);
    return actionAnswer(retried, { event: INVOICE_RETRY_INTENT });
  }
  const answer = await sendEnrolmentEvent(submit, Number(params.id), form, locale);
  return data(
    { ok: answer.ok, event: String(form.get('event')), message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

/** A step's name on an enrolment: its cancellation is the enrolment's, the rest as for orders. */
const enrolmentStepLabel = (step: OrderEvent, t: T) =>
  step === 'cancel' ? t('enrolmentEvent_cancel') : t(`orderEvent_${step}`);

type Item = AcademySubscription['items'][number];

/** `1061 Budapest, Andrássy utca 12. 2/5`, and the company first when there is one. */
function billingOf(enrolment: AcademySubscription): string {
  const more = [
    enrolment.billing_address_building,
    enrolment.billing_address_staircase,
    enrolment.billing_address_floor,
    enrolment.billing_address_door,
  ]
    .filter(Boolean)
    .join('/');
  const street = [
    enrolment.billing_address_zipcode,
    `${enrolment.billing_address_city},`,
    enrolment.billing_address_street,
    enrolment.billing_address_street_type,
    enrolment.billing_address_number,
  ]
    .filter(Boolean)
    .join(' ');
  const company = enrolment.billing_company_name ? ` (${enrolment.billing_company_name})` : '';
  return `${enrolment.billing_address_name}${company}, ${street}${more ? ` ${more}` : ''}`;
}

function buyerFacts(enrolment: AcademySubscription, t: T): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('orderName'), `${enrolment.last_name} ${enrolment.first_name}`],
    [
      t('email'),
      <a key="email" href={`mailto:${enrolment.email}`}>
        {enrolment.email}
      </a>,
    ],
    [
      t('orderPhone'),
      <a key="phone" href={`tel:${enrolment.phone_number.replace(/\s+/g, '')}`}>
        {enrolment.phone_number}
      </a>,
    ],
    [t('orderPaymentMethod'), enrolment.paymentMethod.name],
    [t('orderPaymentStatus'), enrolment.paymentStatus.name],
    [t('orderBilling'), billingOf(enrolment)],
  ];
  if (enrolment.billing_tax_number) rows.push([t('orderTaxNumber'), enrolment.billing_tax_number]);
  if (enrolment.comment) rows.push([t('orderComment'), enrolment.comment]);
  return rows;
}

/** Subtotal, the payment fee, discounts, VAT and the total (last), from the snapshot. */
function totalRows(enrolment: AcademySubscription, t: T): [string, string][] {
  return [
    [t('orderSubtotal'), formatHuf(enrolment.historic_sub_total_gross)],
    [t('orderPaymentFee'), formatHuf(enrolment.historic_payment_price_gross)],
    ...enrolment.historic_subtractions.map((subtraction): [string, string] => [
      subtraction.name,
      `−${formatHuf(subtraction.amount)}`,
    ]),
    [t('orderVat'), formatHuf(enrolment.historic_total_vat)],
    [t('orderTotal'), formatHuf(enrolment.historic_total_gross)],
  ];
}

const placeOfItem = (item: Item, t: T) =>
  item.trainingLocationType.code === 'online'
    ? t('location_online')
    : (item.trainingDate.venue ?? t('location_classroom'));

function Lines({ enrolment, t }: { enrolment: AcademySubscription; t: T }) {
  return (
    <table className="lines">
      <caption className="visually-hidden">{t('enrolmentDates')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('enrolmentDate')}</th>
          <th scope="col" className="number">
            {t('orderCount')}
          </th>
          <th scope="col" className="number">
            {t('orderSum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {enrolment.items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.item_name_historic}
              <br />
              <Link to={`/training-dates/${item.trainingDate.id}`} className="keep-words">
                {formatDateTime(item.trainingDate.start_at)}
              </Link>
              <span className="muted"> · {placeOfItem(item, t)}</span>
            </td>
            <td className="number">{item.count}</td>
            <td className="number">{formatHuf(item.item_sum_price_historic)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totalRows(enrolment, t).map(([label, amount], index, rows) => (
          <tr key={label} className={index === rows.length - 1 ? 'total' : undefined}>
            <th scope="row" colSpan={2}>
              {label}
            </th>
            <td className="number">{amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

function Participants({ enrolment, t }: { enrolment: AcademySubscription; t: T }) {
  return (
    <ul className="item-participants">
      {enrolment.items.map((item) => {
        const unnamed = Math.max(0, item.count - item.participants.length);
        return (
          <li key={item.id}>
            <h3>
              {item.item_name_historic} · {formatDateTime(item.trainingDate.start_at)}
            </h3>
            {item.participants.length === 0 ? null : (
              <ul>
                {item.participants.map((participant) => (
                  <li key={participant.id}>
                    {participant.last_name} {participant.first_name}
                    <span className="muted">
                      {' '}
                      · {participant.email} · {participant.phone_number}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {unnamed > 0 && <p className="muted">{t('participantsUnnamed', { count: unnamed })}</p>}
          </li>
        );
      })}
    </ul>
  );
}

export default function EnrolmentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, enrolment, payments, mails, detail, csrf } = loaderData;
  const t = translator(locale);
  const me = useRouteLoaderData<typeof shellLoader>('routes/shell')?.me;
  const canManage = me?.permissions.includes('enrolments.manage') ?? false;
  const failed = actionData && !actionData.ok ? { event: actionData.event, errors: actionData.errors } : undefined;
  return (
    <div className="page">
      <p>
        <Link to="/enrolments">← {t('enrolmentsBack')}</Link>
      </p>
      <div className="page-head">
        <h1>
          {t('enrolmentTitle')} {enrolment.subscription_id}
        </h1>
        <p className="muted">
          {formatDateTime(enrolment.created_at)} · {enrolment.paymentStatus.name} ·{' '}
          {enrolment.academySubscriptionStatus.name}
        </p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.event === INVOICE_RETRY_INTENT
            ? t('invoiceRetried')
            : t('orderStepDone', { step: enrolmentStepLabel(actionData.event as OrderEvent, t) })}
        </p>
      )}
      <section className="panel" aria-labelledby="enrolment-actions">
        <h2 id="enrolment-actions">{t('orderActions')}</h2>
        {detail.cancel_reason && (
          <p>
            {t('orderCancelReason')}: {detail.cancel_reason}
            {detail.refunded_amount > 0 && ` · ${t('orderRefunded')}: ${formatHuf(detail.refunded_amount)}`}
          </p>
        )}
        {canManage ? (
          <LifecycleSteps
            events={detail.events}
            total={enrolment.historic_total_gross}
            refunded={detail.refunded_amount}
            csrf={csrf}
            failed={failed}
            none={t('enrolmentNoActions')}
            labelOf={(step) => enrolmentStepLabel(step, t)}
            t={t}
          />
        ) : (
          <p className="muted">{t('enrolmentReadOnly')}</p>
        )}
      </section>
      <div className="detail-grid">
        <section className="panel" aria-labelledby="enrolment-buyer">
          <h2 id="enrolment-buyer">{t('orderBuyer')}</h2>
          <Facts className="order-facts" rows={buyerFacts(enrolment, t)} />
        </section>
        <section className="panel" aria-labelledby="enrolment-dates">
          <h2 id="enrolment-dates">{t('enrolmentDates')}</h2>
          <Lines enrolment={enrolment} t={t} />
        </section>
      </div>
      <section className="panel" aria-labelledby="enrolment-participants">
        <h2 id="enrolment-participants">{t('participantsTitle')}</h2>
        <Participants enrolment={enrolment} t={t} />
      </section>
      <section className="panel" aria-labelledby="enrolment-payments">
        <h2 id="enrolment-payments">{t('orderPayments')}</h2>
        <PaymentAttempts payments={payments} none={t('enrolmentNoPayments')} t={t} />
        {detail.recorded_payments.length > 0 && (
          <>
            <h3>{t('orderRecordedPayments')}</h3>
            <RecordedPayments entries={detail.recorded_payments} t={t} />
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="enrolment-invoices">
        <h2 id="enrolment-invoices">{t('invoicesTitle')}</h2>
        <SaleInvoices
          invoices={detail.invoices}
          downloadOf={(invoiceId) => `/enrolments/${enrolment.id}/invoices/${invoiceId}`}
          csrf={canManage ? csrf : undefined}
          t={t}
        />
      </section>
      <section className="panel" aria-labelledby="enrolment-mails">
        <h2 id="enrolment-mails">{t('enrolmentMails')}</h2>
        <MailHistory mails={mails} caption={t('enrolmentMails')} none={t('enrolmentNoMails')} t={t} />
      </section>
    </div>
  );
}
