import {
  type AdminProduct,
  type AdminSubCategoryOption,
  DEFAULT_VAT_RATE,
  formatHuf,
  type Locale,
  NET_CONTENT_UNITS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SEO_DESCRIPTION_MAX_LENGTH,
  PRODUCT_SEO_TITLE_MAX_LENGTH,
  PRODUCT_SHORT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_SLUG_MAX_LENGTH,
  VAT_RATES,
} from '@vag/domain';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { translator } from '../i18n';
import { ProductPictures } from './ProductPictures';
import { RichTextEditor } from './RichTextEditor';

type Errors = Record<string, string[]> | undefined;

/** The ids a field's input is described by: its hint and, when refused, its error. */
const describedBy = (name: string, errors: Errors, hint?: boolean) =>
  [hint ? `${name}-hint` : undefined, errors?.[name] ? `${name}-error` : undefined].filter(Boolean).join(' ') ||
  undefined;

function FieldError({ name, errors }: { name: string; errors: Errors }) {
  const text = errors?.[name]?.[0];
  return text ? (
    <p className="field-error" id={`${name}-error`}>
      {text}
    </p>
  ) : null;
}

/** One labelled field with its hint and error; `children` gets the input's accessibility props. */
function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: Errors;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {children({
        id: name,
        name,
        'aria-invalid': errors?.[name] ? true : undefined,
        'aria-describedby': describedBy(name, errors, Boolean(hint)),
      })}
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

function LanguageTexts({
  lang,
  product,
  errors,
  locale,
}: {
  lang: Locale;
  product: AdminProduct | null;
  errors: Errors;
  /** The back office's language (the labels). */
  locale: Locale;
}) {
  const t = translator(locale);
  const texts = product?.texts[lang];
  const name = (field: string) => `${field}_${lang}`;
  return (
    <fieldset className="panel product-language">
      <legend>{t(`product_lang_${lang}`)}</legend>
      {lang === 'en' && <p className="hint">{t('product_englishHint')}</p>}
      <Field name={name('name')} label={t('product_name')} errors={errors}>
        {(props) => (
          <input
            {...props}
            defaultValue={texts?.name ?? ''}
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            required={lang === 'hu'}
          />
        )}
      </Field>
      <Field name={name('slug')} label={t('product_slug')} hint={t('product_slugHint')} errors={errors}>
        {(props) => <input {...props} defaultValue={texts?.slug ?? ''} maxLength={PRODUCT_SLUG_MAX_LENGTH} />}
      </Field>
      {texts?.path && (
        <p className="hint">
          {t('product_path')}: <code>{texts.path}</code>
        </p>
      )}
      <Field name={name('short_description')} label={t('product_shortDescription')} errors={errors}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            defaultValue={texts?.short_description ?? ''}
            maxLength={PRODUCT_SHORT_DESCRIPTION_MAX_LENGTH}
          />
        )}
      </Field>
      <RichTextEditor
        name={name('description')}
        label={t('product_description')}
        defaultValue={texts?.description ?? ''}
        locale={locale}
        contentLocale={lang}
        error={errors?.[name('description')]?.[0]}
      />
      <Field name={name('seo_title')} label={t('product_seoTitle')} errors={errors}>
        {(props) => <input {...props} defaultValue={texts?.seo_title ?? ''} maxLength={PRODUCT_SEO_TITLE_MAX_LENGTH} />}
      </Field>
      <Field name={name('seo_description')} label={t('product_seoDescription')} errors={errors}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            defaultValue={texts?.seo_description ?? ''}
            maxLength={PRODUCT_SEO_DESCRIPTION_MAX_LENGTH}
          />
        )}
      </Field>
    </fieldset>
  );
}

/**
 * The product editor's form (a new product when `product` is null): texts per language, the
 * regular price, net content and stock, categories, pictures, flags. Every field error shows at
 * its field; promotions and related products are their own forms beside it (`promotions`,
 * `related`), as forms cannot nest.
 */
