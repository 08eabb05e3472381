import { z } from 'zod';
import { forDependentQuery } from './dependents.js';
import { personSummarySchema } from './friends.js';
import { MIN_PAYMENT_MAJOR, maxPaymentMajor, maxPaymentMinor, minPaymentMinor } from './money.js';
import { paymentCurrencySchema } from './money-schemas.js';
import { paginationQuery } from './pagination.js';
import { givingMethodSchema, methodRefusal, paymentInstructionsSchema } from './payment-methods.js';
import { singleLineText } from './text-schemas.js';

/**
 * The wallet (seed: "a balance with transactions", "a wallet with cards and payments").
 *
 * - Giving is paid by card through the payment provider; the money lands in the recipient's wallet.
 * - The balance is money received, waiting to be withdrawn to the person's bank ("Retirar dinero").
 *   It is never re-spent on someone else's gift (holding people's money to re-spend it can need a
 *   payment licence).
 * - Amounts are integer minor units with an ISO 4217 currency, as everywhere.
 * - Every call that moves money takes an `Idempotency-Key` header (8–255 visible ASCII characters):
 *   replaying a key answers the first result and moves nothing; the same key with another body is a
 *   409 `IDEMPOTENCY_KEY_REUSED`.
 */

/**
 * What the provider keeps of each payment, taken from what the recipient receives (the giver pays exactly
 * what they chose). The test-mode provider simulates a card fee of 1.5 %, rounded up to the minor unit;
 * Stripe's real fee is read from its balance transaction. Detalle adds nothing of its own.
 */
export const TEST_FEE_BASIS_POINTS = 150;
export const testModeFee = (amountMinor: number) => Math.ceil((amountMinor * TEST_FEE_BASIS_POINTS) / 10_000);

/** The header that makes a money-moving call safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: 'Falta la cabecera Idempotency-Key: genera una por operación y repítela al reintentar.' })
  .regex(/^[\x21-\x7e]{8,255}$/, 'La cabecera Idempotency-Key debe tener entre 8 y 255 caracteres visibles.');

export const paymentProviderSchema = z.enum(['test', 'stripe', 'mercadopago']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** `wallet/config`: which provider runs, so the web knows how to collect cards. */
export const walletConfigSchema = z.object({
  provider: paymentProviderSchema,
  /** True with the test-mode provider: every money screen says "Modo de prueba: no se mueve dinero real". */
  testMode: z.boolean(),
  /** Stripe.js needs it to show the Payment Element; null without Stripe. */
  stripePublishableKey: z.string().nullable(),
  currencies: z.array(paymentCurrencySchema),
  feeBasisPoints: z.number().int(),
  /** The ways to give this server can take (a list offers those of them that work in its currency: `methodsFor`). */
  methods: z.array(givingMethodSchema),
});
export type WalletConfig = z.infer<typeof walletConfigSchema>;

// ---------------------------------------------------------------- balance and movements

export const currencyBalanceSchema = z.object({
  currency: z.string(),
  /** Received and ready to withdraw. */
  available: z.number().int(),
  /** Received, waiting for the list's date before it can be withdrawn. */
  pending: z.number().int(),
});
/** `dashboard/balanceUser`: one row per currency the person has ever had money in, read from the ledger. */
export const balanceSchema = z.object({ balances: z.array(currencyBalanceSchema) });
export type Balance = z.infer<typeof balanceSchema>;

/**
 * regalo recibido, aportación (what I gave), reembolso, retirada, comisión; `from_hucha`: money a guardian moved
 * from a dependent's hucha into their own wallet (theirs, positive); `to_guardian`: the same money leaving the
 * hucha (the dependent's, negative).
 */
export const MOVEMENT_TYPES = [
  'gift_received',
  'contribution',
  'donation_received',
  'donation',
  'refund',
  'payout',
  'fee',
  'from_hucha',
  'to_guardian',
] as const;
export const movementTypeSchema = z.enum(MOVEMENT_TYPES);
export type MovementType = z.infer<typeof movementTypeSchema>;
export const movementStatusSchema = z.enum(['pending', 'completed', 'failed', 'canceled']);
export type MovementStatus = z.infer<typeof movementStatusSchema>;

/** What a movement is about, within the visibility rules: null when the caller may not see it any more. */
export const movementConcernSchema = z.object({
  kind: z.enum(['gift', 'list', 'event', 'person']),
  id: z.string(),
  title: z.string(),
});

export const PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;
export const methodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type MethodType = z.infer<typeof methodTypeSchema>;
/** The `{cardType}` segment of the seed's routes `billetera/{cardId}/{cardType}`. */
export const METHOD_TYPE_SLUG = { card: 'tarjeta', bank: 'cuenta' } as const satisfies Record<
  MethodType,
  string
>;

