import {
  type Address,
  checkoutSchema,
  fieldErrors,
  fullName,
  guestDataSchema,
  localizePath,
  parsePath,
} from '@vag/domain';
import { useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { listAddresses, listStreetTypes } from '../../api-client/account';
import { serverApi } from '../../api-client/server';
import { AddressForm } from '../../components/account/AddressForm';
import { CsrfField } from '../../components/CsrfField';
import { CheckoutSteps } from '../../components/checkout/CartSummary';
import { checkoutWording } from '../../components/checkout/checkout-wording';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { Field } from '../../components/forms/Field';
import { ErrorSummary, FieldIdContext, FocusHeading } from '../../components/forms/focus';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useHydrated } from '../../lib/cart-hooks';
import {
  checkoutCookie,
  type FieldErrors,
  pickFields,
  readCheckoutState,
  STEP1_FIELDS,
} from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useSiteKey, useT } from '../../lib/use-site';
import { SCRIPTLESS_ONLY } from '../../lib/visitor';
import { currentUser } from '../../lib/visitor.server';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/checkout-step1';
import { apiFields, enteredAddress, requireCart, resolveZipcode } from './checkout.server';

/** The ids of step 1's fields (`checkout-email`), which the error summary links to. */
const FIELD_PREFIX = 'checkout-';

/** Step 1's field labels by name, for the error summary's links. */
function fieldLabels(t: ReturnType<typeof useT>): Record<string, string> {
  const address: Record<string, string> = {
    zipcode_code: t('account.address.zipcode'),
    zipcode_id: t('account.address.zipcode'),
    zipcode: t('account.address.zipcode'),
    city: t('account.address.city'),
    street: t('account.address.street'),
    street_type_id: t('account.address.streetType'),
    number: t('account.address.number'),
  };
  return {
    last_name: t('commerce.checkout.lastName'),
    first_name: t('commerce.checkout.firstName'),
    email: t('commerce.checkout.email'),
    phone_number: t('commerce.checkout.phone'),
    billing_name: t('commerce.checkout.billingName'),
    billing_company_name: t('commerce.checkout.companyName'),
    billing_tax_number: t('commerce.checkout.taxNumber'),
    ...address,
    ...Object.fromEntries(Object.entries(address).map(([name, label]) => [`billing_${name}`, label])),
  };
}

/** The zip code's messages are shown beside the code the shopper types. */
const ZIPCODE_TARGETS = Object.fromEntries(
  ['', 'billing_'].flatMap((prefix) =>
    ['zipcode_id', 'zipcode'].map((name) => [`${prefix}${name}`, `${FIELD_PREFIX}${prefix}zipcode_code`]),
  ),
);

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'commerce.checkout.step1');

const GUEST_FIELDS = ['last_name', 'first_name', 'email', 'phone_number'] as const;
const ADDRESS_PARTS = [
  'zipcode_id',
  'zipcode_code',
  'zipcode',
  'city',
  'street_type_id',
  'street',
  'number',
  'building',
  'staircase',
  'floor',
  'door',
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const state = readCheckoutState(request);
  const [, user, streetTypes] = await Promise.all([
    requireCart(request, context, locale, state),
    currentUser(request, context),
    listStreetTypes(api, locale).then(({ data }) => data),
  ]);
  const [addresses, delivery, billing] = await Promise.all([
    user ? listAddresses(api, locale).then(({ data }) => data) : ([] as Address[]),
    enteredAddress(api, state.fields, '', streetTypes),
    enteredAddress(api, state.fields, 'billing_', streetTypes),
  ]);
  return {
    user: user && {
      name: fullName(user.first_name, user.last_name, locale),
      email: user.email,
      phone: user.phone_number,
    },
    streetTypes,
    addresses,
    fields: state.fields,
    delivery,
    billing,
  };
}

