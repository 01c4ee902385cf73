import type { ColumnDef } from '@tanstack/react-table';
import { type AdminProductRow, adminProductQuerySchema, formatHuf } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listProducts, listSubCategoryOptions } from '../api-client/products';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('product_listTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminProductQuerySchema);
  const api = serverAdminApi(request, context);
  try {
    const [page, subCategories] = await Promise.all([
      listProducts(api, query, locale),
      listSubCategoryOptions(api, locale),
    ]);
    return { locale, query, subCategories, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** A thumbnail of a picture: library and demo images are served by `/img/…?w=`. */
const thumbnail = (url: string) => `${url}?w=320`;

function columns(t: T): ColumnDef<AdminProductRow, unknown>[] {
  return [
    {
      id: 'product',
      header: t('product_colProduct'),
      meta: t('product_colProduct'),
      accessorFn: (product) => product.name,
      cell: ({ row }) => (
        <span className="product-cell">
          {row.original.image ? (
            <img src={thumbnail(row.original.image)} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className="product-noimage muted">{t('product_noImage')}</span>
          )}
          <span className="keep-words">
            <Link to={`/products/${row.original.id}`}>{row.original.name}</Link>
            <br />
            <span className="muted">{row.original.slug}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('product_colPrice'),
      meta: t('product_colPrice'),
      accessorFn: (product) => product.price,
      cell: ({ row }) => (
        <span className="keep-words number">
          <span className="product-price">{formatHuf(row.original.price)}</span>
          {row.original.has_promotion && (
            <>
              <br />
              <span className="muted">
                {t('product_regularPrice', { price: formatHuf(row.original.price_original) })}
              </span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t('product_colStock'),
      meta: t('product_colStock'),
      accessorFn: (product) => product.stock_quantity ?? -1,
      cell: ({ row }) =>
        row.original.stock_quantity === null ? (
          <span className="muted">{t('product_stockNotCounted')}</span>
        ) : row.original.stock_quantity === 0 ? (
          <span className="badge">{t('product_outOfStock')}</span>
        ) : (
          <span className="number">{row.original.stock_quantity}</span>
        ),
    },
    {
      id: 'state',
      header: t('product_colState'),
      meta: t('product_colState'),
      enableSorting: false,
      cell: ({ row }) => {
        const p = row.original;
        const marks = [
          !p.is_active && t('product_inactive'),
          p.has_promotion && t('product_promoted'),
          p.is_highlighted && t('product_highlighted'),
          p.is_only_for_professionals && t('product_professionals'),
        ].filter((mark): mark is string => Boolean(mark));
        return (
          <span className="product-marks">
            {marks.map((mark) => (
              <span key={mark} className="badge">
                {mark}
              </span>
            ))}
          </span>
        );
      },
    },
  ];
}

function YesNoFilter({ name, label, value, t }: { name: string; label: string; value?: string; t: T }) {
  return (
    <div className="field inline">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">{t('product_any')}</option>
        <option value="yes">{t('product_yes')}</option>
        <option value="no">{t('product_no')}</option>
      </select>
    </div>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { locale, query, subCategories, data: products, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('product_listTitle')}</h1>
        <p className="muted">{t('product_listIntro')}</p>
        <Link className="button primary" to="/products/new">
          {t('product_new')}
        </Link>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('product_search')}>
        <div className="field inline">
          <label htmlFor="q">{t('product_search')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} aria-describedby="q-hint" />
          <p className="hint" id="q-hint">
            {t('product_searchHint')}
          </p>
        </div>
        <YesNoFilter name="active" label={t('product_filterActive')} value={query.active} t={t} />
        <YesNoFilter name="promoted" label={t('product_filterPromoted')} value={query.promoted} t={t} />
        <YesNoFilter name="professionals" label={t('product_filterProfessionals')} value={query.professionals} t={t} />
        <YesNoFilter name="out_of_stock" label={t('product_filterOutOfStock')} value={query.out_of_stock} t={t} />
        <div className="field inline">
          <label htmlFor="sub_category_id">{t('product_filterCategory')}</label>
          <select id="sub_category_id" name="sub_category_id" defaultValue={query.sub_category_id ?? ''}>
            <option value="">{t('product_any')}</option>
            {subCategories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('product_listTitle')}
        columns={columns(t)}
        rows={products}
        empty={t('product_empty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