export const paymentStatusSchema = z.enum([
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  /** Nobody confirmed it in time: its hold ended, nothing was charged. */
  'expired',
  /** A transfer, voucher or another app's payment was started: the money has not arrived yet ("en camino"). */
  'awaiting_funds',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const movementSchema = z.object({
  id: z.string(),
  type: movementTypeSchema,
  /** Signed: what came in is positive, what went out negative. */
  amount: z.number().int(),
  currency: z.string(),
  status: movementStatusSchema,
  date: z.string(),
  /** The receipt: a payment (`contribution`, `gift_received`, `refund`, `fee`) or a payout (`payout`). */
  paymentId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The saved card that paid, or the bank account that received: the receipt's page lives under it. */
  methodId: z.string().nullable(),
  methodType: methodTypeSchema.nullable(),
  /** The other person: whom I gave to, or who gave (only when they chose to show their name). */
  person: personSummarySchema.nullable(),
  concerns: movementConcernSchema.nullable(),
  /** Money still pending (received, or given by me): the day it becomes available to its recipient. */
  availableOn: z.string().nullable(),
  /** The payment's own status (`moneyState` words it), for a payment's movements; null for the others. */
  paymentStatus: paymentStatusSchema.nullable(),
  /**
   * Money I received: who gave, as `shownName` names them; null while the rules keep them secret. Money moved
   * out of a hucha: the other side, as named then (`from_hucha`: whose hucha; `to_guardian`: the guardian).
   */
  giverName: z.string().nullable(),
  /** Money I received: the giver's message, held back with their name (it may be signed); '' otherwise. */
  message: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * `dashboard/transactionsUser`; with `?for={dependentId}` (its guardians only) the movements of a dependent's own
 * wallet, its hucha: what was given to it and what its guardians moved out.
 */
export const movementsQuery = paginationQuery
  .extend({ type: movementTypeSchema.optional() })
  .extend(forDependentQuery.shape);

/** `dashboard/monthlyUser`: money in and out per month over the last 12 months, for the wallet's chart. */
export const monthlySchema = z.object({
  currency: z.string(),
  months: z.array(z.object({ month: z.string(), in: z.number().int(), out: z.number().int() })),
});
export const monthlyQuery = z.object({ currency: paymentCurrencySchema.optional() });

// ---------------------------------------------------------------- saved methods

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: methodTypeSchema,
  provider: paymentProviderSchema,
  /** visa, mastercard, amex…; for a bank account, "IBAN" or "CLABE". */
  brand: z.string(),
  /** The last four digits; nothing more of a number is ever kept. */
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  holder: z.string(),
  /** Masked for display: "•••• 4242", "ES91 •••• •••• •••• •••• 1332". */
  masked: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const holderSchema = singleLineText('Escribe el nombre del titular.')
  .min(2, 'Escribe el nombre del titular.')
  .max(120, 'El nombre del titular puede tener como mucho 120 caracteres.');

/**
 * `card/save`. In test mode the card's number reaches our server only to be checked against the
 * well-known test numbers (4242 4242 4242 4242 and the others in README); any other number is refused and
 * nothing of it is kept. With Stripe, the card is collected by Stripe.js and only the SetupIntent's id
 * arrives here.
 */
/** A test card's details (test mode only: the published test numbers). */
const testCardFields = {
  kind: z.literal('test'),
  number: singleLineText('Escribe el número de la tarjeta.')
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'El número de la tarjeta debe tener entre 12 y 19 cifras.')),
  expMonth: z.coerce
    .number({ error: 'Escribe el mes de caducidad.' })
    .int()
    .min(1, 'El mes de caducidad va del 1 al 12.')
    .max(12, 'El mes de caducidad va del 1 al 12.'),
  expYear: z.coerce
    .number({ error: 'Escribe el año de caducidad.' })
    .int()
    .min(2000, 'Escribe el año de caducidad con cuatro cifras.')
    .max(2100, 'Escribe el año de caducidad con cuatro cifras.'),
  cvc: z
    .string({ error: 'Escribe el código de seguridad.' })
    .regex(/^\d{3,4}$/, 'El código de seguridad tiene 3 o 4 cifras.'),
  holder: holderSchema,
};

export const cardSaveSchema = z.discriminatedUnion('kind', [
  z.object({ ...testCardFields, makeDefault: z.boolean().default(false) }),
  z.object({
    kind: z.literal('stripe'),
    setupIntentId: singleLineText().min(3).max(255),
    makeDefault: z.boolean().default(false),
  }),
]);
export type CardSaveInput = z.input<typeof cardSaveSchema>;

/** `card/setup`: with Stripe, the SetupIntent's client secret for the Payment Element; null in test mode. */
export const cardSetupSchema = z.object({ clientSecret: z.string().nullable() });

/** `bank/save`: where payouts go. IBAN (Spain and the SEPA area) or CLABE (Mexico), validated and kept masked. */
export const bankSaveSchema = z.object({
  account: singleLineText('Escribe el IBAN o la CLABE de tu cuenta.')
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(15, 'Escribe el IBAN o la CLABE completos.')
        .max(34, 'Ese número de cuenta es demasiado largo.'),
    ),
  holder: holderSchema,
  makeDefault: z.boolean().default(true),
});
export type BankSaveInput = z.input<typeof bankSaveSchema>;

// ---------------------------------------------------------------- payments

/** `payment/save`: give money to a person (optionally toward one of their lists, gifts or events). */
/** What the person must still do to finish a payment (3-D Secure or the test mode's confirmation step). */
export const nextActionSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('test_confirm') }),
    z.object({ type: z.literal('stripe'), clientSecret: z.string() }),
  ])
  .nullable();

