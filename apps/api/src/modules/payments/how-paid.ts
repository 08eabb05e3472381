import type { Payment } from '@detalle/contract';
import type { PaymentRow } from './purposes.js';

/**
 * How a payment was paid (the way, whether the giver covered the fee) and, for its payer while its money is on
 * the way, what they must still do: the same fields on a signed-in payer's receipt, a guest's and a donor's. The
 * recipient never sees the payer's instructions.
 */
export const howPaid = (
  p: PaymentRow,
  seenByPayer: boolean,
): Pick<Payment, 'paidWith' | 'feeCovered' | 'instructions' | 'received' | 'requestedAmount'> => ({
  paidWith: p.method,
  feeCovered: p.feeCovered,
  instructions: seenByPayer && p.status === 'awaiting_funds' ? (p.instructions ?? null) : null,
  received: p.received,
  requestedAmount: p.requestedAmount,
});
