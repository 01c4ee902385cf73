import type { transferHu } from './transfer.hu';

export const transferEn: Record<keyof typeof transferHu, string> = {
  'transfer.title': 'Pay by bank transfer',
  'transfer.introShop':
    'Please transfer the amount to this account by the deadline, quoting the order number as the reference.',
  'transfer.introAcademy':
    'Please transfer the amount to this account by the deadline, quoting the enrolment number as the reference.',
  'transfer.beneficiary': 'Beneficiary',
  'transfer.accountNumber': 'Account number',
  'transfer.iban': 'IBAN',
  'transfer.bank': 'Bank',
  'transfer.amount': 'Amount',
  'transfer.reference': 'Reference',
  'transfer.deadline': 'Pay by',
  'transfer.copy': 'Copy',
  'transfer.copied': 'Copied',
};
