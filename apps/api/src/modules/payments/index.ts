/**
 * Payments: charging a card, recording the provider's answer through the ledger, refunds, holds and their expiry,
 * `Idempotency-Key`s and the provider behind it all. What a payment is *for* belongs to the module that gives it
 * (the wallet's money and group gifts, the donations), which registers its `PaymentPurpose`. What other modules
 * may use is exported here.
 */
export { applyCharge, type ChargeAnswer } from './apply-charge.js';
export { chargeAndApply, chargeCard } from './charge.js';
export { cancelOpenPayment, payerPayment, settleConfirmation } from './confirmation.js';
export { chargedAmount, chosenAmount } from './cover-fee.js';
export { expirePayment, sweepOpenPayments } from './expiry.js';
export { guestCardRef, guestIdempotencyScope, guestPayStep, guestRequest } from './guest-card.js';
export { hashGuestToken, newGuestToken } from './guest-tokens.js';
export { howPaid } from './how-paid.js';
export { idempotencyHeaders, purgeOldIdempotencyKeys } from './idempotency.js';
export { hitGuestPaymentLimits, hitPaymentLimit, idempotentCall, replayable } from './idempotent-route.js';
export { nextActionOf } from './next-action.js';
export { isOpen, lockRecipient, openPayment, timeIsUp } from './open-payment.js';
export { default as paymentsPlugin } from './plugin.js';
export { receiveWebhook } from './provider-events.js';
export { providerOf } from './provider-of.js';
export { type PaymentProvider, paymentProviderFor } from './providers/index.js';
export { PaymentProviders } from './providers/registry.js';
export {
  type NewPayment,
  type PaymentKind,
  type PaymentPurpose,
  type PaymentRow,
  registerPaymentPurpose,
} from './purposes.js';
export { receivedWords } from './received-words.js';
export { refundPayment } from './refunds.js';
export { releasePayment } from './release.js';
export { canRefund, payerShownToRecipient, today } from './rules.js';
export { cardForPayment, customerOf, findOwnMethod, type MethodRow } from './saved-cards.js';
export { simulateFunds } from './simulate.js';
export { methodUnavailable, offersMethod, payAndApply, returnUrlOf, startDelayed } from './start-delayed.js';
