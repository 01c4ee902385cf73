import type { ColumnDef } from '@tanstack/react-table';
import { type AdminGift, type AdminProductLookup, formatHuf, GIFT_COUNT_MAX, type SiteKey } from '@vag/domain';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { buildQuery } from '../api-client/client';
import { deleteGift, findGiftProducts, listGifts, saveGift } from '../api-client/gifts';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { FormField } from '../components/FormField';
import { SiteField } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/gifts';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('gift_title') },
];

/**
 * The gift rules, and the product picker: a search by name (`?find=`) fills the form's product
 * choice, without script; editing a rule (`?edit=`) offers its own product besides those found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const params = new URL(request.url).searchParams;
  const site =
    params.get('site') === 'shop' || params.get('site') === 'academy' ? (params.get('site') as SiteKey) : undefined;
  const find = (params.get('find') ?? '').trim();
  const api = serverAdminApi(request, context);
  const [gifts, found] = await Promise.all([
    loadOrRefuse(listGifts(api, site, locale)),
    find.length >= 2 ? loadOrRefuse(findGiftProducts(api, find, locale)) : Promise.resolve(null),
  ]);
  const editing = gifts.find((gift) => gift.id === Number(params.get('edit'))) ?? null;
  return {
    locale,
    site,
    find,
    found,
    gifts,
    editing,
    csrf: csrfOf(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const id = Number(form.get('id')) || null;
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'delete' && id !== null
      ? await deleteGift(submit, id, locale)
      : await saveGift(submit, id, form, locale);
  return data(
    { ok: answer.ok, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function columns(t: T, csrf: string, keep: Record<string, string | undefined>): ColumnDef<AdminGift, unknown>[] {
  return [
    {
      id: 'product',
      header: t('gift_product'),
      meta: t('gift_product'),
      accessorFn: (row) => row.product.name,
      cell: ({ row }) => (
        <span>
          {row.original.product.name || `#${row.original.product.id}`}
          {!row.original.product.is_active && (
            <>
              <br />
              <span className="muted">{t('gift_inactiveProduct')}</span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'threshold',
      header: t('gift_threshold'),
      meta: t('gift_threshold'),
      accessorFn: (row) => row.min_subtotal,
      cell: ({ row }) => formatHuf(row.original.min_subtotal),
    },
    { id: 'count', header: t('gift_count'), meta: t('gift_count'), accessorFn: (row) => row.gift_count },
    {
      id: 'site',
      header: t('gift_site'),
      meta: t('gift_site'),
      accessorFn: (row) => (row.site === 'shop' ? t('siteShop') : t('siteAcademy')),
    },
    {
      id: 'validity',
      header: t('gift_validity'),
      meta: t('gift_validity'),
      accessorFn: (row) =>
        `${row.in_effect ? t('gift_inEffect') : t('gift_notInEffect')}${
          row.valid_from || row.valid_until ? ` (${row.valid_from ?? ''} – ${row.valid_until ?? ''})` : ''
        }`,
    },
    {
      id: 'actions',
      header: t('gift_actions'),
      meta: t('gift_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="status-cell">
          <Link
            className="button small"
            to={`${buildQuery({ ...keep, edit: String(row.original.id) })}#gift-form`}
            aria-label={t('gift_editOf', { name: row.original.product.name })}
          >
            {t('gift_editAction')}
          </Link>
          <Form method="post">
            <input type="hidden" name="_token" value={csrf} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.original.id} />
            <button
              type="submit"
              className="button small danger"
              aria-label={t('gift_deleteOf', { name: row.original.product.name })}
            >
              {t('gift_delete')}
            </button>
          </Form>
        </div>
      ),
    },
  ];
}

export default function Gifts({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, site, find, found, gifts, editing, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const sites = shell?.me.sites ?? [];
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const choices: AdminProductLookup[] = [
    ...(editing ? [editing.product] : []),
    ...(found ?? []).filter((product) => product.id !== editing?.product.id),
  ];
  const keep = { site, find: find || undefined };
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('gift_title')}</h1>
        <p className="muted">{t('gift_intro')}</p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('gift_failed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <section className="panel" aria-labelledby="gift-form-title" id="gift-form">
        <h2 id="gift-form-title">{editing ? t('gift_edit') : t('gift_add')}</h2>
        <Form method="get" className="filters" role="search" aria-label={t('gift_find')}>
          {site && <input type="hidden" name="site" value={site} />}
          {editing && <input type="hidden" name="edit" value={editing.id} />}
          <div className="field inline">
            <label htmlFor="find">{t('gift_find')}</label>
            <input id="find" name="find" type="search" minLength={2} defaultValue={find} aria-describedby="find-hint" />
          </div>
          <button type="submit" className="button small">
            {t('gift_findButton')}
          </button>
          <p className="hint" id="find-hint">
            {found && found.length === 0 ? t('gift_noMatch') : t('gift_findHint')}
          </p>
        </Form>
        <Form method="post" className="grid-form" key={`${editing?.id ?? 'new'}:${find}:${actionData?.ok ?? ''}`}>
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="save" />
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <FormField id="product_id" label={t('gift_product')} errors={errors}>
            {(props) => (
              <select {...props} required defaultValue={editing?.product.id ?? ''}>
                <option value="">{t('gift_choose')}</option>
                {choices.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                    {product.is_active ? '' : ` (${t('gift_inactiveProduct')})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="min_subtotal" label={t('gift_threshold')} errors={errors}>
            {(props) => (
              <input {...props} type="number" min={0} step={1} required defaultValue={editing?.min_subtotal} />
            )}
          </FormField>
          <FormField id="gift_count" label={t('gift_count')} errors={errors}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={GIFT_COUNT_MAX}
                required
                defaultValue={editing?.gift_count ?? 1}
              />
            )}
          </FormField>
          <FormField id="site" label={t('gift_site')} errors={errors}>
            {(props) => (
              <select {...props} defaultValue={editing?.site ?? site ?? sites[0]}>
                {sites.map((key) => (
                  <option key={key} value={key}>
                    {key === 'shop' ? t('siteShop') : t('siteAcademy')}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="valid_from" label={t('coupon_validFrom')} errors={errors}>
            {(props) => <input {...props} type="date" defaultValue={editing?.valid_from ?? ''} />}
          </FormField>
          <FormField id="valid_until" label={t('coupon_validUntil')} errors={errors}>
            {(props) => <input {...props} type="date" defaultValue={editing?.valid_until ?? ''} />}
          </FormField>
          <div>
            <label className="check">
              <input type="checkbox" name="is_active" value="1" defaultChecked={editing?.is_active ?? true} />{' '}
              {t('coupon_active')}
            </label>
          </div>
          <div className="row-form">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {t('gift_save')}
            </button>
            {editing && (
              <Link className="button" to={buildQuery(keep) || '?'}>
                {t('gift_cancelEdit')}
              </Link>
            )}
          </div>
        </Form>
      </section>
      <Form method="get" className="filters" aria-label={t('siteFilter')}>
        <SiteField sites={sites} value={site} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('gift_title')}
        columns={columns(t, csrf, keep)}
        rows={gifts}
        empty={t('gift_empty')}
        t={t}
      />
    </div>
  );
}
