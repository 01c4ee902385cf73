import { type BankTransfer, type HostId, PaymentMethodId, PaymentStatusId, siteKeyOf } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { paymentDeadlineOf } from './purchase-options';

/*
 * Where a bank-transfer purchase is paid (issue 18): each site's own account, shown on the
 * thank-you page, in the confirmation mail and in the purchase's detail with its amount, its
 * number as the reference and its deadline. The server validates the BANK_* settings.
 */

export interface BankAccount {
  beneficiary: string;
  /** `12345678-12345678(-12345678)`, check digits valid. */
  accountNumber: string;
  /** Electronic form (`HU` and 26 digits), naming the account number above. */
  iban: string;
  bank: string;
}

/** Demo accounts (valid check digits, no real bank's code): what `npm start` and the tests show. */
export const DEMO_BANK_ACCOUNTS: Record<'shop' | 'academy', BankAccount> = {
  shop: {
    beneficiary: 'Vagheggi Kft.',
    accountNumber: '12345676-12345678-90123452',
    iban: 'HU28123456761234567890123452',
    bank: 'Demo Bank Zrt.',
  },
  academy: {
    beneficiary: 'Vagheggi Akadémia Kft.',
    accountNumber: '12345676-12345678-90543214',
    iban: 'HU31123456761234567890543214',
    bank: 'Demo Bank Zrt.',
  },
};

export const bankAccountOf = (options: Pick<ApiOptions, 'bankAccounts'>, hostId: HostId): BankAccount => {
  const site = siteKeyOf(hostId);
  return options.bankAccounts?.[site] ?? DEMO_BANK_ACCOUNTS[site];
};

/** What the purchase's answer and its mail need to tell whether a transfer is still to be made. */
export interface TransferDue {
  paymentMethodId: number;
  paymentStatusId: number;
  totalGross: number;
  /** The order or enrolment number: the transfer's reference. */
  reference: string;
  deadline: Date | null;
}

/** The contract's `bank_transfer`: null unless paid by transfer, with something to pay, not yet paid. */
export function bankTransferOf(account: BankAccount, due: TransferDue): BankTransfer | null {
  if (due.paymentMethodId !== PaymentMethodId.bankTransfer || due.totalGross <= 0) return null;
  if (due.paymentStatusId !== PaymentStatusId.pending) return null;
  return {
    beneficiary: account.beneficiary,
    account_number: account.accountNumber,
    iban: account.iban,
    bank: account.bank,
    amount: due.totalGross,
    reference: due.reference,
    deadline: due.deadline?.toISOString() ?? null,
  };
}

/** The transfer of a purchase being placed (pending until the money arrives), for its confirmation mail. */
export function placedTransferOf(
  options: Pick<ApiOptions, 'bankAccounts' | 'purchases' | 'paymentWindowMinutes'>,
  hostId: HostId,
  placing: { checkout: { payment: { id: number } }; quote: { totalGross: number }; number: string; placedAt: Date },
): BankTransfer | null {
  const { checkout, quote, number, placedAt } = placing;
  return bankTransferOf(bankAccountOf(options, hostId), {
    paymentMethodId: checkout.payment.id,
    paymentStatusId: PaymentStatusId.pending,
    totalGross: quote.totalGross,
    reference: number,
    // The same computation as the row's deadline, from the same moment.
    deadline: paymentDeadlineOf(options, checkout.payment.id, quote.totalGross, placedAt.getTime()),
  });
}
