import { type CartCoupon, type CartGuestCode, formatHuf } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { useT } from '../../lib/use-site';
import { CsrfField } from '../CsrfField';

/** What the coupon form's post answers (the cart's and step 3's action share it). */
export interface CouponResult {
  coupon: true;
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  /** A guest's coupon e-mail as posted: without JavaScript the page is rendered anew, and the loader still reads the old cookie. */
  email?: string;
}

/**
 * A coupon's row label: the code the shopper typed, and the name only when it says more than
 * the code ("Kupon: TAVASZ10" does not: the totals name the subtraction so already).
 */
export function couponLabel(coupon: Pick<CartCoupon, 'code' | 'name'>): string {
  if (!coupon.name || coupon.name.toLowerCase().includes(coupon.code.toLowerCase())) return coupon.code;
  return `${coupon.code} — ${coupon.name}`;
}

/**
 * The coupon form of the cart and of the checkout's last step (spec §7). The code comes first;
 * a guest whose e-mail is not known yet (step 1 keeps it) is asked for it with the code, once.
 * A beautician's guest code goes in the same field (issue 22) and is listed with what it takes off.
 */
export function CouponBox({
  coupons,
  guestCode,
  userEmail,
  guestEmail,
  result,
}: {
  coupons: CartCoupon[];
  guestCode: CartGuestCode | null;
  userEmail: string | null;
  guestEmail: string;
  result: CouponResult | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CouponResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // An applied code leaves the field empty for the next one.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const shown = fetcher.data ?? result;
  const errors = shown?.errors ?? {};
  const fieldError = (name: string) => errors[name]?.[0];
  // The e-mail is asked only while the checkout does not know it yet (step 1 or an earlier
  // coupon gave it) or the API refused it; a page drawn anew keeps what was typed.
  const askEmail = userEmail === null && (!guestEmail || Boolean(fieldError('email')));
  const knownEmail = askEmail ? (shown?.email ?? guestEmail) : guestEmail;
  return (
    <section className="coupon-box" aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t('commerce.coupon.title')}</h2>
      {(coupons.length > 0 || guestCode) && (
        <ul className="coupon-box__list">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <span>
                <strong>{couponLabel(coupon)}</strong>
                {coupon.reason_message && <span className="muted"> — {coupon.reason_message}</span>}
              </span>
              <RemoveCode code={coupon.code} fetcher={fetcher} />
            </li>
          ))}
          {guestCode && (
            <li>
              <span>
                <strong>{guestCode.name}</strong>
                {guestCode.discount > 0 && <span> −{formatHuf(guestCode.discount)}</span>}
                {guestCode.reason_message && <span className="muted"> — {guestCode.reason_message}</span>}
              </span>
              <RemoveCode code={guestCode.code} fetcher={fetcher} />
            </li>
          )}
        </ul>
      )}
      <fetcher.Form ref={formRef} method="post" className="coupon-box__form">
        <CsrfField />
        <input type="hidden" name="intent" value="add-coupon" />
        <div className={`field${fieldError('coupon_code') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="coupon-code">
            {t('commerce.coupon.code')}
          </label>
          <input
            id="coupon-code"
            className="field__input"
            name="coupon_code"
            required
            autoComplete="off"
            aria-invalid={fieldError('coupon_code') ? true : undefined}
            aria-describedby={fieldError('coupon_code') ? 'coupon-code-error' : undefined}
          />
          {fieldError('coupon_code') && (
            <p id="coupon-code-error" className="field__error">
              {fieldError('coupon_code')}
            </p>
          )}
        </div>
        {userEmail === null &&
          (askEmail ? (
            <div className={`field${fieldError('email') ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor="coupon-email">
                {t('commerce.coupon.email')}
              </label>
              <input
                id="coupon-email"
                className="field__input"
                type="email"
                name="email"
                autoComplete="email"
                defaultValue={knownEmail}
                required
                aria-invalid={fieldError('email') ? true : undefined}
                aria-describedby={fieldError('email') ? 'coupon-email-error' : undefined}
              />
              {fieldError('email') && (
                <p id="coupon-email-error" className="field__error">
                  {fieldError('email')}
                </p>
              )}
            </div>
          ) : (
            <>
              <input type="hidden" name="email" value={knownEmail} />
              <p className="muted coupon-box__email">
                {t('commerce.coupon.emailKnown')} {knownEmail}
              </p>
            </>
          ))}
        <button type="submit" className="button button--secondary" aria-busy={fetcher.state !== 'idle' || undefined}>
          {t('commerce.coupon.apply')}
        </button>
        {shown?.message && (
          <p className={shown.ok ? 'form-notice form-notice--success' : 'form-notice form-notice--error'} role="status">
            {shown.message}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}

/** The remove button of a code on the cart (a coupon's or the guest code). */
function RemoveCode({ code, fetcher }: { code: string; fetcher: FetcherWithComponents<CouponResult> }) {
  const t = useT();
  return (
    <fetcher.Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value="remove-coupon" />
      <input type="hidden" name="coupon_code" value={code} />
      <button type="submit" className="link-button">
        {t('commerce.coupon.remove')}
        <span className="visually-hidden"> {code}</span>
      </button>
    </fetcher.Form>
  );
}
