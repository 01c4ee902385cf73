import { PaymentStatusId } from '@vag/domain';

const TONES: Record<number, string> = {
  [PaymentStatusId.pending]: 'pending',
  [PaymentStatusId.paid]: 'paid',
  [PaymentStatusId.failed]: 'failed',
  [PaymentStatusId.cancelled]: 'failed',
};

/** The payment status by the API's (localised) name, coloured by what the shopper has to do. */
export function PaymentStatusBadge({ status }: { status: { id: number; name: string } }) {
  return <span className={`payment-badge payment-badge--${TONES[status.id] ?? 'neutral'}`}>{status.name}</span>;
}
