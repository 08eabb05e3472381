import { createHash, randomUUID } from 'node:crypto';
import { GIVING_METHODS, methodFee, testModeFee } from '@detalle/contract';
import { AppError } from '../../../errors.js';
import type {
  ChargeResult,
  DelayedMethod,
  PaymentProvider,
  SaveCardInput,
  SavedCard,
  SimulateFundsInput,
  StartPaymentInput,
} from './provider.js';
import { testInstructions } from './test-instructions.js';

/**
 * The embedded default: a provider that moves no real money and needs nothing. It accepts only the
 * published test card numbers below, so no real card number is ever stored (any other number is refused
 * before anything is kept), and pays out at once to a bank account we validated.
 *
 * It keeps no state of its own: a card's token says which test card it is, and a charge's reference says
 * how it ends, so the answers survive a restart (the payment's state lives in our database).
 */
const TEST_CARDS: Record<string, { brand: string; outcome: Outcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000002500003155': { brand: 'visa', outcome: 'confirm' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient' },
};
type Outcome = 'succeeds' | 'declined' | 'confirm' | 'insufficient';

const FAILURES = {
  declined: 'El banco ha rechazado la tarjeta. Prueba con otra tarjeta.',
  insufficient: 'La tarjeta no tiene saldo suficiente. Prueba con otra tarjeta o con una cantidad menor.',
  rejected: 'Has rechazado la confirmación del pago. No se ha cobrado nada.',
  rejectedInApp: 'Has rechazado el pago en la app. No se ha cobrado nada.',
} as const;

/** `tch_await_<method>_<random>`: a delayed payment's charge, waiting until `simulateFunds` says what arrived. */
const AWAITING_PREFIX = 'tch_await_';
const methodOfCharge = (chargeRef: string): DelayedMethod =>
  (GIVING_METHODS.find((m) => m !== 'card' && chargeRef.startsWith(`${AWAITING_PREFIX}${m}_`)) ??
    'sepa_transfer') as DelayedMethod;

const token = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** `tpm_<outcome>_<random>`: the token of a saved test card. */
const outcomeOfMethod = (ref: string): Outcome => {
  const outcome = ref.split('_')[1] as Outcome;
  return outcome in { succeeds: 1, declined: 1, confirm: 1, insufficient: 1 } ? outcome : 'declined';
};

