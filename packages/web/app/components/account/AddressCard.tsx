import { type Address, localizePath } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../../i18n';
import { useLocale, useT } from '../../lib/use-site';
import { SubmitButton } from '../forms/SubmitButton';
import { TokenField } from '../forms/TokenField';
import { useAccountForm } from './use-account-form';

/** The address as a Hungarian reads it: `1011 Budapest, Fő utca 1, emelet 2, ajtó 3`. */
export function formatAddress(address: Address, t: Translate): string {
  const parts = (['building', 'staircase', 'floor', 'door'] as const)
    .filter((part) => address[part])
    .map((part) => `${t(`account.address.${part}`).toLowerCase()} ${address[part]}`);
  const street = `${address.street} ${address.street_type.name} ${address.number}`;
  return [`${address.zipcode.code} ${address.zipcode.city.name}`, street, ...parts].join(', ');
}

/**
 * One address of the book with its actions. Deleting asks first: the Delete link opens the
 * confirmation in place (`?delete=id`), so it works the same without JavaScript.
 */
export function AddressCard({ address, confirmingDelete }: { address: Address; confirmingDelete: boolean }) {
  const t = useT();
  const locale = useLocale();
  // Failures come back as one toast of the field messages (spec §8); success moves to the list.
  const { fetcher } = useAccountForm({ joinErrorsInToast: true, intent: 'card' });
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const busyIntent = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : undefined;
  const listPath = localizePath('/account/address', locale);
  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus();
  }, [confirmingDelete]);
  return (
    <article className={`address-card${address.is_default ? ' address-card--default' : ''}`}>
      <div className="address-card__body">
        {address.is_default && <p className="address-card__badge">{t('account.address.default')}</p>}
        {address.billing_name && <p className="address-card__name">{address.billing_name}</p>}
        <p className="address-card__text">{formatAddress(address, t)}</p>
      </div>
      {confirmingDelete ? (
        <div className="address-card__confirm">
          <p ref={confirmRef} tabIndex={-1} className="address-card__question">
            {t('account.address.confirmDelete')}
          </p>
          <div className="account-actions">
            <fetcher.Form method="post" action={listPath}>
              <TokenField />
              <input type="hidden" name="id" value={address.id} />
              <SubmitButton busy={busyIntent === 'delete'} variant="danger" name="intent" value="delete">
                {t('account.address.confirmDeleteYes')}
              </SubmitButton>
            </fetcher.Form>
            <Link to={listPath} className="button button--secondary" replace>
              {t('account.form.cancel')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="address-card__actions">
          <Link to={localizePath(`/account/address/${address.id}`, locale)} className="button button--secondary">
            {t('account.address.edit')}
          </Link>
          {!address.is_default && (
            <fetcher.Form method="post" action={listPath}>
              <TokenField />
              <input type="hidden" name="id" value={address.id} />
              <SubmitButton busy={busyIntent === 'default'} variant="secondary" name="intent" value="default">
                {t('account.address.setDefault')}
              </SubmitButton>
            </fetcher.Form>
          )}
          <Link to={`${listPath}?delete=${address.id}`} className="link-button address-card__delete" replace>
            {t('account.address.delete')}
          </Link>
        </div>
      )}
    </article>
  );
}
