import type { Payment } from '@detalle/contract';
import type { PaymentRow } from './purposes.js';

/**
 * How a payment was paid and, for its payer while its money is on the way, what they must still do: the same
 * fields on a signed-in payer's receipt and a guest's. The recipient never sees the payer's instructions.
 */
export const waitingDetails = (
  p: PaymentRow,
  seenByPayer: boolean,
): Pick<Payment, 'paidWith' | 'instructions' | 'received' | 'requestedAmount'> => ({
  paidWith: p.method,
  instructions: seenByPayer && p.status === 'awaiting_funds' ? (p.instructions ?? null) : null,
  received: p.received,
  requestedAmount: p.requestedAmount,
});
