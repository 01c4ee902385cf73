import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminCoupon,
  type AdminCouponRedemption,
  COUPON_CODE_MAX,
  COUPON_KINDS,
  formatDateTime,
  formatHuf,
  type SiteKey,
} from '@vag/domain';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { getCoupon, listCouponRedemptions, saveCoupon } from '../api-client/coupons';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { type FieldErrors, FormField } from '../components/FormField';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/coupon';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('coupon_editTitle', { code: loaderData?.coupon.code ?? '' }) },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idParamOf(params);
  const api = serverAdminApi(request, context);
  const page = Number(new URL(request.url).searchParams.get('page')) || undefined;
  const [coupon, redemptions] = await Promise.all([
    loadOrRefuse(getCoupon(api, id, locale)),
    loadOrRefuse(listCouponRedemptions(api, id, page, locale)),
  ]);
  return { locale, coupon, redemptions, csrf: csrfOf(request) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await saveCoupon(serverSubmit(request, context), idParamOf(params), await request.formData(), locale);
  return actionAnswer(answer);
}

/** The coupon's form, new or existing: the fields of the API's contract, errors at their fields. */
export function CouponForm({
  coupon,
  sites,
  errors,
  csrf,
  t,
}: {
  coupon: AdminCoupon | null;
  sites: readonly SiteKey[];
  errors: FieldErrors;
  csrf: string;
  t: T;
}) {
  const busy = useNavigation().state === 'submitting';
  const siteChoices = sites.length > 1 ? [...sites, 'both' as const] : sites;
  return (
    <Form method="post" className="grid-form" aria-label={coupon ? coupon.code : t('coupon_newTitle')}>
      <input type="hidden" name="_token" value={csrf} />
      <FormField id="code" label={t('coupon_code')} hint={t('coupon_codeHint')} errors={errors}>
        {(props) => (
          <input
            {...props}
            required
            maxLength={COUPON_CODE_MAX}
            pattern="[A-Za-z0-9_\-]+"
            defaultValue={coupon?.code}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="kind" label={t('coupon_kind')} errors={errors}>
        {(props) => (
          <select {...props} defaultValue={coupon?.kind ?? 'percentage'}>
            {COUPON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`coupon_kind_${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="value" label={t('coupon_value')} hint={t('coupon_valueHint')} errors={errors}>
        {(props) => (
          <input
            {...props}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={coupon && coupon.kind !== 'free_delivery' ? coupon.value : ''}
          />
        )}
      </FormField>
      <FormField id="min_subtotal" label={t('coupon_minSubtotal')} errors={errors}>
        {(props) => <input {...props} type="number" min={0} step={1} defaultValue={coupon?.min_subtotal ?? 0} />}
      </FormField>
      <FormField id="valid_from" label={t('coupon_validFrom')} errors={errors}>
        {(props) => <input {...props} type="date" defaultValue={coupon?.valid_from ?? ''} />}
      </FormField>
      <FormField id="valid_until" label={t('coupon_validUntil')} errors={errors}>
        {(props) => <input {...props} type="date" defaultValue={coupon?.valid_until ?? ''} />}
      </FormField>
      <FormField
        id="usage_limit"
        label={t('coupon_usageLimit')}
        hint={coupon ? t('coupon_usageLimitHint', { used: coupon.used_count }) : t('coupon_limitHint')}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            min={Math.max(1, coupon?.used_count ?? 1)}
            defaultValue={coupon?.usage_limit ?? ''}
          />
        )}
      </FormField>
      <FormField id="per_email_limit" label={t('coupon_perEmailLimit')} hint={t('coupon_limitHint')} errors={errors}>
        {(props) => <input {...props} type="number" min={1} defaultValue={coupon?.per_email_limit ?? ''} />}
      </FormField>
      <FormField id="site" label={t('coupon_site')} errors={errors}>
        {(props) => (
          <select {...props} defaultValue={coupon?.site ?? sites[0]}>
            {siteChoices.map((site) => (
              <option key={site} value={site}>
                {site === 'both' ? t('coupon_siteBoth') : site === 'shop' ? t('siteShop') : t('siteAcademy')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <label className="check">
          <input type="checkbox" name="is_active" value="1" defaultChecked={coupon?.is_active ?? true} />{' '}
          {t('coupon_active')}
        </label>
      </div>
      <div>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {t('coupon_save')}
        </button>
      </div>
    </Form>
  );
}

function redemptionColumns(t: T): ColumnDef<AdminCouponRedemption, unknown>[] {
  return [
    {
      id: 'at',
      header: t('coupon_redeemedAt'),
      meta: t('coupon_redeemedAt'),
      accessorFn: (row) => row.created_at,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDateTime(row.original.created_at)}</time>,
    },
    { id: 'email', header: t('coupon_email'), meta: t('coupon_email'), accessorFn: (row) => row.email },
    {
      id: 'discount',
      header: t('coupon_discount'),
      meta: t('coupon_discount'),
      accessorFn: (row) => row.discount,
      cell: ({ row }) => formatHuf(row.original.discount),
    },
    {
      id: 'purchase',
      header: t('coupon_purchase'),
      meta: t('coupon_purchase'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.order_id !== null ? (
          <Link to={`/orders/${row.original.order_id}`}>{t('coupon_order', { id: row.original.order_id })}</Link>
        ) : row.original.enrolment_id !== null ? (
          <Link to={`/enrolments/${row.original.enrolment_id}`}>
            {t('coupon_enrolment', { id: row.original.enrolment_id })}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
}

export default function Coupon({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, coupon, redemptions, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const sites = shell?.me.sites ?? [];
  const t = translator(locale);
  const editable = coupon.site !== 'both' || sites.length > 1;
  return (
    <div className="page">
      <p>
        <Link to="/coupons">{t('coupon_back')}</Link>
      </p>
      <div className="page-head">
        <h1>{t('coupon_editTitle', { code: coupon.code })}</h1>
        <p className="muted">
          {coupon.usable ? t('coupon_usable') : t('coupon_notUsable')} ·{' '}
          {t('coupon_usesOf', { used: coupon.used_count, limit: coupon.usage_limit ?? t('coupon_unlimited') })}
        </p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('coupon_failed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <section className="panel" aria-labelledby="coupon-settings">
        <h2 id="coupon-settings">{t('coupon_settings')}</h2>
        {editable ? (
          <CouponForm
            key={`${coupon.code}:${coupon.used_count}:${actionData?.ok ?? ''}`}
            coupon={coupon}
            sites={sites}
            errors={actionData && !actionData.ok ? actionData.errors : undefined}
            csrf={csrf}
            t={t}
          />
        ) : (
          <p className="muted">{t('coupon_readOnly')}</p>
        )}
      </section>
      <section aria-labelledby="coupon-uses">
        <h2 id="coupon-uses">{t('coupon_redemptions')}</h2>
        <DataTable
          caption={t('coupon_redemptions')}
          columns={redemptionColumns(t)}
          rows={redemptions.data}
          empty={t('coupon_redemptionsEmpty')}
          t={t}
        />
        <Pager meta={redemptions.meta} t={t} />
      </section>
    </div>
  );
}
