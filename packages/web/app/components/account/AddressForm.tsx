import {
  type Address,
  isZipcodeInRange,
  SETTLEMENT_MAX_LENGTH,
  type StreetType,
  validationMessage,
  type Zipcode,
} from '@vag/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { listZipcodesByCode } from '../../api-client/account';
import { browserApi } from '../../api-client/browser';
import { useHydrated } from '../../lib/cart-hooks';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';

const ZIPCODE_PATTERN = /^\d{4}$/;
/** The fields a post of this form carries (without the prefix). */
const POSTED_PARTS = [
  'zipcode_code',
  'city',
  'street',
  'street_type_id',
  'number',
  'building',
  'staircase',
  'floor',
  'door',
];

export interface AddressFormProps {
  /** Prefills the fields (editing an address of the address book). */
  address?: Address;
  /** From GET /api/v1/street-types, in their order. */
  streetTypes: StreetType[];
  /** Messages by field name as posted (with the prefix), from the schema or the API's 422. */
  errors?: Record<string, string[]>;
  /** Field name prefix, so one form can hold two addresses (checkout: delivery and billing). */
  namePrefix?: string;
  /** The "billing name" field (a company or another person on the invoice). */
  showBillingName?: boolean;
  /** The "default address" box of the address book. */
  showDefault?: boolean;
  legend?: string;
  /** Classes beside `account-fieldset address-form` (e.g. SCRIPTLESS_ONLY). */
  className?: string;
  /**
   * The values of a refused post, by field name (with the prefix): without JavaScript the page
   * is rendered anew, and the shopper should not have to type the address again.
   */
  values?: Record<string, string>;
}

/**
 * The fields of one address (spec §3 Address), inside a form the caller owns: the address
 * book posts it to /api/v1/addresses, the checkout as its delivery or billing address. It
 * sends the zipcode id and the street type id (spec §5). The zip code looks up its
 * settlement as it is typed; several settlements can share a code, then the shopper picks
 * one. A code the list does not know yet is sent with the settlement the shopper types
 * (`zipcode` and `city`, issue 22). Without JavaScript the four digits go as `zipcode_code`
 * beside an open settlement field, and the action resolves them.
 */
