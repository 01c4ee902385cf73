import { type AdminCustomer, BALANCE_KINDS, type CustomerPurchase, formatDateTime, formatHuf } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { type CustomerWrite, customerExportPath, getCustomer, proofLink, writeCustomer } from '../api-client/customers';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { type T, translator } from '../i18n';
import { roleName, siteName } from '../lib/customers';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/customer';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `${loaderData.customer.last_name} ${loaderData.customer.first_name}`.trim() || loaderData.customer.email : ''} · ${translator(loaderData?.locale ?? 'hu')('customersTitle')}`,
  },
];

const idOf = (params: { id?: string }) => {
  const id = idParamOf(params);
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idOf(params);
  return {
    locale,
    customer: await loadOrRefuse(getCustomer(serverAdminApi(request, context), id, locale)),
    csrf: csrfOf(request),
  };
}

/** The forms' intents: each one write of the typed client; deactivation and erasure need their box ticked. */
const INTENTS: Record<string, CustomerWrite> = {
  professional: 'professional',
  adjust: 'balanceAdjustment',
  verification: 'verificationMail',
  deactivate: 'deactivate',
  reactivate: 'reactivate',
  erase: 'erase',
};
const CONFIRMED = new Set(['deactivate', 'erase']);

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const t = translator(locale);
  const id = idOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  form.delete('intent');
  const submit = serverSubmit(request, context);
  if (intent === 'proof') {
    const uploadId = String(form.get('upload_id'));
    form.delete('upload_id');
    const answer = await proofLink(submit, id, uploadId, form, locale);
    // The document opens in this browser, with its staff cookie: the link is bound to this session.
    if (answer.ok && answer.body.data) return redirect(answer.body.data.url, { headers: answer.headers });
    return data(
      { ok: false, intent, message: answer.body.message, errors: answer.body.errors },
      { status: answer.status },
    );
  }
  const write = INTENTS[intent];
  if (!write) throw data(null, { status: 400 });
  if (CONFIRMED.has(intent) && form.get('confirm') !== 'yes') {
    return data({ ok: false, intent, message: t('customerConfirmNeeded'), errors: undefined }, { status: 422 });
  }
  form.delete('confirm');
  const answer = await writeCustomer(submit, write, id, form, locale);
  return data(
    { ok: answer.ok, intent, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function profileFacts(customer: AdminCustomer, t: T): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('email'), customer.email],
    [t('customerPhone'), customer.phone_number ?? '—'],
    [t('customerCompany'), customer.company_name ?? '—'],
    [t('customerTaxNumber'), customer.tax_number ?? '—'],
    [t('customerRoles'), customer.roles.map((role) => roleName(role.id, t)).join(', ') || '—'],
    [t('customerSite'), siteName(customer.host_id, t)],
    [t('customerLanguage'), t(customer.locale_id === 2 ? 'locale_2' : 'locale_1')],
    [t('customerRegistered'), formatDateTime(customer.created_at)],
    [
      t('customerVerified'),
      customer.email_verified_at ? formatDateTime(customer.email_verified_at) : t('customerNotVerified'),
    ],
    [t('customerNewsletter'), t(`newsletter_${customer.newsletter?.status ?? 'none'}`)],
  ];
  if (customer.referrer_code) rows.push([t('customerReferrerCode'), customer.referrer_code]);
  if (customer.deactivated_at) rows.push([t('customerDeactivatedAt'), formatDateTime(customer.deactivated_at)]);
  if (customer.deleted_at) rows.push([t('customerDeletedAt'), formatDateTime(customer.deleted_at)]);
  return rows;
}

