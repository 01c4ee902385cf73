import type { ColumnDef } from '@tanstack/react-table';
import { type AdminProduct, type AdminProductLookup, type Locale, SHORT_LIST_SIZE } from '@vag/domain';
import { Form } from 'react-router';
import { type T, translator } from '../i18n';
import { DataTable } from './DataTable';
import type { FieldErrors } from './FormField';

type Pick = AdminProduct['related_picks'][number];

/**
 * A form that saves the picks as `ids` (each change is its own plain form, as the categories'
 * moves are: keyboard and no-JS usable, saved at once).
 */
function PicksForm({
  csrf,
  ids,
  label,
  text,
  danger,
}: {
  csrf: string;
  ids: number[];
  label: string;
  text: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="related" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="related_product_ids" value={id} />
      ))}
      <button
        type="submit"
        className={danger ? 'button small danger' : 'button small'}
        aria-label={label}
        title={label}
      >
        {text}
      </button>
    </Form>
  );
}

/** The picks' ids with the one at `index` swapped with its neighbour; undefined at either end. */
function swapped(ids: number[], index: number, by: -1 | 1): number[] | undefined {
  const other = index + by;
  if (other < 0 || other >= ids.length) return undefined;
  const next = [...ids];
  [next[index], next[other]] = [next[other] as number, next[index] as number];
  return next;
}

const nameOf = (t: T, product: { name: string; is_active: boolean }) =>
  `${product.name}${product.is_active ? '' : ` (${t('product_relatedInactive')})`}`;

function pickColumns(t: T, csrf: string, ids: number[]): ColumnDef<Pick, unknown>[] {
  return [
    {
      id: 'position',
      header: t('product_relatedPosition'),
      meta: t('product_relatedPosition'),
      enableSorting: false,
      cell: ({ row }) => row.index + 1,
    },
    {
      id: 'name',
      header: t('product_relatedName'),
      meta: t('product_relatedName'),
      enableSorting: false,
      cell: ({ row }) => <a href={`/products/${row.original.id}`}>{nameOf(t, row.original)}</a>,
    },
    {
      id: 'actions',
      header: t('product_relatedActions'),
      meta: t('product_relatedActions'),
      enableSorting: false,
      cell: ({ row }) => {
        const { name } = row.original;
        const up = swapped(ids, row.index, -1);
        const down = swapped(ids, row.index, 1);
        return (
          <div className="status-cell">
            {up && <PicksForm csrf={csrf} ids={up} label={t('product_relatedUpOf', { name })} text="↑" />}
            {down && <PicksForm csrf={csrf} ids={down} label={t('product_relatedDownOf', { name })} text="↓" />}
            <PicksForm
              csrf={csrf}
              ids={ids.filter((id) => id !== row.original.id)}
              label={t('product_relatedRemoveOf', { name })}
              text={t('product_relatedRemove')}
              danger
            />
          </div>
        );
      },
    },
  ];
}

function foundColumns(t: T, csrf: string, ids: number[]): ColumnDef<AdminProductLookup, unknown>[] {
  return [
    {
      id: 'name',
      header: t('product_relatedName'),
      meta: t('product_relatedName'),
      accessorFn: (row) => nameOf(t, row),
    },
    {
      id: 'actions',
      header: t('product_relatedActions'),
      meta: t('product_relatedActions'),
      enableSorting: false,
      cell: ({ row }) => (
        <PicksForm
          csrf={csrf}
          ids={[...ids, row.original.id]}
          label={t('product_relatedAddOf', { name: row.original.name })}
          text={t('product_relatedAdd')}
        />
      ),
    },
  ];
}

/**
 * The product's related products: the hand-picked ones, in order, moved and removed with plain
 * form buttons and added from a search by name (`?related_find=`, no script needed); below, read
 * only, the ones the storefront adds automatically after them.
 */
export function ProductRelated({
  product,
  find,
  found,
  locale,
  csrf,
  errors,
}: {
  product: AdminProduct;
  find: string;
  /** The search's matches (the picked ones are left out here); null before a search. */
  found: AdminProductLookup[] | null;
  locale: Locale;
  csrf: string;
  errors: FieldErrors;
}) {
  const t = translator(locale);
  const ids = product.related_picks.map((pick) => pick.id);
  const automatic = product.related.filter((related) => related.source === 'automatic');
  const error = errors?.related_product_ids;
  const choices = (found ?? []).filter((option) => !ids.includes(option.id));
  return (
    <section className="panel" aria-labelledby="product-related">
      <h2 id="product-related">{t('product_sectionRelated')}</h2>
      <h3>{t('product_relatedPicks')}</h3>
      <p className="hint" id="related_product_ids-hint">
        {t('product_relatedPicksHint', { max: SHORT_LIST_SIZE })}
      </p>
      <div className="stack">
        <div id="related_product_ids" tabIndex={-1} aria-describedby="related_product_ids-hint">
          <DataTable
            caption={t('product_relatedPicks')}
            columns={pickColumns(t, csrf, ids)}
            rows={product.related_picks}
            empty={t('product_relatedPicksEmpty')}
            t={t}
          />
        </div>
        {error && (
          <p className="field-error" id="related_product_ids-error">
            {error.join(' ')}
          </p>
        )}
        {ids.length >= SHORT_LIST_SIZE ? (
          <p className="hint">{t('product_relatedFull')}</p>
        ) : (
          <Form method="get" className="filters" role="search" aria-label={t('product_relatedFind')}>
            <div className="field inline">
              <label htmlFor="related_find">{t('product_relatedFind')}</label>
              <input
                id="related_find"
                name="related_find"
                type="search"
                minLength={2}
                defaultValue={find}
                aria-describedby="related_find-hint"
              />
            </div>
            <button type="submit" className="button small">
              {t('product_relatedFindButton')}
            </button>
            <p className="hint" id="related_find-hint">
              {found && found.length === 0 ? t('product_relatedNoMatch') : t('product_relatedFindHint')}
            </p>
          </Form>
        )}
        {choices.length > 0 && ids.length < SHORT_LIST_SIZE && (
          <DataTable
            caption={t('product_relatedFound')}
            columns={foundColumns(t, csrf, ids)}
            rows={choices}
            empty={t('product_relatedNoMatch')}
            t={t}
          />
        )}
      </div>
      <h3>{t('product_relatedAutomatic')}</h3>
      <p className="hint">{t('product_relatedHint')}</p>
      {automatic.length === 0 ? (
        <p className="muted">{t('product_relatedEmpty')}</p>
      ) : (
        <ul className="plain-list">
          {automatic.map((related) => (
            <li key={related.id}>
              <a href={`/products/${related.id}`}>{related.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
