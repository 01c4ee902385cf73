import { type AdminProductPromotion, formatDateTime, formatHuf, type Locale } from '@vag/domain';
import { Form } from 'react-router';
import { translator } from '../i18n';

type Errors = Record<string, string[]> | undefined;

/** A promotion field of the add form: ids and error keys carry `promotion_`, apart from the product's fields. */
function PromotionField({
  name,
  label,
  hint,
  errors,
  type,
  required,
}: {
  name: 'price' | 'starts_at' | 'ends_at';
  label: string;
  hint?: string;
  errors: Errors;
  type: 'text' | 'datetime-local';
  required?: boolean;
}) {
  const id = `promotion_${name}`;
  const error = errors?.[id]?.[0];
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={type === 'text' ? 'numeric' : undefined}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The product's planned promotions: each with its price and window, removable, and a form that
 * plans another. Each write takes effect at once (a running promotion moves the product's price).
 */
export function ProductPromotions({
  promotions,
  locale,
  csrf,
  errors,
  busy,
}: {
  promotions: AdminProductPromotion[];
  locale: Locale;
  csrf: string;
  errors: Errors;
  busy: boolean;
}) {
  const t = translator(locale);
  return (
    <section className="panel" aria-labelledby="product-promotions">
      <h2 id="product-promotions">{t('product_promotions')}</h2>
      {promotions.length === 0 ? (
        <p className="muted">{t('product_promotionsEmpty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t('product_promotions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product_promotionPrice')}</th>
                <th scope="col">{t('product_promotionStarts')}</th>
                <th scope="col">{t('product_promotionEnds')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('product_promotionRemove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((promotion) => (
                <tr key={promotion.id}>
                  <td data-label={t('product_promotionPrice')}>
                    {formatHuf(promotion.price)}
                    {promotion.state === 'running' && <span className="badge"> {t('product_promotionRunning')}</span>}
                  </td>
                  <td data-label={t('product_promotionStarts')}>
                    <time dateTime={promotion.starts_at}>{formatDateTime(promotion.starts_at)}</time>
                  </td>
                  <td data-label={t('product_promotionEnds')}>
                    {promotion.ends_at ? (
                      <time dateTime={promotion.ends_at}>{formatDateTime(promotion.ends_at)}</time>
                    ) : (
                      t('product_promotionOpenEnded')
                    )}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="_token" value={csrf} />
                      <input type="hidden" name="intent" value="promotion-remove" />
                      <input type="hidden" name="promotion_id" value={promotion.id} />
                      <button
                        type="submit"
                        className="button small"
                        disabled={busy}
                        aria-label={t('product_promotionRemoveOf', {
                          price: formatHuf(promotion.price),
                          from: formatDateTime(promotion.starts_at),
                        })}
                      >
                        {t('product_promotionRemove')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className="grid-form product-promotion-form" key={promotions.length}>
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value="promotion-add" />
        <PromotionField name="price" label={t('product_promotionPrice')} errors={errors} type="text" required />
        <PromotionField
          name="starts_at"
          label={t('product_promotionStarts')}
          errors={errors}
          type="datetime-local"
          required
        />
        <PromotionField
          name="ends_at"
          label={t('product_promotionEnds')}
          hint={t('product_promotionEndsHint')}
          errors={errors}
          type="datetime-local"
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('product_promotionAdd')}
          </button>
        </div>
      </Form>
    </section>
  );
}