function Purchases({
  id,
  title,
  empty,
  rows,
  link,
  t,
}: {
  id: string;
  title: string;
  empty: string;
  rows: CustomerPurchase[];
  link: ((purchase: CustomerPurchase) => string) | null;
  t: T;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="lines">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('customerNumber')}</th>
              <th scope="col">{t('customerDate')}</th>
              <th scope="col">{t('customerPayment')}</th>
              <th scope="col" className="number">
                {t('customerTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((purchase) => (
              <tr key={purchase.id}>
                <td>{link ? <Link to={link(purchase)}>{purchase.number}</Link> : purchase.number}</td>
                <td>{formatDateTime(purchase.created_at)}</td>
                <td>
                  {purchase.paymentStatus.name}
                  {purchase.status && (
                    <span className="muted"> · {t(`enrolmentStatus_${purchase.status as 'pending'}`)}</span>
                  )}
                </td>
                <td className="number">{formatHuf(purchase.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A form of one intent with the CSRF token; `children` are its fields and button. */
function ActionForm({
  intent,
  csrf,
  children,
  className,
  reloadDocument,
}: {
  intent: string;
  csrf: string;
  children: ReactNode;
  className?: string;
  /** The answer is not a page of the app (the proof document): the browser posts and follows it itself. */
  reloadDocument?: boolean;
}) {
  return (
    <Form method="post" className={className} reloadDocument={reloadDocument}>
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export default function CustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, customer, csrf } = loaderData;
  const t = translator(locale);
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const busy = useNavigation().state === 'submitting';
  const permissions = shell?.me.permissions ?? [];
  const sites = shell?.me.sites ?? [];
  const manage = permissions.includes('customers.manage') && customer.state !== 'deleted';
  // A purchase links to its screen only for a member who may open it (orders the shop's, enrolments the academy's).
  const orderLink = permissions.includes('orders.read') && sites.includes('shop');
  const enrolmentLink = permissions.includes('enrolments.read') && sites.includes('academy');
  const name = `${customer.last_name} ${customer.first_name}`.trim() || customer.email;
  const pending = customer.professional_status === 'pending';
  return (
    <div className="page">
      <p>
        <Link to="/customers">← {t('customersBack')}</Link>
      </p>
      <div className="page-head">
        <h1>{name}</h1>
        <p className="muted">
          {customer.email} · {t(`customerState_${customer.state}`)} ·{' '}
          {t(`professional_${customer.professional_status}`)}
        </p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('customerActionFailed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <div className="detail-grid">
        <section className="panel" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('customerProfile')}</h2>
          <Facts className="customer-facts" rows={profileFacts(customer, t)} />
        </section>
        <section className="panel" aria-labelledby="customer-proofs">
          <h2 id="customer-proofs">{t('customerProofs')}</h2>
          <Facts rows={[[t('customerProfessional'), t(`professional_${customer.professional_status}`)]]} />
          {customer.uploads.length === 0 ? (
            <p className="muted">{t('customerNoProofs')}</p>
          ) : (
            <ul className="plain-list">
              {customer.uploads.map((upload) => (
                <li key={upload.id}>
                  <ActionForm intent="proof" csrf={csrf} className="proof-row" reloadDocument>
                    <input type="hidden" name="upload_id" value={upload.id} />
                    <span>
                      {upload.original_name}{' '}
                      <span className="muted">
                        ({Math.ceil(upload.size_bytes / 1024)} kB · {formatDateTime(upload.created_at)})
                      </span>
                    </span>
                    <button
                      type="submit"
                      className="button small"
                      aria-label={t('customerProofOpenOf', { name: upload.original_name })}
                    >
                      {t('customerProofOpen')}
                    </button>
                  </ActionForm>
                </li>
              ))}
            </ul>
          )}
          {customer.uploads.length > 0 && <p className="hint">{t('customerProofHint')}</p>}
          {manage && pending && (
            <ActionForm intent="professional" csrf={csrf} className="stack-form">
              <div className="field">
                <label htmlFor="note">{t('customerDecisionNote')}</label>
                <textarea id="note" name="note" maxLength={1000} rows={3} />
              </div>
              <div className="button-row">
                <button type="submit" name="decision" value="approve" className="button primary" disabled={busy}>
                  {t('customerApprove')}
                </button>
                <button type="submit" name="decision" value="reject" className="button" disabled={busy}>
                  {t('customerReject')}
                </button>
              </div>
            </ActionForm>
          )}
        </section>
      </div>
      <section className="panel" aria-labelledby="customer-balances">
        <h2 id="customer-balances">{t('customerBalances')}</h2>
        <Facts rows={BALANCE_KINDS.map((kind) => [t(`balance_${kind}`), formatHuf(customer.balances[kind])])} />
        {manage && (
          <ActionForm intent="adjust" csrf={csrf} className="grid-form adjust-form">
            <div className="field">
              <label htmlFor="balance">{t('customerLedgerKind')}</label>
              <select id="balance" name="balance">
                {BALANCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`balance_${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="amount">{t('customerAdjustAmount')}</label>
              <input id="amount" name="amount" type="number" step={1} required inputMode="numeric" />
            </div>
            <div className="field">
              <label htmlFor="reason">{t('customerAdjustReason')}</label>
              <input id="reason" name="reason" required minLength={3} maxLength={500} />
            </div>
            <div>
              <button type="submit" className="button primary" disabled={busy}>
                {t('customerAdjustSubmit')}
              </button>
            </div>
          </ActionForm>
        )}
        <h3>{t('customerLedger')}</h3>
        {customer.ledger.length === 0 ? (
          <p className="muted">{t('customerNoLedger')}</p>
        ) : (
          <table className="lines">
            <caption className="visually-hidden">{t('customerLedger')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customerDate')}</th>
                <th scope="col">{t('customerLedgerKind')}</th>
                <th scope="col">{t('customerLedgerReason')}</th>
                <th scope="col" className="number">
                  {t('customerLedgerAmount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>{t(`balance_${entry.kind}`)}</td>
                  <td>{entry.reason}</td>
                  <td className="number">
                    {entry.amount > 0 ? '+' : '−'}
                    {formatHuf(Math.abs(entry.amount))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="detail-grid">
        <Purchases
          id="customer-orders"
          title={t('customerOrders')}
          empty={t('customerNoOrders')}
          rows={customer.orders}
          link={orderLink ? (order) => `/orders/${order.id}` : null}
          t={t}
        />
        <Purchases
          id="customer-enrolments"
          title={t('customerEnrolments')}
          empty={t('customerNoEnrolments')}
          rows={customer.enrolments}
          link={enrolmentLink ? (enrolment) => `/enrolments/${enrolment.id}` : null}
          t={t}
        />
      </div>
      <section className="panel" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('customerAddresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p className="muted">{t('customerNoAddresses')}</p>
        ) : (
          <ul className="plain-list">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                {address.billing_name && <strong>{address.billing_name}, </strong>}
                {address.zipcode.code} {address.zipcode.city.name}, {address.street} {address.street_type.name}{' '}
                {address.number}
                {[address.building, address.staircase, address.floor, address.door].filter(Boolean).length > 0 &&
                  ` ${[address.building, address.staircase, address.floor, address.door].filter(Boolean).join('/')}`}
                {address.is_default && <span className="badge"> · {t('customerDefaultAddress')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="customer-actions">
        <h2 id="customer-actions">{t('customerActions')}</h2>
        {!manage && customer.state !== 'deleted' && <p className="muted">{t('customerReadOnly')}</p>}
        <div className="action-list">
          {manage && !customer.email_verified_at && (
            <ActionForm intent="verification" csrf={csrf}>
              <button type="submit" className="button" disabled={busy}>
                {t('customerResendVerification')}
              </button>
            </ActionForm>
          )}
          {manage && customer.state === 'deactivated' && (
            <ActionForm intent="reactivate" csrf={csrf}>
              <button type="submit" className="button" disabled={busy}>
                {t('customerReactivate')}
              </button>
            </ActionForm>
          )}
          {manage && (
            <a className="button" href={customerExportPath(customer.id)} download>
              {t('customerExport')}
            </a>
          )}
          {manage && customer.state === 'active' && (
            <ActionForm intent="deactivate" csrf={csrf} className="confirm-form">
              <label className="check">
                <input type="checkbox" name="confirm" value="yes" required />
                {t('customerDeactivateConfirm')}
              </label>
              <button type="submit" className="button" disabled={busy}>
                {t('customerDeactivate')}
              </button>
            </ActionForm>
          )}
          {manage && (
            <ActionForm intent="erase" csrf={csrf} className="confirm-form">
              <label className="check">
                <input type="checkbox" name="confirm" value="yes" required />
                {t('customerEraseConfirm')}
              </label>
              <button type="submit" className="button danger" disabled={busy}>
                {t('customerErase')}
              </button>
            </ActionForm>
          )}
        </div>
      </section>
    </div>
  );
}