/**
 * Step 1 (spec §2, §5): checked with the same schemas the API uses, so the shopper learns of a
 * mistake here and not after choosing delivery; the API checks everything again at the order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const form = await readForm(request);
  const user = await currentUser(request, context);
  const fields = pickFields(form, STEP1_FIELDS);
  const choice = form.get('address_choice');
  if (user && typeof choice === 'string' && /^\d+$/.test(choice)) {
    fields.address_id = choice;
    for (const part of ADDRESS_PARTS) delete fields[part];
  } else delete fields.address_id;
  const sameBilling = form.get('billing_is_same') === '1';
  fields.billing_is_same = sameBilling ? '1' : '0';
  if (sameBilling) {
    for (const part of [...ADDRESS_PARTS, 'name', 'company_name', 'tax_number']) delete fields[`billing_${part}`];
  }
  delete fields.billing_address_id;
  if (user) for (const name of GUEST_FIELDS) delete fields[name];
  const zipcodeErrors = await Promise.all([
    resolveZipcode(api, fields, '', locale),
    resolveZipcode(api, fields, 'billing_', locale),
  ]);

  const input = { ...apiFields(fields), payment_method_id: 1, terms_accepted: '1', second_terms_accepted: '1' };
  const checked = checkoutSchema.safeParse(input);
  const errors: FieldErrors = checked.success ? {} : fieldErrors(checked.error.issues, locale, input);
  if (!user) {
    const guest = guestDataSchema.safeParse(fields);
    if (!guest.success) Object.assign(errors, fieldErrors(guest.error.issues, locale, fields));
  }
  for (const found of zipcodeErrors) for (const [name, list] of Object.entries(found)) errors[name] ??= list;
  if (Object.keys(errors).length > 0) return data({ errors, fields }, { status: 422 });

  const state = readCheckoutState(request);
  for (const name of STEP1_FIELDS) delete state.fields[name];
  Object.assign(state.fields, fields);
  state.step1Done = true;
  throw redirect(localizePath('/checkout/step2', locale), {
    headers: { 'set-cookie': checkoutCookie(request, state) },
  });
}

export default function CheckoutStep1({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const site = useSiteKey();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const fields = actionData?.fields ?? loaderData.fields;
  const { user, addresses } = loaderData;
  const [choice, setChoice] = useState(
    fields.address_id ?? String(addresses.find((address) => address.is_default)?.id ?? addresses[0]?.id ?? 'new'),
  );
  const [sameBilling, setSameBilling] = useState(fields.billing_is_same !== '0');
  const value = (name: string) => fields[name] ?? '';
  return (
    <div className="container checkout-page">
      <CheckoutSteps current={1} />
      <FocusHeading>{t('commerce.checkout.step1')}</FocusHeading>
      <ErrorSummary
        title={t('commerce.checkout.errorSummary')}
        errors={errors}
        labels={fieldLabels(t)}
        prefix={FIELD_PREFIX}
        targets={ZIPCODE_TARGETS}
      />
      <FieldIdContext.Provider value={FIELD_PREFIX}>
        <Form method="post" className="checkout-form" noValidate>
          <CsrfField />
          <fieldset className="account-fieldset">
            <legend>{t('commerce.checkout.personal')}</legend>
            {user ? (
              <p>
                {user.name}
                <br />
                {user.email}
                <br />
                {user.phone}
              </p>
            ) : (
              <div className="checkout-form__grid">
                <Field
                  name="last_name"
                  label={t('commerce.checkout.lastName')}
                  autoComplete="family-name"
                  defaultValue={value('last_name')}
                  required
                  errors={errors}
                />
                <Field
                  name="first_name"
                  label={t('commerce.checkout.firstName')}
                  autoComplete="given-name"
                  defaultValue={value('first_name')}
                  required
                  errors={errors}
                />
                <Field
                  name="email"
                  type="email"
                  label={t('commerce.checkout.email')}
                  autoComplete="email"
                  defaultValue={value('email')}
                  required
                  errors={errors}
                />
                <Field
                  name="phone_number"
                  type="tel"
                  label={t('commerce.checkout.phone')}
                  hint={t('commerce.checkout.phoneHint')}
                  autoComplete="tel"
                  defaultValue={value('phone_number')}
                  required
                  errors={errors}
                />
              </div>
            )}
          </fieldset>

          {addresses.length > 0 && (
            <fieldset className="account-fieldset">
              <legend>
                {t(site === 'shop' ? 'commerce.checkout.deliveryAddress' : 'commerce.checkout.invoiceAddress')}
              </legend>
              {addresses.map((address) => (
                <label key={address.id} className="choice">
                  <input
                    type="radio"
                    name="address_choice"
                    value={address.id}
                    checked={choice === String(address.id)}
                    onChange={() => setChoice(String(address.id))}
                  />
                  <span>
                    {address.zipcode.code} {address.zipcode.city.name}, {address.street} {address.street_type.name}{' '}
                    {address.number}
                  </span>
                </label>
              ))}
              <label className="choice">
                <input
                  type="radio"
                  name="address_choice"
                  value="new"
                  checked={choice === 'new'}
                  onChange={() => setChoice('new')}
                />
                <span>{t('commerce.checkout.newAddress')}</span>
              </label>
            </fieldset>
          )}
          {(choice === 'new' || !hydrated) && (
            <AddressForm
              // A saved address chosen: these fields are only for a browser without JavaScript.
              className={choice === 'new' ? undefined : SCRIPTLESS_ONLY}
              address={loaderData.delivery}
              values={actionData?.fields}
              streetTypes={loaderData.streetTypes}
              errors={errors}
              showBillingName={false}
              legend={
                addresses.length > 0
                  ? t('commerce.checkout.newAddress')
                  : t(site === 'shop' ? 'commerce.checkout.deliveryAddress' : 'commerce.checkout.invoiceAddress')
              }
            />
          )}

          <CheckboxField
            name="billing_is_same"
            label={t(checkoutWording(site).billingSame)}
            checked={sameBilling}
            onChange={(event) => setSameBilling(event.currentTarget.checked)}
          />
          {(!sameBilling || !hydrated) && (
            <fieldset className={`account-fieldset${sameBilling ? ` ${SCRIPTLESS_ONLY}` : ''}`}>
              <legend>{t('commerce.checkout.billingAddress')}</legend>
              {!hydrated && <p className="muted">{t('commerce.checkout.billingNoJs')}</p>}
              <div className="checkout-form__grid">
                <Field
                  name="billing_name"
                  label={t('commerce.checkout.billingName')}
                  autoComplete="billing name"
                  defaultValue={value('billing_name')}
                  errors={errors}
                />
                <Field
                  name="billing_company_name"
                  label={t('commerce.checkout.companyName')}
                  autoComplete="billing organization"
                  defaultValue={value('billing_company_name')}
                  optional
                  errors={errors}
                />
                <Field
                  name="billing_tax_number"
                  label={t('commerce.checkout.taxNumber')}
                  defaultValue={value('billing_tax_number')}
                  optional
                  errors={errors}
                />
              </div>
              <AddressForm
                address={loaderData.billing}
                values={actionData?.fields}
                streetTypes={loaderData.streetTypes}
                errors={errors}
                namePrefix="billing_"
                showBillingName={false}
              />
            </fieldset>
          )}
          <div className="checkout-form__actions">
            <SubmitButton busy={navigation.state === 'submitting'}>{t('commerce.checkout.next')}</SubmitButton>
          </div>
        </Form>
      </FieldIdContext.Provider>
    </div>
  );
}
