import { PRODUCT_LIST_DEBOUNCE_MS, type PriceRange } from '@vag/domain';
import { type FocusEvent, type FormEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { Form, useRouteLoaderData, useSubmit } from 'react-router';
import { useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { Link } from '../Link';
import type { ListingQuery } from './listing-query';

export const FILTER_FORM_ID = 'catalogue-filters';
const PHONES = '(max-width: 979px)';
/** Runs as the page is parsed, before the first paint: a phone with JavaScript never sees the filters open and then close. */
const CLOSE_ON_PHONES = `if(matchMedia(${JSON.stringify(PHONES)}).matches)document.currentScript.previousElementSibling.open=false`;

export interface ListingFiltersProps {
  action: string;
  query: ListingQuery;
  priceRange: PriceRange;
  /** Child categories as checkboxes. */
  options: { id: number; name: string }[];
  siblings: { id: number; name: string; url: string; current: boolean }[];
}

/**
 * The filter form of a listing: a GET form, so it works without JavaScript and the state stays
 * in the URL. With JavaScript, ticking a box or choosing a sort order navigates after the
 * spec's 100 ms debounce and keeps the scroll position; prices apply on Enter or leaving the field.
 */
export function ListingFilters({ action, query, priceRange, options, siblings }: ListingFiltersProps) {
  const t = useT();
  const nonce = useRouteLoaderData<RootLoaderData>('root')?.nonce;
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // Open by default (desktop sidebar, and phones without JavaScript); phones start closed: the
  // server's page by the script below, a page rendered in the browser before it is painted.
  useLayoutEffect(() => {
    if (details.current && window.matchMedia(PHONES).matches) details.current.open = false;
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Back/forward and "clear filters" change the URL under the uncontrolled fields: follow it
  // without remounting, so keyboard focus stays on the box just ticked.
  const { sub, min, max } = query;
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const element of Array.from(elements)) {
      if (!(element instanceof HTMLInputElement)) continue;
      if (element.name === 'sub') element.checked = sub.includes(Number(element.value));
      if (element.name === 'min') element.value = min ? String(min) : '';
      if (element.name === 'max') element.value = max ? String(max) : '';
    }
  }, [sub, min, max]);

  const send = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (form.current) submit(form.current, { preventScrollReset: true, replace: false });
    }, PRODUCT_LIST_DEBOUNCE_MS);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Price fields apply on Enter or blur, not on every keystroke.
    if ((event.target as HTMLInputElement).type !== 'number') send();
  };
  const onPriceBlur = (event: FocusEvent<HTMLInputElement>) => {
    const applied = event.target.name === 'min' ? min : max;
    if (event.target.value !== (applied ? String(applied) : '')) send();
  };

  return (
    <>
      <details ref={details} className="listing-filters" open>
        <summary className="listing-filters__toggle">{t('catalogue.filter.open')}</summary>
        <Form
          discover="none"
          ref={form}
          id={FILTER_FORM_ID}
          method="get"
          action={action}
          className="listing-filters__form"
          preventScrollReset
          onChange={onChange}
        >
          {query.list && <input type="hidden" name="list" value={query.list} />}
          {options.length > 0 && (
            <fieldset className="listing-filters__group">
              <legend>{t('catalogue.filter.subCategories')}</legend>
              <ul className="listing-filters__options">
                {options.map((child) => (
                  <li key={child.id}>
                    <label className="catalogue-check">
                      <input
                        type="checkbox"
                        name="sub"
                        value={child.id}
                        defaultChecked={query.sub.includes(child.id)}
                      />
                      <span>{child.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {siblings.length > 0 && (
            <nav className="listing-filters__group" aria-labelledby={`${FILTER_FORM_ID}-siblings`}>
              <p className="listing-filters__legend" id={`${FILTER_FORM_ID}-siblings`}>
                {t('catalogue.filter.subCategories')}
              </p>
              <ul className="listing-filters__options">
                {siblings.map((sibling) => (
                  <li key={sibling.id}>
                    <Link
                      to={sibling.url}
                      className="listing-filters__link"
                      aria-current={sibling.current ? 'page' : undefined}
                    >
                      {sibling.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <fieldset className="listing-filters__group">
            <legend>{t('catalogue.filter.price')}</legend>
            <div className="listing-filters__prices">
              <label>
                <span className="listing-filters__label">{t('catalogue.filter.minPrice')}</span>
                <input
                  type="number"
                  name="min"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder={String(priceRange.min)}
                  defaultValue={query.min ?? ''}
                  onBlur={onPriceBlur}
                />
              </label>
              <span aria-hidden="true">–</span>
              <label>
                <span className="listing-filters__label">{t('catalogue.filter.maxPrice')}</span>
                <input
                  type="number"
                  name="max"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder={String(priceRange.max)}
                  defaultValue={query.max ?? ''}
                  onBlur={onPriceBlur}
                />
              </label>
            </div>
          </fieldset>
          <div className="listing-filters__actions">
            <button type="submit" className="button button--primary">
              {t('catalogue.filter.apply')}
            </button>
            {(query.sub.length > 0 || query.min || query.max) && (
              <Link
                to={`${action}${query.list ? `?list=${query.list}` : ''}`}
                className="link-button"
                preventScrollReset
              >
                {t('catalogue.list.clearFilters')}
              </Link>
            )}
          </div>
        </Form>
      </details>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no data. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CLOSE_ON_PHONES }} suppressHydrationWarning />
    </>
  );
}
