import { type BankTransfer, formatDateTime, formatHuf, formatIban } from '@vag/domain';
import { useId } from 'react';
import { useSiteKey, useT } from '../lib/use-site';
import { CopyButton } from './CopyButton';

/**
 * How to pay a purchase by bank transfer, as the API answers it (`bank_transfer`): the site's
 * account, the amount, the purchase's number as the reference and the deadline. The thank-you
 * page and the account's purchase detail show it while the transfer is due.
 */
export function BankTransferDetails({ transfer, titleClassName }: { transfer: BankTransfer; titleClassName?: string }) {
  const t = useT();
  const site = useSiteKey();
  const titleId = useId();
  // Copy buttons for what is typed into a banking app digit by digit.
  const rows: { label: string; value: string; copy?: string }[] = [
    { label: t('transfer.beneficiary'), value: transfer.beneficiary },
    { label: t('transfer.accountNumber'), value: transfer.account_number, copy: transfer.account_number },
    { label: t('transfer.iban'), value: formatIban(transfer.iban), copy: transfer.iban },
    { label: t('transfer.bank'), value: transfer.bank },
    // The amount copies as a bare number: banking apps want digits, not "14.980 Ft".
    { label: t('transfer.amount'), value: formatHuf(transfer.amount), copy: String(transfer.amount) },
    { label: t('transfer.reference'), value: transfer.reference, copy: transfer.reference },
    ...(transfer.deadline ? [{ label: t('transfer.deadline'), value: formatDateTime(transfer.deadline) }] : []),
  ];
  return (
    <section className="bank-transfer" aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {t('transfer.title')}
      </h2>
      <p>{t(site === 'academy' ? 'transfer.introAcademy' : 'transfer.introShop')}</p>
      <dl className="bank-transfer__details">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-transfer__value">{row.value}</span>
              {row.copy && <CopyButton value={row.copy} label={row.label} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
