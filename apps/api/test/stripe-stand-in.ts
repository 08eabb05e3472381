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
    const { token: _token, ...shown } = object;
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
        const intent = put({
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: p.currency,
          customer: p.customer ?? null,
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
        charge.amount_refunded = (charge.amount_refunded as number) + amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        return put({
          id: newId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: charge.id,
          status: 'succeeded',
          metadata: p.metadata ?? {},
        });
      },
    ],
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

  function answer(method: string, path: string, params: Params): { status: number; body: string } {
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
