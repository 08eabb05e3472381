import { z } from 'zod';
import {
  maxPaymentMinor,
  minorDigits,
  minPaymentMinor,
  PAYMENT_CURRENCIES,
  PAYMENT_HOLD_MINUTES,
} from './money.js';
import type { PaymentCurrency } from './money-schemas.js';
import { singleLineText } from './text-schemas.js';

/**
 * The ways a person gives money, and what each one means before they pay: which currencies it works in, its
 * limits, its fee and how long the money takes. One table for the API (what it accepts, how long it waits) and
 * the web (what it offers and says).
 *
 * - `card` answers at once (or after the bank's 3-D Secure step) and holds its share of a group gift meanwhile.
 * - Every other way is *delayed*: the person gets instructions (an IBAN and a reference, a voucher, a hand-off to
 *   their bank's app) and the money arrives minutes or days later. While it waits the payment is
 *   `awaiting_funds`: shown "en camino", never blocking anyone else, never in the ledger until it arrives.
 *
 * The methods follow the list's currency (its owner's country): euros take card, Bizum and a SEPA transfer;
 * Mexican pesos card, SPEI and OXXO; the pesos of Argentina, Chile, Colombia and Uruguay and Peru's soles take
 * MercadoPago besides card; dollars take card.
 */
export const GIVING_METHODS = ['card', 'bizum', 'sepa_transfer', 'spei', 'oxxo', 'mercadopago'] as const;
export const givingMethodSchema = z.enum(GIVING_METHODS, { error: 'Elige cómo quieres pagar.' });
export type GivingMethod = z.infer<typeof givingMethodSchema>;

/** Bizum asks the giver to approve in the app of the bank their mobile is registered with: the number is needed. */
export function bizumPhoneGiven(
  p: { method?: GivingMethod; bizumPhone?: string | null },
  ctx: z.RefinementCtx,
) {
  if (p.method === 'bizum' && !p.bizumPhone)
    ctx.addIssue({
      code: 'custom',
      path: ['bizumPhone'],
      message: 'Escribe el móvil con el que usas Bizum: te llegará allí para que lo aceptes.',
    });
}

type MethodRule = {
  /** What the person reads ("Transferencia bancaria"). */
  label: string;
  currencies: readonly PaymentCurrency[];
  /** Whether the money arrives after the person says "pago" (instructions, voucher, another app). */
  delayed: boolean;
  /** How long a delayed payment waits for its money before its reference expires (card: the 3-D Secure hold). */
  waitMinutes: number;
  /**
   * The smallest and largest payment, in whole units of the currency, when the way has its own (a card's and
   * MercadoPago's are each currency's: `minPaymentMinor`, `maxPaymentMinor`).
   */
  minMajor?: number;
  maxMajor?: number;
  /** The provider's fee, taken from what the recipient receives: a share (basis points) plus a fixed part. */
  feeBasisPoints: number;
  feeFixedMajor: number;
  /** How long the money takes to arrive, as the giver reads it before paying. */
  arrival: string;
};

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const METHOD_RULES: Readonly<Record<GivingMethod, MethodRule>> = {
  card: {
    label: 'Tarjeta',
    currencies: PAYMENT_CURRENCIES,
    delayed: false,
    waitMinutes: PAYMENT_HOLD_MINUTES * MINUTE,
    feeBasisPoints: 150,
    feeFixedMajor: 0,
    arrival: 'Al momento',
  },
  bizum: {
    label: 'Bizum',
    currencies: ['EUR'],
    delayed: true,
    waitMinutes: 30 * MINUTE,
    minMajor: 1,
    maxMajor: 1_000,
    feeBasisPoints: 100,
    feeFixedMajor: 0,
    arrival: 'Al momento, cuando lo aceptes en la app de tu banco',
  },
  sepa_transfer: {
    label: 'Transferencia bancaria',
    currencies: ['EUR'],
    delayed: true,
    waitMinutes: 7 * DAY,
    feeBasisPoints: 50,
    feeFixedMajor: 0,
    arrival: 'De unos minutos a 1 día hábil, según tu banco',
  },
  spei: {
    label: 'Transferencia SPEI',
    currencies: ['MXN'],
    delayed: true,
    waitMinutes: 3 * DAY,
    minMajor: 10,
    maxMajor: 10_000,
    feeBasisPoints: 100,
    feeFixedMajor: 0,
    arrival: 'En minutos',
  },
  oxxo: {
    label: 'Efectivo en OXXO',
    currencies: ['MXN'],
    delayed: true,
    waitMinutes: 3 * DAY,
    minMajor: 10,
    maxMajor: 10_000,
    feeBasisPoints: 360,
    feeFixedMajor: 3,
    arrival: 'El día hábil siguiente a pagar en la tienda',
  },
  mercadopago: {
    label: 'MercadoPago',
    currencies: ['ARS', 'CLP', 'COP', 'PEN', 'UYU'],
    delayed: true,
    waitMinutes: 1 * DAY,
    feeBasisPoints: 500,
    feeFixedMajor: 0,
    arrival: 'Al momento con tarjeta o dinero en cuenta; en efectivo, al pagar',
  },
};