export function amountWithinLimits(
  p: { amount: number; currency: string; method?: z.infer<typeof givingMethodSchema> },
  ctx: z.RefinementCtx,
) {
  const refusal = p.method && p.method !== 'card' ? methodRefusal(p.method, p.amount, p.currency) : null;
  if (refusal) {
    ctx.addIssue({ code: 'custom', path: ['method'], message: refusal });
    return;
  }
  const min = minPaymentMinor(p.currency);
  const max = maxPaymentMinor(p.currency);
  if (p.amount < min)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: `La cantidad mínima es ${MIN_PAYMENT_MAJOR} ${p.currency}.`,
    });
  if (p.amount > max)
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: `La cantidad máxima es ${maxPaymentMajor(p.currency).toLocaleString('es')} ${p.currency}.`,
    });
}

/**
 * `payment/guest`: a person without an account chips in toward a gift or fund of a list anyone with the link
 * can open. Their name and e-mail are for the receipt (and, if they let it show, the owner after the reveal);
 * the card is a test card in test mode, or a Stripe PaymentMethod created by Stripe.js (its number never
 * reaches us). The money goes to the list's owner.
 */
export const guestCardSchema = z.discriminatedUnion('kind', [
  z.object(testCardFields),
  z.object({ kind: z.literal('stripe'), paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{3,250}$/) }),
]);
export type GuestCard = z.input<typeof guestCardSchema>;

/**
 * A guest's receipt: the answer of `payment/guest` and of the e-mailed link (`payment/guest/get/{id}?token=`).
 * `token` is only in the first answer (the web needs it for the confirmation step); the e-mail carries it too.
 */
export const guestPaymentSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  name: z.string(),
  message: z.string(),
  showName: z.boolean(),
  gift: z.object({ id: z.string(), name: z.string(), kind: z.enum(['product', 'fund']) }).nullable(),
  list: z.object({ id: z.string(), name: z.string(), date: z.string().nullable() }).nullable(),
  /** The list's owner, first name only. */
  recipientName: z.string(),
  /** Money held until the list's date: the day it becomes available to the owner (null once it is). */
  availableOn: z.string().nullable(),
  testMode: z.boolean(),
  nextAction: nextActionSchema,
  /** How it was paid (`method` of `payment/save`): a card, a transfer, Bizum, OXXO… */
  paidWith: givingMethodSchema,
  /** What the giver added to cover the fee ("Pago yo la comisión"), included in `amount`; 0 when they did not. */
  feeCovered: z.number().int(),
  /** While `awaiting_funds`: what the giver must do (the IBAN and reference, the voucher, the app). */
  instructions: paymentInstructionsSchema.nullable(),
  /** Of a transfer still awaiting: what has arrived so far (a part of `amount`). */
  received: z.number().int(),
  /** When the money that arrived differs from what was asked (a transfer sent short or long): what was asked. */
  requestedAmount: z.number().int().nullable(),
  /** While it waits for the bank's confirmation: when it stops waiting and is cancelled (nothing charged). */
  expiresAt: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  token: z.string().optional(),
});
export type GuestPayment = z.infer<typeof guestPaymentSchema>;
export const guestReceiptQuery = z.object({ token: singleLineText().min(16).max(128) });
export const guestConfirmSchema = z.object({
  token: singleLineText().min(16).max(128),
  approve: z.boolean().default(true),
});

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.string(),
});

