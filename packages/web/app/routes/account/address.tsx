import { type Address, addressSchema, decimalIntegerOf, localizePath } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { data, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { deleteAddress, getAddress, listAddresses, listStreetTypes, saveAddress } from '../../api-client/account';
import { ApiError } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import type { FormOf } from '../../api-client/submit';
import { serverSubmit } from '../../api-client/submit.server';
import { AddressCard } from '../../components/account/AddressCard';
import { AddressForm } from '../../components/account/AddressForm';
import { useAccountForm } from '../../components/account/use-account-form';
import { FormNotice } from '../../components/forms/FormNotice';
import type { FormResult } from '../../components/forms/form-result';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import type { MessageKey } from '../../i18n';
import { localeOf, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import { zipcodeChoice } from '../../lib/zipcode-choice.server';
import type { Route } from './+types/address';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.addresses');

/** `address/{slug?}` (spec §2): the list, `new` for a new address, or an address id to edit. */
function parseSlug(slug: string | undefined): 'list' | 'new' | number {
  if (slug === undefined) return 'list';
  if (slug === 'new') return 'new';
  if (/^\d+$/.test(slug)) return Number(slug);
  throw data(null, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const target = parseSlug(params.id);
  const api = serverApi(request, context);
  const locale = localeOf(request);
  if (target === 'list') return { mode: 'list' as const, addresses: (await listAddresses(api, locale)).data };
  const [streetTypes, address] = await Promise.all([
    listStreetTypes(api, locale).then(({ data }) => data),
    target === 'new' ? undefined : getAddress(api, target, locale).then(({ data }) => data, notFound),
  ]);
  return { mode: 'form' as const, streetTypes, address };
}

function notFound(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

const listPath = (request: Request, notice: string) =>
  `${localizePath('/account/address', localeOf(request))}?notice=${notice}`;

/**
 * The form's fields as the API takes them (spec §5: the zipcode id and the street type id; a
 * code the list lacks with its settlement, issue 22). Without JavaScript nobody looked the zip
 * code up: `zipcodeChoice` decides from the code and the settlement posted.
 */
async function addressBody(request: Request, context: Route.ActionArgs['context'], form: FormData) {
  const body = new FormData();
  const zipcodeParts = ['zipcode_code', 'zipcode_id', 'zipcode', 'city'];
  for (const [key, value] of form) if (key !== 'intent' && !zipcodeParts.includes(key)) body.append(key, value);
  const { fields } = await zipcodeChoice(serverApi(request, context), {
    code: String(form.get('zipcode_code') ?? ''),
    id: String(form.get('zipcode_id') ?? ''),
    city: String(form.get('city') ?? ''),
  });
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

/** The whole address again with is_default set: the API saves addresses whole. */
function defaultBody(address: Address, token: FormDataEntryValue | null): FormOf<typeof addressSchema> {
  return {
    _token: String(token ?? ''),
    _method: 'PUT',
    zipcode_id: String(address.zipcode.id),
    street_type_id: String(address.street_type.id),
    street: address.street,
    number: address.number,
    building: address.building ?? '',
    staircase: address.staircase ?? '',
    floor: address.floor ?? '',
    door: address.door ?? '',
    billing_name: address.billing_name ?? '',
    is_default: '1',
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const form = await readForm(request);
  const intent = form.get('intent');
  const target = parseSlug(params.id);
  const locale = localeOf(request);
  const submit = serverSubmit(request, context);
  if (intent === 'delete' || intent === 'default') {
    // Decimal digits only: Number() would read "0x10" as another address, 16.
    const id = decimalIntegerOf(form.get('id'));
    if (id === undefined || id <= 0) throw data(null, { status: 422 });
    if (intent === 'delete') {
      const answer = await deleteAddress(submit, locale, id, { _token: String(form.get('_token') ?? '') });
      const submitted = formSubmission(answer, locale);
      if (!submitted.result.ok) return formAnswer(submitted, 'delete');
      throw redirect(listPath(request, 'deleted'), { headers: submitted.response.headers });
    }
    const address = await getAddress(serverApi(request, context), id, locale).then(({ data }) => data, notFound);
    const submitted = formSubmission(
      await saveAddress(submit, locale, id, defaultBody(address, form.get('_token'))),
      locale,
    );
    if (!submitted.result.ok) return formAnswer(submitted, 'default');
    throw redirect(listPath(request, 'default'), { headers: submitted.response.headers });
  }
  if (target === 'list') throw data(null, { status: 405 });
  const body = await addressBody(request, context, form);
  if (typeof target === 'number') body.set('_method', 'PUT');
  const id = typeof target === 'number' ? target : undefined;
  const submitted = formSubmission(await saveAddress(submit, locale, id, body), locale);
  // Without JavaScript the page is rendered anew: the refused values come back with the messages.
  if (!submitted.result.ok) return formAnswer(submitted, 'save', form);
  throw redirect(listPath(request, 'saved'), { headers: submitted.response.headers });
}

const NOTICES: Record<string, MessageKey> = {
  saved: 'account.address.saved',
  deleted: 'account.address.deleted',
  default: 'account.address.defaultSet',
};

export default function AddressBook({ loaderData }: Route.ComponentProps) {
  return loaderData.mode === 'list' ? (
    <AddressList addresses={loaderData.addresses} />
  ) : (
    <AddressEditor streetTypes={loaderData.streetTypes} address={loaderData.address} />
  );
}

function AddressList({ addresses }: { addresses: Address[] }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const notice = NOTICES[params.get('notice') ?? ''];
  const confirming = Number(params.get('delete')) || undefined;
  // Without JavaScript a failed delete or default change comes back as the page's action data.
  const failure = useActionData<FormResult>();
  return (
    <>
      <div className="account-page__heading">
        <h1 className="account-page__title">{t('account.nav.addresses')}</h1>
        <Link to={localizePath('/account/address/new', locale)} className="button button--primary">
          {t('account.address.add')}
        </Link>
      </div>
      {notice && (
        <p className="form-notice form-notice--success" role="status">
          {t(notice)}
        </p>
      )}
      <FormNotice result={failure} />
      {addresses.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.address.empty')}</p>
        </div>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} confirmingDelete={confirming === address.id} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AddressEditor({
  streetTypes,
  address,
}: {
  streetTypes: Parameters<typeof AddressForm>[0]['streetTypes'];
  address?: Address;
}) {
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({
    schema: addressSchema,
    joinErrorsInToast: true,
    intent: 'save',
  });
  const refused = useActionData<FormResult>();
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 className="account-page__title" ref={heading} tabIndex={-1}>
        {t(address ? 'account.address.editTitle' : 'account.address.newTitle')}
      </h1>
      <section className="account-panel">
        <FormNotice result={notice} />
        <fetcher.Form method="post" className="account-form" noValidate onSubmit={onSubmit}>
          <TokenField />
          <input type="hidden" name="intent" value="save" />
          {address && <input type="hidden" name="id" value={address.id} />}
          <AddressForm
            address={address}
            values={refused?.intent === 'save' ? refused.fields : undefined}
            streetTypes={streetTypes}
            errors={errors}
            showDefault
          />
          <div className="account-actions">
            <SubmitButton busy={busy}>{t('account.address.submit')}</SubmitButton>
            <Link to={localizePath('/account/address', locale)} className="button button--secondary">
              {t('account.form.cancel')}
            </Link>
          </div>
        </fetcher.Form>
      </section>
    </>
  );
}