export function ProductForm({
  product,
  subCategories,
  locale,
  csrf,
  errors,
  busy,
  promotions,
  related,
}: {
  product: AdminProduct | null;
  subCategories: AdminSubCategoryOption[];
  locale: Locale;
  csrf: string;
  errors: Errors;
  busy: boolean;
  promotions?: ReactNode;
  related?: ReactNode;
}) {
  const t = translator(locale);
  const chosen = new Set(product?.sub_category_ids ?? []);
  const defaultId = product?.default_sub_category_id ?? null;
  const vatRate = product?.vat_rate ?? DEFAULT_VAT_RATE;
  // A rate from before the editor had the field shows as it is; saving it asks for a Hungarian one.
  const vatRates: readonly number[] = (VAT_RATES as readonly number[]).includes(vatRate)
    ? VAT_RATES
    : [...VAT_RATES, vatRate];
  return (
    <>
      <Form method="post" className="product-form" id="product-form">
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value="save" />
        <section aria-labelledby="product-texts">
          <h2 id="product-texts">{t('product_sectionTexts')}</h2>
          <div className="detail-grid">
            <LanguageTexts lang="hu" product={product} errors={errors} locale={locale} />
            <LanguageTexts lang="en" product={product} errors={errors} locale={locale} />
          </div>
        </section>

        <div className="detail-grid">
          <section className="panel" aria-labelledby="product-prices">
            <h2 id="product-prices">{t('product_sectionPrices')}</h2>
            <Field
              name="price_original"
              label={t('product_priceOriginal')}
              hint={t('product_priceOriginalHint')}
              errors={errors}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  required
                  defaultValue={product?.price_original ?? ''}
                />
              )}
            </Field>
            <Field name="vat_rate" label={t('product_vatRate')} hint={t('product_vatRateHint')} errors={errors}>
              {(props) => (
                <select {...props} defaultValue={vatRate}>
                  {vatRates.map((rate) => (
                    <option key={rate} value={rate}>
                      {t('product_vatRateOption', { rate })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {product && (
              <dl className="facts">
                <div>
                  <dt>{t('product_priceNow')}</dt>
                  <dd>{formatHuf(product.price)}</dd>
                </div>
                <div>
                  <dt>{t('product_lowest30')}</dt>
                  <dd>
                    {product.lowest_price_30_days === null
                      ? t('product_none')
                      : formatHuf(product.lowest_price_30_days)}
                  </dd>
                </div>
              </dl>
            )}
          </section>

          <section className="panel" aria-labelledby="product-stock">
            <h2 id="product-stock">{t('product_sectionStock')}</h2>
            <div className="grid-form">
              <Field name="net_content" label={t('product_netContent')} errors={errors}>
                {(props) => (
                  <input
                    {...props}
                    inputMode="decimal"
                    defaultValue={product?.net_content ?? ''}
                    aria-describedby={[props['aria-describedby'], 'net-content-hint'].filter(Boolean).join(' ')}
                  />
                )}
              </Field>
              <Field name="net_content_unit" label={t('product_netContentUnit')} errors={errors}>
                {(props) => (
                  <select {...props} defaultValue={product?.net_content_unit ?? ''}>
                    <option value="">{t('product_unit_none')}</option>
                    {NET_CONTENT_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(`product_unit_${unit}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <p className="hint" id="net-content-hint">
              {t('product_netContentHint')}
            </p>
            <Field name="stock_quantity" label={t('product_stock')} hint={t('product_stockHint')} errors={errors}>
              {(props) => (
                <input {...props} inputMode="numeric" pattern="[0-9]*" defaultValue={product?.stock_quantity ?? ''} />
              )}
            </Field>
          </section>

          <section className="panel" aria-labelledby="product-flags">
            <h2 id="product-flags">{t('product_sectionFlags')}</h2>
            <div className="stack">
              {(
                [
                  ['is_active', 'product_isActive', product?.is_active ?? true],
                  ['is_highlighted', 'product_isHighlighted', product?.is_highlighted ?? false],
                  [
                    'is_only_for_professionals',
                    'product_isOnlyForProfessionals',
                    product?.is_only_for_professionals ?? false,
                  ],
                ] as const
              ).map(([name, label, checked]) => (
                <label key={name} className="check">
                  <input type="checkbox" name={name} defaultChecked={checked} />
                  <span>{t(label)}</span>
                </label>
              ))}
            </div>
          </section>
        </div>

        <section className="panel" aria-labelledby="product-categories">
          <h2 id="product-categories">{t('product_sectionCategories')}</h2>
          <p className="hint" id="sub_category_ids-hint">
            {t('product_categoriesHint')}
          </p>
          <fieldset
            className="product-categories"
            id="sub_category_ids"
            aria-describedby={describedBy('sub_category_ids', errors, true)}
          >
            <legend className="visually-hidden">{t('product_sectionCategories')}</legend>
            {subCategories.map((option) => (
              <div key={option.id} className="product-category">
                <label className="check">
                  <input
                    type="checkbox"
                    name="sub_category_ids"
                    value={option.id}
                    defaultChecked={chosen.has(option.id)}
                  />
                  <span>{option.name}</span>
                </label>
                <label className="check">
                  <input
                    type="radio"
                    name="default_sub_category_id"
                    value={option.id}
                    defaultChecked={defaultId === option.id}
                    aria-label={t('product_categoryDefaultOf', { name: option.name })}
                  />
                  <span aria-hidden="true">{t('product_categoryDefault')}</span>
                </label>
              </div>
            ))}
          </fieldset>
          <FieldError name="sub_category_ids" errors={errors} />
        </section>

        <section className="panel" aria-labelledby="product-pictures">
          <h2 id="product-pictures">{t('product_sectionPictures')}</h2>
          <ProductPictures pictures={product?.pictures ?? []} locale={locale} error={errors?.pictures?.[0]} />
        </section>

        <div className="button-row product-save">
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {product ? t('product_save') : t('product_create')}
          </button>
        </div>
      </Form>
      {related}
      {promotions}
    </>
  );
}