/** The ways to give in this currency, most common first. */
export const methodsFor = (currency: string): GivingMethod[] =>
  GIVING_METHODS.filter((m) => (METHOD_RULES[m].currencies as readonly string[]).includes(currency));

/** Whether a method's money arrives later than the person pays (a transfer, a voucher, another app). */
export const isDelayedMethod = (method: GivingMethod) => METHOD_RULES[method].delayed;

/**
 * Whether a refund of money given this way goes to the payer's bank account, which the provider may have to ask
 * them for: cash at OXXO and a bank transfer have no card or app to go back to.
 */
export const refundsToBankAccount = (method: GivingMethod) =>
  method === 'sepa_transfer' || method === 'spei' || method === 'oxxo';

/** The provider's fee for `amount` by this method, in minor units, rounded up and never above the amount. */
export function methodFee(method: GivingMethod, amount: number, currency: string): number {
  const rule = METHOD_RULES[method];
  const fixed = rule.feeFixedMajor * 10 ** minorDigits(currency);
  return Math.min(amount, Math.ceil((amount * rule.feeBasisPoints) / 10_000) + fixed);
}

/**
 * "Pago yo la comisión": what to charge so that, less this method's fee, the recipient receives `net` whole. The
 * fee of a real provider may differ by a little from this estimate; the recipient receives what is left.
 */
export function withFeeCovered(method: GivingMethod, net: number, currency: string): number {
  const rule = METHOD_RULES[method];
  const fixed = rule.feeFixedMajor * 10 ** minorDigits(currency);
  let gross = Math.ceil(((net + fixed) * 10_000) / (10_000 - rule.feeBasisPoints));
  while (gross - methodFee(method, gross, currency) < net) gross += 1;
  while (gross - 1 - methodFee(method, gross - 1, currency) >= net) gross -= 1;
  return gross;
}

/** A method's limits in minor units. */
export function methodLimits(method: GivingMethod, currency: string) {
  const unit = 10 ** minorDigits(currency);
  const { minMajor, maxMajor } = METHOD_RULES[method];
  return {
    min: minMajor !== undefined ? minMajor * unit : minPaymentMinor(currency),
    max: maxMajor !== undefined ? maxMajor * unit : maxPaymentMinor(currency),
  };
}