export function AddressForm({
  address,
  streetTypes,
  errors = {},
  namePrefix = '',
  showBillingName = true,
  showDefault = false,
  legend,
  className,
  values = {},
}: AddressFormProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const hydrated = useHydrated();
  const name = (field: string) => `${namePrefix}${field}`;
  const posted = (field: string): string | undefined => values[name(field)];
  // A refused post shows what was posted; otherwise the address being edited.
  const shown = POSTED_PARTS.some((field) => posted(field) !== undefined) ? undefined : address;
  const [code, setCode] = useState(shown?.zipcode.code ?? posted('zipcode_code') ?? '');
  // A zip code of id 0 was typed with its settlement and is not stored yet (checkout, issue 22).
  const stored = shown?.zipcode.id ? shown.zipcode : undefined;
  const [matches, setMatches] = useState<Zipcode[]>(stored ? [stored] : []);
  const [zipcodeId, setZipcodeId] = useState<number | undefined>(
    stored?.id ?? (Number(posted('zipcode_id')) || undefined),
  );
  const [lookup, setLookup] = useState<'idle' | 'loading' | 'none' | 'failed'>('idle');
  // A listed zip code's settlement is shown from the list: typed only for a code it lacks, so a
  // page without JavaScript does not post the old settlement beside a new code.
  const [city, setCity] = useState(shown ? (stored ? '' : shown.zipcode.city.name) : (posted('city') ?? ''));
  const lookedUp = useRef(stored?.code);

  useEffect(() => {
    if (lookedUp.current === code) return;
    lookedUp.current = code;
    if (!ZIPCODE_PATTERN.test(code)) {
      setMatches([]);
      setZipcodeId(undefined);
      setLookup('idle');
      return;
    }
    let current = true;
    setLookup('loading');
    listZipcodesByCode(browserApi(root?.publicApiBaseUrl), code)
      .then(({ data }) => {
        if (!current) return;
        current = false;
        const exact = data.filter((zipcode) => zipcode.code === code);
        setMatches(exact);
        // A settlement chosen before (a refused post) stays chosen.
        setZipcodeId((chosen) => (exact.some((zipcode) => zipcode.id === chosen) ? chosen : exact[0]?.id));
        setLookup(exact.length === 0 ? 'none' : 'idle');
      })
      .catch(() => current && setLookup('failed'));
    return () => {
      // An answer still on its way is dropped: the next run must ask again.
      if (current) lookedUp.current = undefined;
      current = false;
    };
  }, [code, root?.publicApiBaseUrl]);

  const inRange = isZipcodeInRange(code);
  // Issue 22: a code the list lacks (or a failed look-up) is typed with its settlement; so is
  // every code before the script runs, and a settlement the API refused stays editable.
  const typed =
    !hydrated || (inRange && (lookup === 'none' || lookup === 'failed')) || errors[name('city')] !== undefined;
  const zipcodeErrors = [
    ...(errors[name('zipcode_id')] ?? []),
    ...(errors[name('zipcode')] ?? []),
    ...(lookup === 'none' && !inRange ? [validationMessage('zipcode_invalid', locale)] : []),
    ...(lookup === 'failed' ? [t('account.address.lookupFailed')] : []),
  ];
  const cityId = `${id}-city`;
  const cityStatusId = `${id}-city-status`;
  return (
    <fieldset className={`account-fieldset address-form${className ? ` ${className}` : ''}`}>
      {legend && <legend>{legend}</legend>}
      <input type="hidden" name={name('zipcode_id')} value={zipcodeId ?? ''} />
      {hydrated && typed && zipcodeId === undefined && <input type="hidden" name={name('zipcode')} value={code} />}
      <div className="address-form__zip">
        <Field
          name={name('zipcode_code')}
          label={t('account.address.zipcode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          pattern="\d{4}"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          required
          errors={{ [name('zipcode_code')]: zipcodeErrors }}
        />
        {typed ? (
          <Field
            name={name('city')}
            label={t('account.address.city')}
            autoComplete="address-level2"
            maxLength={SETTLEMENT_MAX_LENGTH}
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
            hint={t(hydrated ? 'account.address.cityTyped' : 'account.address.cityNoScript')}
            required={hydrated}
            errors={errors}
          />
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={cityId}>
              {t('account.address.city')}
            </label>
            {matches.length > 1 ? (
              <select
                id={cityId}
                className="field__input"
                value={zipcodeId ?? ''}
                onChange={(event) => setZipcodeId(Number(event.currentTarget.value))}
              >
                {matches.map((match) => (
                  <option key={match.id} value={match.id}>
                    {match.city.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={cityId}
                name={name('city')}
                className="field__input field__input--derived"
                readOnly
                value={matches[0]?.city.name ?? ''}
                placeholder={t('account.address.cityPlaceholder')}
                aria-describedby={cityStatusId}
              />
            )}
            <p id={cityStatusId} className="field__hint" aria-live="polite">
              {lookup === 'loading' ? t('account.address.lookingUp') : ''}
            </p>
          </div>
        )}
      </div>
      <div className="address-form__street">
        <Field
          name={name('street')}
          label={t('account.address.street')}
          autoComplete="address-line1"
          defaultValue={shown?.street ?? posted('street')}
          required
          errors={errors}
        />
        <div className={`field${errors[name('street_type_id')] ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-street-type`}>
            {t('account.address.streetType')}
          </label>
          <select
            id={`${id}-street-type`}
            name={name('street_type_id')}
            className="field__input"
            defaultValue={shown?.street_type.id ?? posted('street_type_id') ?? ''}
            aria-invalid={errors[name('street_type_id')] ? true : undefined}
            aria-describedby={errors[name('street_type_id')] ? `${id}-street-type-error` : undefined}
            required
          >
            <option value="">{t('account.form.choose')}</option>
            {streetTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          {errors[name('street_type_id')] && (
            <p id={`${id}-street-type-error`} className="field__error">
              {errors[name('street_type_id')]?.join(' ')}
            </p>
          )}
        </div>
        <Field
          name={name('number')}
          label={t('account.address.number')}
          defaultValue={shown?.number ?? posted('number')}
          required
          errors={errors}
        />
      </div>
      <div className="address-form__details">
        {(['building', 'staircase', 'floor', 'door'] as const).map((part) => (
          <Field
            key={part}
            name={name(part)}
            label={t(`account.address.${part}`)}
            defaultValue={shown?.[part] ?? posted(part) ?? ''}
            optional
            errors={errors}
          />
        ))}
      </div>
      {showBillingName && (
        <Field
          name={name('billing_name')}
          label={t('account.address.billingName')}
          hint={t('account.address.billingNameHint')}
          defaultValue={shown?.billing_name ?? posted('billing_name') ?? ''}
          optional
          errors={errors}
        />
      )}
      {showDefault && (
        <CheckboxField
          name={name('is_default')}
          label={t('account.address.makeDefault')}
          defaultChecked={shown ? shown.is_default : posted('is_default') === '1'}
        />
      )}
    </fieldset>
  );
}
