import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for Stripe's API, for the tests: enough of `/v1` for the official SDK (pointed here with
 * its `host`/`port`/`protocol` options) to save a card, charge it, ask for and complete 3-D Secure, refund,
 * onboard a Connect Express account and transfer to it. Bodies are form-encoded like Stripe's, answers are JSON
 * objects shaped like Stripe's, errors use Stripe's envelope and statuses (402 card_error, 400
 * invalid_request_error, 401, 500), so the SDK raises its own error classes.
 *
 * - Every request needs `Authorization: Bearer <secretKey>`; a wrong key gets 401.
 * - `Idempotency-Key` is honoured as Stripe does: the same key replays the first answer (errors included),
 *   the same key with other parameters is a 400 `idempotency_error`. A 500 is not remembered.
 * - The payment method decides a charge, by Stripe's test tokens (`pm_card_visa` succeeds,
 *   `pm_card_chargeDeclined` is declined, `pm_card_chargeDeclinedInsufficientFunds`,
 *   `pm_card_threeDSecure2Required` asks for 3-D Secure…); `completeAction` plays the person's answer.
 * - Delayed methods, as Stripe runs them: `customer_balance` bank transfers (EUR `eu_bank_transfer`, MXN
 *   `mx_bank_transfer`) give the Customer a virtual IBAN or CLABE and a reference; `fund` (also
 *   `POST /v1/test_helpers/customers/:id/fund_cash_balance`, Stripe's own test helper) plays a transfer arriving:
 *   it lands in the customer's cash balance and is applied to their open PaymentIntents, oldest first, partly
 *   (`payment_intent.partially_funded`) or in full (`succeeded`); what is left over stays in the cash balance.
 *   OXXO shows a voucher (`payVoucher`, `expireVoucher`); Bizum waits for the giver's bank app
 *   (`next_action.type: 'await_authorization'`; `answerBizum`). Lowering the amount of a partly funded
 *   PaymentIntent to what was applied completes it; cancelling returns what was applied to the cash balance.
 * - `events` keeps the webhook events those changes would send (type and payload, a snapshot of the object).
 * - `setOutage('error')` answers 500 to everything, `setOutage('close')` drops every connection.
 * - `requests` records each call (method, path, idempotency key, parameters) for assertions.
 */

type Outcome = 'succeeds' | 'confirm' | { code: string; decline_code?: string; message: string };

/** Stripe's published test payment methods, with the card each stands for. */
export const TEST_PAYMENT_METHODS: Record<
  string,
  { brand: string; last4: string; country: string; outcome: Outcome }
> = {
  pm_card_visa: { brand: 'visa', last4: '4242', country: 'US', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', country: 'US', outcome: 'succeeds' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    country: 'US',
    outcome: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    country: 'US',
    outcome: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    country: 'US',
    outcome: { code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    country: 'US',
    outcome: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', country: 'US', outcome: 'confirm' },
};

/** The stand-in's card fee (1.5 % + 25 minor units, like Stripe's for European cards). */
export const standInFee = (amount: number) => Math.round(amount * 0.015) + 25;

type Params = Record<string, unknown>;
type StripeObject = Record<string, unknown> & { id: string; object: string };
export type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; params: Params };

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Params,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, extra: Params = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

/** `a[b][0]=x` → `{ a: { b: ['x'] } }`, as Stripe reads its form bodies and query strings. */
export function parseStripeForm(text: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] as string);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const int = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

export async function startStripeStandIn(opts: { secretKey: string }) {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  let outage: 'error' | 'close' | null = null;

  const put = <T extends StripeObject>(object: T) => {
    objects.set(object.id, object);
    return object;
  };
  const get = (kind: string, id: string) => {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind, id);
    return found;
  };

  function paymentMethodFrom(token: string, customer: string | null, holder: string | null): StripeObject {
    const card = TEST_PAYMENT_METHODS[token];
    if (!card) throw missing('payment_method', token);
    return put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      created: now(),
      livemode: false,
      billing_details: { name: holder, email: null, phone: null, address: null },
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        country: card.country,
        funding: 'credit',
        // Stripe's fingerprint: the same card number always gives the same one.
        fingerprint: createHash('sha256')
          .update(card.last4 + card.brand)
          .digest('hex')
          .slice(0, 16),
      },
      metadata: {},
      token,
    });
  }

  /** A payment method by id, or Stripe's test token used directly (as Stripe allows). */
  function resolveMethod(id: string): StripeObject {
    const found = objects.get(id);
    if (found?.object === 'payment_method') return found;
    return paymentMethodFrom(id, null, null);
  }

  /** What the API answers: the stored object without our private fields, with the wanted fields expanded. */
  function render(object: StripeObject, expand: string[] = []): StripeObject {
    // `token` and `_…` fields are the stand-in's own bookkeeping, never shown.
    const shown = Object.fromEntries(
      Object.entries(object).filter(([key]) => key !== 'token' && !key.startsWith('_')),
    ) as StripeObject;
    if (object.object === 'payment_intent' && object.latest_charge) {
      const deep = expand.includes('latest_charge.balance_transaction');
      if (deep || expand.includes('latest_charge')) {
        const charge = { ...get('charge', object.latest_charge as string) };
        if (deep)
          charge.balance_transaction = get('balance_transaction', charge.balance_transaction as string);
        shown.latest_charge = charge;
      }
    }
    return shown as StripeObject;
  }

  function succeed(intent: StripeObject) {
    const amount = intent.amount as number;
    const fee = standInFee(amount);
    const transaction = put({
      id: newId('txn'),
      object: 'balance_transaction',
      amount,
      fee,
      net: amount - fee,
      currency: intent.currency,
      type: 'charge',
    });
    const charge = put({
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      balance_transaction: transaction.id,
      status: 'succeeded',
      paid: true,
    });
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: amount,
      latest_charge: charge.id,
      next_action: null,
    });
  }

  /** A webhook event about an object as it is now, kept in `events` in the order Stripe would send them. */
  const events: { id: string; type: string; payload: string }[] = [];
  function emit(type: string, object: StripeObject, extra: Params = {}) {
    const id = newId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...extra,
      data: { object: render(object) },
    });
    events.push({ id, type, payload });
  }

  /** A customer's cash balance in a currency (what they sent that no PaymentIntent took). */
  const cashBalances = new Map<string, number>();
  const balanceKey = (customer: string, currency: string) => `${customer}/${currency.toLowerCase()}`;
  const cashOf = (customer: string, currency: string) =>
    cashBalances.get(balanceKey(customer, currency)) ?? 0;
  function moveCash(customer: string, currency: string, amount: number, type: string, intent?: StripeObject) {
    const ending = cashOf(customer, currency) + amount;
    cashBalances.set(balanceKey(customer, currency), ending);
    const transaction = put({
      id: newId('ccsbtxn'),
      object: 'customer_cash_balance_transaction',
      customer,
      currency: currency.toLowerCase(),
      net_amount: amount,
      ending_balance: ending,
      type,
      created: now(),
      livemode: false,
      ...(type === 'applied_to_payment' ? { applied_to_payment: { payment_intent: intent?.id } } : {}),
      ...(type === 'unapplied_from_payment'
        ? { unapplied_from_payment: { payment_intent: intent?.id } }
        : {}),
    });
    emit('customer_cash_balance_transaction.created', transaction);
    return transaction;
  }

  /** The virtual account Stripe gives a customer for bank transfers: the same one every time. */
  function financialAddress(customer: string, type: string) {
    const digits = createHash('sha256').update(customer).digest('hex').replace(/[a-f]/g, '').padEnd(20, '7');
    const holder = 'Detalle Pagos SL';
    if (type === 'mx_bank_transfer')
      return {
        type: 'spei',
        supported_networks: ['spei'],
        spei: {
          account_holder_name: holder,
          bank_code: '646',
          bank_name: 'STP',
          clabe: `646180${digits.slice(0, 12)}`,
        },
      };
    return {
      type: 'iban',
      supported_networks: ['sepa'],
      iban: {
        account_holder_name: holder,
        bic: 'SOGEESMMXXX',
        country: 'ES',
        iban: `ES91${digits.slice(0, 20)}`,
      },
    };
  }

  /** The instructions of a bank transfer PaymentIntent, with what is still to send. */
  function bankTransferAction(intent: StripeObject) {
    const type = intent._transferType as string;
    return {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        amount_remaining: (intent.amount as number) - (intent._funded as number),
        currency: intent.currency,
        financial_addresses: [financialAddress(intent.customer as string, type)],
        hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${intent.id}`,
        reference: intent._reference,
        type,
      },
    };
  }

  /** Applies up to `limit` of the customer's cash balance to a waiting bank transfer PaymentIntent. */
  function applyCash(intent: StripeObject, limit = Number.POSITIVE_INFINITY) {
    const customer = intent.customer as string;
    const remaining = (intent.amount as number) - (intent._funded as number);
    const applied = Math.min(remaining, cashOf(customer, intent.currency as string), limit);
    if (applied <= 0) return;
    moveCash(customer, intent.currency as string, -applied, 'applied_to_payment', intent);
    intent._funded = (intent._funded as number) + applied;
    if (intent._funded === intent.amount) {
      succeed(intent);
      emit('payment_intent.succeeded', intent);
    } else {
      intent.next_action = bankTransferAction(intent);
      emit('payment_intent.partially_funded', intent);
    }
  }

  /** A transfer arrives in the customer's cash balance and goes to their waiting PaymentIntents, oldest first. */
  function fund(customerId: string, amount: number, currency: string) {
    const customer = get('customer', customerId);
    const transaction = moveCash(customer.id, currency, amount, 'funded');
    const waiting = [...objects.values()].filter(
      (o) =>
        o.object === 'payment_intent' &&
        o.customer === customer.id &&
        o.currency === currency.toLowerCase() &&
        o._transferType &&
        o.status === 'requires_action',
    );
    for (const intent of waiting) applyCash(intent);
    return transaction;
  }

  /** A delayed method's PaymentIntent, confirmed: it waits for the giver with its instructions. */
  function startDelayed(intent: StripeObject, p: Params) {
    const types = (p.allowed_payment_method_types as string[]) ?? [];
    const type = types[0] as string;
    const data = (p.payment_method_data ?? {}) as Params;
    if (types.length !== 1 || data.type !== type)
      throw invalid('payment_method_data[type] must match the allowed payment method type.', {
        param: 'payment_method_data[type]',
      });
    const options = ((p.payment_method_options ?? {}) as Params)[type] as Params | undefined;
    const billing = (data.billing_details ?? {}) as Params;
    const method = put({
      id: newId('pm'),
      object: 'payment_method',
      type,
      customer: intent.customer,
      billing_details: {
        name: billing.name ?? null,
        email: billing.email ?? null,
        phone: null,
        address: null,
      },
      [type]: {},
    });
    Object.assign(intent, {
      payment_method: method.id,
      payment_method_types: types,
      allowed_payment_method_types: types,
      payment_method_options: { [type]: options ?? {} },
    });
    if (p.confirm !== 'true') {
      intent.status = 'requires_confirmation';
      return;
    }
    intent.status = 'requires_action';
    if (type === 'customer_balance') {
      if (!intent.customer)
        throw invalid('A customer is required for the customer_balance payment method.', {
          param: 'customer',
        });
      const transfer = (options?.bank_transfer ?? {}) as Params;
      const transferType = text(transfer.type);
      if (options?.funding_type !== 'bank_transfer' || !transferType)
        throw invalid('Missing funding_type or bank_transfer[type].', {
          param: 'payment_method_options[customer_balance]',
        });
      const currency = transferType === 'mx_bank_transfer' ? 'mxn' : 'eur';
      if (intent.currency !== currency)
        throw invalid(`${transferType} only supports ${currency}.`, { param: 'currency' });
      if (transferType === 'eu_bank_transfer' && !(transfer.eu_bank_transfer as Params | undefined)?.country)
        throw invalid('Missing eu_bank_transfer[country].', { param: 'payment_method_options' });
      Object.assign(intent, {
        _transferType: transferType,
        _funded: 0,
        _reference: randomBytes(5).toString('hex').toUpperCase(),
      });
      intent.next_action = bankTransferAction(intent);
      // A cash balance waiting already pays at once, as Stripe's automatic reconciliation does.
      applyCash(intent);
    } else if (type === 'oxxo') {
      if (intent.currency !== 'mxn') throw invalid('OXXO only supports mxn.', { param: 'currency' });
      if (!billing.name || !billing.email)
        throw invalid('OXXO requires billing_details[name] and billing_details[email].', {
          param: 'payment_method_data[billing_details]',
        });
      const days = int(options?.expires_after_days) ?? 3;
      if (days < 1 || days > 7)
        throw invalid('expires_after_days must be between 1 and 7.', {
          param: 'payment_method_options[oxxo][expires_after_days]',
        });
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          expires_after: now() + days * 86_400,
          hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${intent.id}`,
          number: String(BigInt(`0x${randomBytes(7).toString('hex')}`))
            .padStart(18, '1')
            .slice(0, 18),
        },
      };
    } else if (type === 'bizum') {
      if (intent.currency !== 'eur') throw invalid('Bizum only supports eur.', { param: 'currency' });
      intent.next_action = { type: 'await_authorization' };
    } else
      throw invalid(`The payment method type "${type}" is invalid.`, {
        param: 'allowed_payment_method_types',
      });
  }

  /** A delayed payment's wait ends without money (voucher expired, Bizum rejected). */
  function failDelayed(intent: StripeObject, code: string, message: string) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { type: 'invalid_request_error', code, message },
    });
    emit('payment_intent.payment_failed', intent);
  }

  const DELAYED_TYPES = ['customer_balance', 'oxxo', 'bizum'];

  /** Confirms a PaymentIntent with its payment method; a refused card answers 402 as Stripe does. */
  function confirm(intent: StripeObject) {
    const method = get('payment_method', intent.payment_method as string);
    const outcome = TEST_PAYMENT_METHODS[method.token as string]?.outcome ?? 'succeeds';
    if (outcome === 'succeeds') return succeed(intent);
    if (outcome === 'confirm') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      return;
    }
    const error = { type: 'card_error', ...outcome, payment_method: render(method) };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    throw new StripeFailure(402, { ...error, payment_intent: render(intent) });
  }

  const routes: [string, RegExp, (m: string[], p: Params) => StripeObject][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) =>
        put({
          id: newId('cus'),
          object: 'customer',
          name: p.name,
          email: p.email ?? null,
          metadata: p.metadata ?? {},
        }),
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (_m, p) => {
        const id = newId('seti');
        if (p.customer) get('customer', p.customer as string);
        return put({
          id,
          object: 'setup_intent',
          customer: p.customer ?? null,
          usage: p.usage ?? 'off_session',
          allowed_payment_method_types: p.allowed_payment_method_types ?? null,
          status: 'requires_payment_method',
          payment_method: null,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        });
      },
    ],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, ([id]) => get('setup_intent', id as string)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id]) => get('payment_method', id as string)],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ([id]) => {
        const method = get('payment_method', id as string);
        if (!method.customer) throw invalid('The payment method you provided is not attached to a customer.');
        method.customer = null;
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (_m, p) => {
        const amount = int(p.amount);
        if (!amount) throw invalid('Missing required param: amount.', { param: 'amount' });
        if (!p.currency) throw invalid('Missing required param: currency.', { param: 'currency' });
        const id = newId('pi');
        if (p.customer) get('customer', p.customer as string);
        const intent = put({
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: p.currency,
          customer: p.customer ?? null,
          payment_method_types: (p.allowed_payment_method_types as string[] | undefined) ?? ['card'],
          description: p.description ?? null,
          metadata: p.metadata ?? {},
          payment_method: p.payment_method ? resolveMethod(p.payment_method as string).id : null,
          status: p.payment_method ? 'requires_confirmation' : 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          latest_charge: null,
          last_payment_error: null,
          next_action: null,
          created: now(),
          livemode: false,
        });
        const types = (p.allowed_payment_method_types as string[] | undefined) ?? [];
        if (types.some((t) => DELAYED_TYPES.includes(t))) {
          try {
            startDelayed(intent, p);
          } catch (error) {
            objects.delete(id);
            throw error;
          }
          return intent;
        }
        if (p.confirm === 'true') confirm(intent);
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/search$/,
      (_m, p) => {
        // Only the query the provider asks: metadata['key']:'value'.
        const query = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(text(p.query) ?? '');
        if (!query) throw invalid('Unsupported search query.', { param: 'query' });
        const [, field, value] = query;
        const data = [...objects.values()].filter(
          (o) =>
            o.object === 'payment_intent' &&
            (o.metadata as Record<string, unknown> | undefined)?.[field as string] === value,
        );
        return { id: '', object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data };
      },
    ],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([id]) => get('payment_intent', id as string)],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)$/,
      ([id], p) => {
        const intent = get('payment_intent', id as string);
        if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing')
          throw invalid(
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
            {
              code: 'payment_intent_unexpected_state',
            },
          );
        const amount = p.amount === undefined ? undefined : int(p.amount);
        if (p.amount !== undefined && !amount) throw invalid('Invalid integer: amount.', { param: 'amount' });
        if (p.metadata) intent.metadata = { ...(intent.metadata as Params), ...(p.metadata as Params) };
        if (amount === undefined) return intent;
        if (intent._transferType) {
          // Money already applied cannot be un-asked: the amount goes down to it at most, which completes it.
          if (amount < (intent._funded as number))
            throw invalid('The amount cannot be lower than the amount already funded.', { param: 'amount' });
          intent.amount = amount;
          if (amount === intent._funded) {
            succeed(intent);
            emit('payment_intent.succeeded', intent);
          } else {
            intent.next_action = bankTransferAction(intent);
            applyCash(intent);
          }
          return intent;
        }
        intent.amount = amount;
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/apply_customer_balance$/,
      ([id], p) => {
        const intent = get('payment_intent', id as string);
        if (!intent._transferType || intent.status !== 'requires_action')
          throw invalid('This PaymentIntent cannot be reconciled from a cash balance.', {
            code: 'payment_intent_unexpected_state',
          });
        applyCash(intent, int(p.amount));
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/test_helpers\/customers\/([^/]+)\/fund_cash_balance$/,
      ([id], p) => {
        const amount = int(p.amount);
        if (!amount || !p.currency) throw invalid('Missing amount or currency.', { param: 'amount' });
        return fund(id as string, amount, String(p.currency));
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ([id], p) => {
        const intent = get('payment_intent', id as string);
        if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status as string)) {
          throw invalid('This PaymentIntent cannot be confirmed in its current state.', {
            code: 'payment_intent_unexpected_state',
          });
        }
        if (p.payment_method) intent.payment_method = resolveMethod(p.payment_method as string).id;
        confirm(intent);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ([id]) => {
        const intent = get('payment_intent', id as string);
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        Object.assign(intent, { status: 'canceled', next_action: null, canceled_at: now() });
        // What a transfer had applied goes back to the giver's cash balance.
        const funded = (intent._funded as number | undefined) ?? 0;
        if (funded > 0) {
          intent._funded = 0;
          moveCash(
            intent.customer as string,
            intent.currency as string,
            funded,
            'unapplied_from_payment',
            intent,
          );
        }
        emit('payment_intent.canceled', intent);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, p) => {
        const intent = get('payment_intent', String(p.payment_intent));
        if (intent.status !== 'succeeded')
          throw invalid('This PaymentIntent has no successful charge to refund.');
        const charge = get('charge', intent.latest_charge as string);
        const left = (charge.amount as number) - (charge.amount_refunded as number);
        if (left === 0)
          throw invalid('Charge has already been refunded.', { code: 'charge_already_refunded' });
        const amount = int(p.amount) ?? left;
        if (amount > left)
          throw invalid('Refund amount is greater than unrefunded amount.', { code: 'amount_too_large' });
        // A cash voucher or a bank transfer has nothing to refund to: Stripe asks the payer for their bank
        // account by e-mail, and errors without one (docs.stripe.com/payments/customer-balance/refunding).
        const types = intent.payment_method_types as string[];
        const toBank = types.includes('oxxo') || types.includes('customer_balance');
        const customerEmail = intent.customer
          ? (get('customer', intent.customer as string).email as string | undefined)
          : undefined;
        if (toBank && !p.instructions_email && !(types.includes('customer_balance') && customerEmail))
          throw invalid('Refunds for this payment method require an email address (instructions_email).');
        charge.amount_refunded = (charge.amount_refunded as number) + amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        return put({
          id: newId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: charge.id,
          status: toBank ? 'requires_action' : 'succeeded',
          instructions_email: p.instructions_email ?? null,
          metadata: p.metadata ?? {},
        });
      },
    ],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, ([id]) => get('refund', id as string)],
    [
      'POST',
      /^\/v1\/accounts$/,
      (_m, p) =>
        put({
          id: newId('acct'),
          object: 'account',
          type: p.type ?? 'express',
          email: p.email ?? null,
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          capabilities: { transfers: 'inactive' },
          metadata: p.metadata ?? {},
        }),
    ],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, ([id]) => get('account', id as string)],
    [
      'POST',
      /^\/v1\/account_links$/,
      (_m, p) => {
        const account = get('account', String(p.account));
        if (!p.return_url || !p.refresh_url) throw invalid('Missing return_url or refresh_url.');
        return {
          id: newId('link'),
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `https://connect.stripe.com/setup/e/${account.id}/${randomBytes(8).toString('hex')}`,
        };
      },
    ],
    [
      'POST',
      /^\/v1\/accounts\/([^/]+)\/external_accounts$/,
      ([id], p) => {
        const account = get('account', id as string);
        const bank = (p.external_account ?? {}) as Params;
        const number = text(bank.account_number);
        if (!number || number.length < 8) {
          throw invalid('Invalid account number.', { param: 'external_account[account_number]' });
        }
        // Like Stripe, only the last four digits are ever shown again.
        return put({
          id: newId('ba'),
          object: 'bank_account',
          account: account.id,
          country: bank.country,
          currency: bank.currency,
          account_holder_name: bank.account_holder_name ?? null,
          last4: number.slice(-4),
          status: 'new',
          default_for_currency: true,
        });
      },
    ],
    [
      'POST',
      /^\/v1\/transfers$/,
      (_m, p) => {
        const account = get('account', String(p.destination));
        if ((account.capabilities as Params).transfers !== 'active') {
          throw invalid('Your destination account needs to have the transfers capability enabled.', {
            code: 'insufficient_capabilities_for_transfer',
          });
        }
        return put({
          id: newId('tr'),
          object: 'transfer',
          amount: int(p.amount),
          currency: p.currency,
          destination: account.id,
          metadata: p.metadata ?? {},
          created: now(),
        });
      },
    ],
  ];

  /** One-shot refusals queued by `failNext`: the next matching request gets this error instead of its answer. */
  const refusals: {
    method: string;
    path: RegExp;
    status: number;
    error: (intentId: string | null) => Params;
  }[] = [];

  function answer(method: string, path: string, params: Params): { status: number; body: string } {
    const refusal = refusals.findIndex((r) => r.method === method && r.path.test(path));
    if (refusal >= 0) {
      const [found] = refusals.splice(refusal, 1);
      if (found) {
        // Like Stripe's refusal at confirmation, a create that fails still leaves its PaymentIntent.
        let intentId: string | null = null;
        if (method === 'POST' && path === '/v1/payment_intents' && found.status === 402) {
          intentId = newId('pi');
          put({
            id: intentId,
            object: 'payment_intent',
            amount: int(params.amount),
            amount_received: 0,
            currency: params.currency,
            customer: params.customer ?? null,
            payment_method_types: params.allowed_payment_method_types ?? ['card'],
            metadata: params.metadata ?? {},
            status: 'requires_payment_method',
            next_action: null,
            latest_charge: null,
          });
        }
        const error = found.error(intentId);
        return {
          status: found.status,
          body: JSON.stringify({
            error: intentId ? { ...error, payment_intent: render(get('payment_intent', intentId)) } : error,
          }),
        };
      }
    }
    for (const [verb, pattern, handle] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        const object = handle(match.slice(1).map(decodeURIComponent), params);
        return { status: 200, body: JSON.stringify(render(object, (params.expand as string[]) ?? [])) };
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        return { status: error.status, body: JSON.stringify({ error: error.body }) };
      }
    }
    return {
      status: 404,
      body: JSON.stringify({
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      }),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const raw = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const params = parseStripeForm(raw);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, idempotencyKey: key, params });
    const send = (status: number, body: string, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(body);
    };
    if (outage === 'close') {
      req.socket.destroy();
      return;
    }
    if (outage === 'error') {
      send(500, JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred.' } }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      send(
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }),
      );
      return;
    }
    if (method === 'POST' && key) {
      const fingerprint = `${url.pathname}?${[...new URLSearchParams(raw)]
        .map((pair) => pair.join('='))
        .sort()
        .join('&')}`;
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
        return;
      }
      if (seen) {
        send(seen.status, seen.body, true);
        return;
      }
      const result = answer(method, url.pathname, params);
      if (result.status < 500) idempotent.set(key, { fingerprint, ...result });
      send(result.status, result.body);
      return;
    }
    const result = answer(method, url.pathname, params);
    send(result.status, result.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** `'error'`: every request answers 500; `'close'`: every connection is dropped; null: back to normal. */
    setOutage(mode: 'error' | 'close' | null) {
      outage = mode;
    },
    /** The object as the API would show it now (private fields removed), or undefined. */
    object(id: string, expand: string[] = []) {
      const found = objects.get(id);
      return found ? render(found, expand) : undefined;
    },
    /** How many objects of a kind exist (`payment_intent`, `refund`…). */
    count(kind: string) {
      return [...objects.values()].filter((o) => o.object === kind).length;
    },
    /** Plays Stripe.js finishing a SetupIntent: the person typed a card (a test token) into the Payment Element. */
    succeedSetupIntent(id: string, token = 'pm_card_visa', holder: string | null = 'Ana Pérez') {
      const intent = get('setup_intent', id);
      const method = paymentMethodFrom(token, intent.customer as string | null, holder);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return method.id;
    },
    /** Plays the person answering 3-D Secure in Stripe.js: approved succeeds, rejected needs a new payment method. */
    completeAction(id: string, approve = true) {
      const intent = get('payment_intent', id);
      if (intent.status !== 'requires_action') throw new Error(`payment intent ${id} is ${intent.status}`);
      if (approve) succeed(intent);
      else {
        const error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: error,
        });
      }
    },
    /**
     * The next request matching `method` and `path` is refused with `error` (Stripe's error envelope's contents)
     * and `status`; a refused PaymentIntent creation with 402 leaves the PaymentIntent, as Stripe's does.
     */
    failNext(method: string, path: RegExp, status: number, error: Params) {
      refusals.push({ method, path, status, error: () => error });
    },
    /** The webhook events the delayed methods' changes sent, oldest first. */
    events,
    /** Plays a bank transfer arriving in a customer's cash balance (Stripe's `fund_cash_balance` test helper). */
    fund(customerId: string, amount: number, currency: string) {
      return render(fund(customerId, amount, currency));
    },
    /** What a customer sent that no PaymentIntent took. */
    cashBalance(customerId: string, currency: string) {
      return cashOf(customerId, currency);
    },
    /** Plays the giver paying an OXXO voucher at the shop. */
    payVoucher(id: string) {
      const intent = get('payment_intent', id);
      if (intent.status !== 'requires_action') throw new Error(`payment intent ${id} is ${intent.status}`);
      succeed(intent);
      emit('payment_intent.succeeded', intent);
    },
    /** Plays an OXXO voucher reaching its expiry unpaid. */
    expireVoucher(id: string) {
      const intent = get('payment_intent', id);
      if (intent.status !== 'requires_action') throw new Error(`payment intent ${id} is ${intent.status}`);
      failDelayed(intent, 'payment_intent_payment_attempt_expired', 'The OXXO voucher expired.');
    },
    /** Plays the giver accepting or rejecting a Bizum payment in their bank's app. */
    answerBizum(id: string, accept: boolean) {
      const intent = get('payment_intent', id);
      if (intent.status !== 'requires_action') throw new Error(`payment intent ${id} is ${intent.status}`);
      if (!accept)
        return failDelayed(intent, 'payment_method_customer_decline', 'The customer declined the payment.');
      succeed(intent);
      emit('payment_intent.succeeded', intent);
    },
    /** Plays a refund that waited for the payer's bank account ending: paid to it, or given up (Stripe's 45 days). */
    finishRefund(id: string, paid: boolean) {
      const refund = get('refund', id);
      if (refund.status !== 'requires_action') throw new Error(`refund ${id} is ${refund.status}`);
      refund.status = paid ? 'succeeded' : 'canceled';
      emit('refund.updated', refund);
    },
    /** Plays the person finishing Connect Express onboarding. */
    completeOnboarding(id: string) {
      const account = get('account', id);
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
      });
    },
    /** A webhook event's body, as Stripe sends it, about an object (its current state unless given). */
    eventPayload(type: string, object: string | Params, extra: { id?: string; account?: string } = {}) {
      const data = typeof object === 'string' ? this.object(object) : object;
      return JSON.stringify({
        id: extra.id ?? newId('evt'),
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        ...(extra.account ? { account: extra.account } : {}),
        data: { object: data },
      });
    },
    /** The `Stripe-Signature` header Stripe would send with this body, signed with the endpoint's secret. */
    signature(payload: string, secret: string, timestamp?: number) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp ? { timestamp } : {}),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        // The SDK keeps connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