/** Why this amount cannot be paid by this method, in Spanish; null when it can. */
export function methodRefusal(method: GivingMethod, amount: number, currency: string): string | null {
  const rule = METHOD_RULES[method];
  if (!(rule.currencies as readonly string[]).includes(currency))
    return `${rule.label} no está disponible para pagos en ${currency}. Elige otra forma de pago.`;
  const { min, max } = methodLimits(method, currency);
  const unit = 10 ** minorDigits(currency);
  const units = (n: number) => `${(n / unit).toLocaleString('es')} ${currency}`;
  if (amount < min) return `Con ${rule.label} se puede pagar desde ${units(min)}.`;
  if (amount > max) return `Con ${rule.label} se puede pagar como mucho ${units(max)}.`;
  return null;
}

/** What a delayed payment asks the giver to do, with the details they need. */
export const paymentInstructionsSchema = z.discriminatedUnion('type', [
  /** A bank transfer (SEPA in euros, SPEI in pesos) to the provider's account for this payment, with its reference. */
  z.object({
    type: z.literal('bank_transfer'),
    rail: z.enum(['sepa', 'spei']),
    /** The account to send to: an IBAN (SEPA) or a CLABE (SPEI). */
    account: z.string(),
    bic: z.string().nullable(),
    holder: z.string(),
    bankName: z.string().nullable(),
    /** What to write as the transfer's concept: it is how the money finds this payment. */
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
  /** A voucher paid in cash at a shop (OXXO): its number, the barcode's digits and until when. */
  z.object({
    type: z.literal('voucher'),
    network: z.literal('oxxo'),
    number: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    expiresAt: z.string(),
    /** The provider's own printable voucher; null in test mode (our page prints it). */
    hostedUrl: z.string().nullable(),
  }),
  /** Finish in another app or page: Bizum in the bank's app, MercadoPago's checkout. */
  z.object({
    type: z.literal('redirect'),
    app: z.enum(['bizum', 'mercadopago']),
    url: z.string(),
  }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/**
 * Test mode only (`payment/simulate/{id}`): what happens with a delayed payment, as the giver's bank or shop
 * would do it. `exact`, `short` and `long` send the money of a transfer (the amount, 10 % less, 10 % more);
 * `paid` is the voucher paid at the shop or the payment accepted in Bizum or MercadoPago; `rejected` is the
 * giver saying no in their app; `expired` is the instructions' time running out now (days early).
 */
export const simulateFundsSchema = z.object({
  outcome: z.enum(['exact', 'short', 'long', 'paid', 'rejected', 'expired'], {
    error: 'Elige qué quieres simular.',
  }),
  /** A guest's payment: the token from `payment/guest`; a signed-in payer's needs none. */
  token: singleLineText().min(16).max(128).optional(),
});
export type SimulateFundsInput = z.input<typeof simulateFundsSchema>;

/** One way to give as offered for a list's currency (`payment/methods`). */
export const offeredMethodSchema = z.object({
  method: givingMethodSchema,
  label: z.string(),
  delayed: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  feeBasisPoints: z.number().int(),
  feeFixed: z.number().int(),
  arrival: z.string(),
  /** How long a delayed payment's instructions stay valid, in minutes. */
  waitMinutes: z.number().int(),
});
export type OfferedMethod = z.infer<typeof offeredMethodSchema>;
/**
 * `payment/methods`: the ways to give in this currency that work for this recipient, named by the gift (`giftId`)
 * or the person (`to`); without either, the ways that need nothing of the recipient.
 */
export const paymentMethodsQuery = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  giftId: singleLineText().max(64).optional(),
  to: singleLineText().max(64).optional(),
});
export const paymentMethodsAnswer = z.object({ methods: z.array(offeredMethodSchema) });

export const offeredMethods = (currency: string): OfferedMethod[] =>
  methodsFor(currency).map((method) => {
    const rule = METHOD_RULES[method];
    const { min, max } = methodLimits(method, currency);
    return {
      method,
      label: rule.label,
      delayed: rule.delayed,
      min,
      max,
      feeBasisPoints: rule.feeBasisPoints,
      feeFixed: rule.feeFixedMajor * 10 ** minorDigits(currency),
      arrival: rule.arrival,
      waitMinutes: rule.waitMinutes,
    };
  });
