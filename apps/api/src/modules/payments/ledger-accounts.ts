import type { AccountRef } from '../ledger/index.js';
import type { PaymentRow } from './purposes.js';

/**
 * Where a payment's money sits in the ledger. The recipient's money goes to their *pending* account when it
 * concerns a list whose date is still ahead (it becomes available that day: `money-release`), otherwise straight
 * to *available*.
 */
export const recipientAccount = (p: PaymentRow): AccountRef => ({
  kind: p.availableOn ? 'person_pending' : 'person_available',
  personId: p.recipientId,
  currency: p.currency,
});

/** What the provider holds for us, in the payment's currency. */
export const clearing = (p: PaymentRow): AccountRef => ({
  kind: 'clearing',
  provider: p.provider,
  currency: p.currency,
});

/** The payment's transfer legs (ledger kind `gift`): from what the provider holds for us to the recipient's wallet. */
export const paymentLegs = (p: PaymentRow) => [
  { account: clearing(p), amount: -p.amount },
  { account: recipientAccount(p), amount: p.amount },
];
