import { type Address, type StreetType, validationMessage, type Zipcode } from '@vag/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { listZipcodesByCode } from '../../api-client/account';
import { browserApi } from '../../api-client/browser';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';

const ZIPCODE_PATTERN = /^\d{4}$/;
/** The fields a post of this form carries (without the prefix). */
const POSTED_PARTS = ['zipcode_code', 'street', 'street_type_id', 'number', 'building', 'staircase', 'floor', 'door'];

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
 * one. Without JavaScript the four digits go as `zipcode_code` and the action resolves them.
 */
export function AddressForm({
  address,
  streetTypes,
  errors = {},
  namePrefix = '',
  showBillingName = true,
  showDefault = false,
  legend,
  values = {},
}: AddressFormProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const name = (field: string) => `${namePrefix}${field}`;
  const posted = (field: string): string | undefined => values[name(field)];
  // A refused post shows what was posted; otherwise the address being edited.
  const shown = POSTED_PARTS.some((field) => posted(field) !== undefined) ? undefined : address;
  const [code, setCode] = useState(shown?.zipcode.code ?? posted('zipcode_code') ?? '');
  const [matches, setMatches] = useState<Zipcode[]>(shown ? [shown.zipcode] : []);
  const [zipcodeId, setZipcodeId] = useState<number | undefined>(
    shown?.zipcode.id ?? (Number(posted('zipcode_id')) || undefined),
  );
  const [lookup, setLookup] = useState<'idle' | 'loading' | 'none' | 'failed'>('idle');
  const lookedUp = useRef(shown?.zipcode.code);

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
        setZipcodeId(exact[0]?.id);
        setLookup(exact.length === 0 ? 'none' : 'idle');
      })
      .catch(() => current && setLookup('failed'));
    return () => {
      // An answer still on its way is dropped: the next run must ask again.
      if (current) lookedUp.current = undefined;
      current = false;
    };
  }, [code, root?.publicApiBaseUrl]);

  const zipcodeErrors = [
    ...(errors[name('zipcode_id')] ?? []),
    ...(lookup === 'none' ? [validationMessage('zipcode_unknown', locale)] : []),
    ...(lookup === 'failed' ? [t('account.address.lookupFailed')] : []),
  ];
  const cityId = `${id}-city`;
  const cityStatusId = `${id}-city-status`;
  return (
    <fieldset className="account-fieldset address-form">
      {legend && <legend>{legend}</legend>}
      <input type="hidden" name={name('zipcode_id')} value={zipcodeId ?? ''} />
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
