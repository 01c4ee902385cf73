import { useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';
import type { MessageKey } from '../../i18n';
import { useT } from '../../lib/use-site';
import { FILTER_FORM_ID } from './ListingFilters';
import type { SortOption } from './listing-query';

const LABELS: Record<SortOption, MessageKey> = {
  'price-asc': 'catalogue.sort.priceAsc',
  'price-desc': 'catalogue.sort.priceDesc',
  newest: 'catalogue.sort.newest',
  name: 'catalogue.sort.name',
  date: 'catalogue.sort.date',
};

/** The sort order belongs to the filter form (`form` attribute), so it travels in the same GET query. */
export function SortSelect({ value, options }: { value: SortOption | undefined; options: readonly SortOption[] }) {
  const t = useT();
  const submit = useSubmit();
  const select = useRef<HTMLSelectElement>(null);
  // Follows back/forward without remounting (a remount would drop keyboard focus).
  useEffect(() => {
    if (select.current) select.current.value = value ?? '';
  }, [value]);
  return (
    <div className="sort-select">
      <label htmlFor="catalogue-sort">{t('catalogue.sort.label')}</label>
      <select
        id="catalogue-sort"
        name="sort"
        form={FILTER_FORM_ID}
        ref={select}
        defaultValue={value ?? ''}
        onChange={() => {
          const form = document.getElementById(FILTER_FORM_ID);
          if (form instanceof HTMLFormElement) submit(form, { preventScrollReset: true });
        }}
      >
        <option value="">{t('catalogue.sort.default')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(LABELS[option])}
          </option>
        ))}
      </select>
      <button type="submit" form={FILTER_FORM_ID} className="button button--secondary sort-select__apply">
        {t('catalogue.filter.apply')}
      </button>
    </div>
  );
}