export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  readonly publishableKey = null;

  async ensureCustomer() {
    return null;
  }

  async startCardSetup() {
    return { clientSecret: null };
  }

  async saveCard(input: SaveCardInput): Promise<SavedCard> {
    if (input.kind !== 'test')
      throw new AppError('BAD_REQUEST', 'En el modo de prueba, escribe los datos de una tarjeta de prueba.');
    const card = TEST_CARDS[input.number];
    if (!card) throw new AppError('CARD_NOT_TEST');
    const now = new Date();
    if (
      input.expYear < now.getUTCFullYear() ||
      (input.expYear === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1)
    )
      throw new AppError('CARD_EXPIRED');
    return {
      providerRef: token(`tpm_${card.outcome}`),
      brand: card.brand,
      last4: input.number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
      holder: input.holder,
      // Like a real provider's: the same card gives the same fingerprint, and it cannot be turned back into the number.
      fingerprint: createHash('sha256')
        .update(`detalle-test-card:${input.number}`)
        .digest('hex')
        .slice(0, 16),
      country: 'ES',
    };
  }

  async removeCard() {}

  readonly delayedMethods = GIVING_METHODS.filter((m): m is DelayedMethod => m !== 'card');

  /** Instructions that look like the real ones (a valid test IBAN or CLABE, a voucher number), moving nothing. */
  async startPayment(input: StartPaymentInput): Promise<ChargeResult> {
    return {
      chargeRef: token(`${AWAITING_PREFIX}${input.method}`),
      status: 'awaiting_funds',
      clientSecret: null,
      fee: null,
      failure: null,
      received: 0,
      instructions: testInstructions(input),
    };
  }

  /** The wait is over: what arrived is kept, otherwise the reference is cancelled. */
  async closeAwaiting(input: {
    chargeRef: string;
    received: number;
    currency: string;
  }): Promise<ChargeResult> {
    if (input.received <= 0) return this.cancelCharge(input);
    return {
      chargeRef: input.chargeRef,
      status: 'succeeded',
      clientSecret: null,
      fee: methodFee(methodOfCharge(input.chargeRef), input.received, input.currency),
      failure: null,
      received: input.received,
    };
  }

  /**
   * What the giver's bank, shop or app does, as its webhook would tell. A transfer sent `short` brings the
   * amount less 10 % (what is missing may follow); `long` 10 % more than asked.
   */
  simulateFunds(input: SimulateFundsInput): ChargeResult {
    const tenth = Math.max(1, Math.round(input.amount / 10));
    const base = { chargeRef: input.chargeRef, clientSecret: null, failure: null };
    const arrived = (received: number): ChargeResult =>
      received >= input.amount
        ? { ...base, status: 'succeeded', fee: methodFee(input.method, received, input.currency), received }
        : { ...base, status: 'awaiting_funds', fee: null, received };
    switch (input.outcome) {
      case 'exact':
      case 'paid':
        return arrived(Math.max(input.amount, input.received));
      case 'short':
        return arrived(Math.max(input.received, input.amount - tenth));
      case 'long':
        return arrived(input.amount + tenth);
      case 'rejected':
        return { ...base, status: 'failed', fee: null, failure: FAILURES.rejectedInApp };
    }
  }

  async charge(input: { amount: number; methodRef: string }): Promise<ChargeResult> {
    const outcome = outcomeOfMethod(input.methodRef);
    const chargeRef = token(`tch_${outcome}`);
    switch (outcome) {
      case 'succeeds':
        return {
          chargeRef,
          status: 'succeeded',
          clientSecret: null,
          fee: testModeFee(input.amount),
          failure: null,
        };
      case 'confirm':
        return { chargeRef, status: 'requires_action', clientSecret: null, fee: null, failure: null };
      case 'declined':
        return { chargeRef, status: 'failed', clientSecret: null, fee: null, failure: FAILURES.declined };
      case 'insufficient':
        return { chargeRef, status: 'failed', clientSecret: null, fee: null, failure: FAILURES.insufficient };
    }
  }

  /** Without a confirmation from the person (or simulated money), a charge waiting for one is still waiting. */
  async retrieveCharge({ chargeRef }: { chargeRef: string }): Promise<ChargeResult> {
    const status = chargeRef.startsWith(AWAITING_PREFIX) ? 'awaiting_funds' : 'requires_action';
    return { chargeRef, status, clientSecret: null, fee: null, failure: null };
  }

  /** Its charges answer at once, so none is ever unknown: a payment without a reference was never charged. */
  async findCharge(_input: { paymentId: string; idempotencyKey: string }): Promise<ChargeResult | null> {
    return null;
  }

  /** The person answered the simulated bank check (3-D Secure) in our own screen. */
  async confirmCharge({
    chargeRef,
    approve,
    amount,
  }: {
    chargeRef: string;
    approve: boolean;
    amount: number;
  }) {
    return approve
      ? {
          chargeRef,
          status: 'succeeded' as const,
          clientSecret: null,
          fee: testModeFee(amount),
          failure: null,
        }
      : { chargeRef, status: 'failed' as const, clientSecret: null, fee: null, failure: FAILURES.rejected };
  }

  async cancelCharge({ chargeRef }: { chargeRef: string }): Promise<ChargeResult> {
    return { chargeRef, status: 'canceled', clientSecret: null, fee: null, failure: null };
  }

  async refund() {
    return { refundRef: token('tre'), status: 'succeeded' as const };
  }

  async onboardingLink() {
    return { accountRef: null, url: null };
  }

  async payoutsReady() {
    return true;
  }

  async saveBankAccount() {
    return { providerRef: token('tba') };
  }

  quotePayout() {
    return { fee: 0, arrivalDate: new Date().toISOString().slice(0, 10) };
  }

  async payout() {
    return {
      payoutRef: token('tpo'),
      status: 'paid' as const,
      arrivalDate: new Date().toISOString().slice(0, 10),
    };
  }
}