/** A payment's receipt (`payment/get/{id}`), as its payer or its recipient sees it. */
export const paymentSchema = z.object({
  id: z.string(),
  /** Whether the caller paid it or received it. */
  role: z.enum(['payer', 'recipient']),
  status: paymentStatusSchema,
  amount: z.number().int(),
  /** The provider's fee, taken from what the recipient receives. */
  fee: z.number().int(),
  /** What reaches the recipient's wallet: amount − fee. */
  net: z.number().int(),
  currency: z.string(),
  refunded: z.number().int(),
  refunds: z.array(refundSchema),
  /** The card that paid: only its payer sees it. */
  method: paymentMethodSchema
    .pick({ id: true, type: true, brand: true, last4: true, masked: true })
    .nullable(),
  /** The payer as the recipient sees them: null when they chose not to show their name. */
  payer: personSummarySchema.nullable(),
  /** Who gave, as the recipient may know them (`shownName`: a first name, or a guest's); null while secret. */
  giverName: z.string().nullable(),
  /** Money held until the list's date: the day it becomes available (null once it is, or for other money). */
  availableOn: z.string().nullable(),
  recipient: personSummarySchema,
  message: z.string(),
  concerns: movementConcernSchema.nullable(),
  provider: paymentProviderSchema,
  testMode: z.boolean(),
  nextAction: nextActionSchema,
  /** How it was paid (`method` of `payment/save`): a card, a transfer, Bizum, OXXO… */
  paidWith: givingMethodSchema,
  /** What the giver added to cover the fee ("Pago yo la comisión"), included in `amount`; 0 when they did not. */
  feeCovered: z.number().int(),
  /** While `awaiting_funds`: what the giver must do (the IBAN and reference, the voucher, the app). */
  instructions: paymentInstructionsSchema.nullable(),
  /** Of a transfer still awaiting: what has arrived so far (a part of `amount`). */
  received: z.number().int(),
  /** When the money that arrived differs from what was asked (a transfer sent short or long): what was asked. */
  requestedAmount: z.number().int().nullable(),
  /** While it waits for the bank's confirmation: when it stops waiting and is cancelled (nothing charged). */
  expiresAt: z.string().nullable(),
  /** Why it failed, in Spanish ("La tarjeta ha sido rechazada."). */
  failure: z.string().nullable(),
  /** Its recipient may still thank its giver for it ("Dar las gracias"): the line of "Regalos recibidos" to thank for. */
  thank: z.object({ item: z.string(), title: z.string() }).nullable(),
  /** The caller may refund what is left (rules in README: the payer while the money is still pending, the recipient until it is withdrawn). */
  canRefund: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `payment/confirm/{id}`: in test mode, the person approves or rejects the confirmation step; with Stripe, the web calls it after Stripe.js's own step so the server reads the result. */
export const paymentConfirmSchema = z.object({ approve: z.boolean().default(true) });

/** `payment/refund/{id}`: all that is left, or part of it. */
export const refundInputSchema = z.object({ amount: z.number().int().positive().optional() });

// ---------------------------------------------------------------- payouts (retirar)

/** `payout/status`: whether the person can receive payouts (Stripe Connect onboarding done, a bank account saved). */
export const payoutStatusSchema = z.object({
  ready: z.boolean(),
  /** With Stripe: the onboarding still asks for something. */
  needsOnboarding: z.boolean(),
  banks: z.array(paymentMethodSchema),
  /**
   * Whether my MercadoPago account is connected (`payout/mercadopago/connect`), so gifts by MercadoPago reach me
   * there; absent when this server does not offer MercadoPago for real.
   */
  mercadoPago: z.object({ connected: z.boolean() }).optional(),
});

/** `payout/mercadopago/connect`: MercadoPago's page where I let Detalle create my gifts' payments. */
export const mercadoPagoConnectSchema = z.object({ url: z.string() });

/** `payout/onboard`: the provider's page where the person finishes their details (Stripe); null when nothing is needed. */
export const onboardSchema = z.object({ url: z.string().nullable() });

export const payoutQuoteQuery = z.object({
  amount: z.coerce.number().int().positive(),
  currency: paymentCurrencySchema,
});
/** `payout/quote`: what a withdrawal costs and when it arrives, before asking for it. */
export const payoutQuoteSchema = z.object({
  amount: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  currency: z.string(),
  /** ISO date the money should reach the bank. */
  arrivalDate: z.string(),
});

export const payoutInputSchema = z.object({
  amount: z
    .number({ error: 'Escribe la cantidad.' })
    .int('La cantidad no es válida.')
    .positive('Escribe una cantidad mayor que cero.'),
  currency: paymentCurrencySchema,
  /** A saved bank account of mine; omitted = my default one. */
  bankId: singleLineText().max(64).optional(),
});

export const payoutSchema = z.object({
  id: z.string(),
  status: z.enum(['in_transit', 'paid', 'failed']),
  amount: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  currency: z.string(),
  bank: paymentMethodSchema.pick({
    id: true,
    type: true,
    brand: true,
    last4: true,
    masked: true,
    holder: true,
  }),
  provider: paymentProviderSchema,
  testMode: z.boolean(),
  createdAt: z.string(),
  arrivalDate: z.string(),
  failure: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
