import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@detalle/contract';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import {
  type MercadoPagoProvider,
  type MercadoPagoProviderOptions,
  mercadoPagoFromConfig,
} from '../src/modules/payments/providers/mercadopago.js';
import type { StartPaymentInput } from '../src/modules/payments/providers/provider.js';
import { type MercadoPagoStandIn, standInFee, startMercadoPagoStandIn } from './mercadopago-stand-in.js';

/**
 * The MercadoPago provider against the local stand-in (no network): the official SDK is pointed at it with the
 * provider's `apiUrl` option, and webhooks are signed as MercadoPago signs them.
 */
const ACCESS_TOKEN = 'APP_USR-detalle-plataforma';
const WEBHOOK_SECRET = 'secreto-de-los-avisos';
const CLIENT_ID = '1234567890123456';
const CLIENT_SECRET = 'secreto-de-la-aplicacion';
const SETTINGS = {
  MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
  MERCADOPAGO_PUBLIC_KEY: 'APP_USR-publica',
  MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
  MERCADOPAGO_CLIENT_ID: CLIENT_ID,
  MERCADOPAGO_CLIENT_SECRET: CLIENT_SECRET,
  MERCADOPAGO_TOKEN_KEY: 'clave-de-cifrado-de-los-tokens-de-prueba',
  PUBLIC_URL: 'https://detalle.test',
};

let stand: MercadoPagoStandIn;
let mp: MercadoPagoProvider;

const providerFor = (overrides: Record<string, string> = {}, options: MercadoPagoProviderOptions = {}) => {
  const provider = mercadoPagoFromConfig(loadConfig({ ...SETTINGS, ...overrides }), {
    apiUrl: stand.url,
    retryDelay: 1,
    ...options,
  });
  if (!provider) throw new Error('expected a provider');
  return provider;
};

beforeAll(async () => {
  stand = await startMercadoPagoStandIn({
    accessToken: ACCESS_TOKEN,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  mp = providerFor();
});
afterAll(() => stand.close());
afterEach(() => stand.setOutage(null));

let keys = 0;
const key = (what: string) => `${what}-${process.pid}-${++keys}-clave`;
const lastRequest = (method: string, path: RegExp) =>
  stand.requests.filter((r) => r.method === method && path.test(r.path)).at(-1);

const RETURN_URL = 'https://detalle.test/regalo/vuelta';

/** What the payments core asks for a gift by MercadoPago (25 000 pesos argentinos unless said). */
const startInput = (input: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  method: 'mercadopago',
  amount: 2_500_000,
  currency: 'ARS',
  idempotencyKey: key('start'),
  description: 'Aportación a «Luna de miel»',
  paymentId: randomUUID(),
  recipientId: randomUUID(),
  payer: { email: 'ana@example.com', name: 'Ana Pérez', phone: null },
  customerRef: null,
  expiresAt: new Date(Date.now() + 24 * 3600_000),
  returnUrl: RETURN_URL,
  ...input,
});

async function started(input: Partial<StartPaymentInput> = {}) {
  const request = startInput(input);
  const result = await mp.startPayment(request);
  return { request, result, chargeRef: result.chargeRef };
}

describe('configuration', () => {
  it('is built from all six settings, exposes only the public key, and is absent without them', () => {
    expect(mp.name).toBe('mercadopago');
    expect(mp.testMode).toBe(false);
    expect(mp.publishableKey).toBe('APP_USR-publica');
    expect(mp.delayedMethods).toEqual(['mercadopago']);
    expect(mercadoPagoFromConfig(loadConfig({}))).toBeNull();
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN })).toThrow(/set all six or none/);
  });

  it('points only its own calls at the stand-in: the SDK’s base URL is MercadoPago’s again after each', async () => {
    await started();
    expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
    expect(lastRequest('POST', /^\/checkout\/preferences\/?$/)?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('a refused token or MercadoPago failing means payments are unavailable, not a crash', async () => {
    const wrong = providerFor({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-otra' }, { maxRetries: 0 });
    await expect(wrong.startPayment(startInput())).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      status: 503,
    });
    const once = providerFor({}, { maxRetries: 0 });
    stand.setOutage('error');
    await expect(once.startPayment(startInput())).rejects.toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
    stand.setOutage('close');
    await expect(once.retrieveCharge({ chargeRef: 'x' })).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
    });
  });

  it('retries a failing call with the same idempotency key, so a retry never creates two preferences', async () => {
    const retrying = providerFor({}, { maxRetries: 2, retryDelay: 50 });
    stand.setOutage('error');
    const before = stand.requests.length;
    const pending = retrying.startPayment(startInput({ idempotencyKey: 'reintento-1' }));
    setTimeout(() => stand.setOutage(null), 20);
    const result = await pending;
    const tries = stand.requests.slice(before).filter((r) => r.method === 'POST');
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set(['reintento-1']));
    expect(result.status).toBe('awaiting_funds');
  });
});

describe('starting a payment', () => {
  it('creates a Checkout Pro preference and sends the giver to its init_point', async () => {
    const { request, result, chargeRef } = await started({ amount: 2_500_050 });
    const preference = stand.preference(chargeRef);
    expect(result).toEqual({
      chargeRef,
      status: 'awaiting_funds',
      clientSecret: null,
      fee: null,
      failure: null,
      received: 0,
      instructions: { type: 'redirect', app: 'mercadopago', url: preference?.init_point },
    });
    const sent = lastRequest('POST', /^\/checkout\/preferences\/?$/);
    expect(sent?.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent?.body).toMatchObject({
      items: [
        {
          id: request.paymentId,
          title: 'Detalle: regalo en dinero',
          quantity: 1,
          currency_id: 'ARS',
          // Major units: 2 500 050 centavos are 25 000,50 pesos.
          unit_price: 25_000.5,
        },
      ],
      external_reference: request.paymentId,
      notification_url: 'https://detalle.test/api/webhook/mercadopago',
      back_urls: { success: RETURN_URL, pending: RETURN_URL, failure: RETURN_URL },
      auto_return: 'approved',
      expires: true,
      expiration_date_to: request.expiresAt.toISOString().replace('Z', '+00:00'),
      date_of_expiration: request.expiresAt.toISOString().replace('Z', '+00:00'),
      payer: { name: 'Ana Pérez', email: 'ana@example.com' },
    });
    expect(sent?.body.items).toHaveLength(1);
    expect(sent?.body).not.toHaveProperty('marketplace_fee');
  });

  it('the same idempotency key gives the same preference; the key is not reused by later calls', async () => {
    const input = startInput();
    const first = await mp.startPayment(input);
    const again = await mp.startPayment(input);
    expect(again.chargeRef).toBe(first.chargeRef);
    // The SDK keeps per-call options in its config (sdk-nodejs#481); each call here has its own.
    const other = await mp.startPayment(startInput());
    expect(other.chargeRef).not.toBe(first.chargeRef);
    expect(lastRequest('POST', /^\/checkout\/preferences\/?$/)?.idempotencyKey).not.toBe(
      input.idempotencyKey,
    );
  });

  it('whole pesos only in Colombia and Chile; other currencies and methods are refused', async () => {
    const chile = await started({ amount: 15_990, currency: 'CLP' });
    expect(stand.preference(chile.chargeRef)?.items).toMatchObject([
      { unit_price: 15_990, currency_id: 'CLP' },
    ]);
    const colombia = await started({ amount: 5_000_000, currency: 'COP' });
    expect(stand.preference(colombia.chargeRef)?.items).toMatchObject([{ unit_price: 50_000 }]);
    await expect(mp.startPayment(startInput({ amount: 5_000_050, currency: 'COP' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/sin céntimos/),
    });
    await expect(mp.startPayment(startInput({ currency: 'EUR' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(mp.startPayment(startInput({ method: 'bizum' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('reading a payment', () => {
  it('nothing paid yet is still awaiting funds, with the checkout to go back to', async () => {
    const { chargeRef, result } = await started();
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({
      chargeRef,
      status: 'awaiting_funds',
      received: 0,
      instructions: result.instructions,
    });
  });

  it('an approved payment is succeeded, with MercadoPago’s fee and what was received', async () => {
    const { chargeRef } = await started({ amount: 2_500_000 });
    stand.pay(chargeRef, 'approved');
    expect(await mp.retrieveCharge({ chargeRef })).toEqual({
      chargeRef,
      status: 'succeeded',
      clientSecret: null,
      fee: Math.round(standInFee(25_000) * 100),
      failure: null,
      received: 2_500_000,
    });
    const search = lastRequest('GET', /^\/v1\/payments\/search$/);
    expect(search?.query).toMatchObject({ sort: 'date_created', criteria: 'desc' });
  });

  it('a cash ticket or a card under review is awaiting funds; the ticket’s own page is the instruction', async () => {
    const { chargeRef } = await started();
    const ticket = stand.pay(chargeRef, 'pending', { paymentType: 'ticket' });
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({
      status: 'awaiting_funds',
      instructions: {
        type: 'redirect',
        app: 'mercadopago',
        url: expect.stringContaining(`/payments/${ticket}/`),
      },
    });
    const review = await started();
    stand.pay(review.chargeRef, 'in_process', { statusDetail: 'pending_review_manual' });
    expect(await mp.retrieveCharge({ chargeRef: review.chargeRef })).toMatchObject({
      status: 'awaiting_funds',
    });
    // The ticket is paid at the shop: the money has arrived.
    stand.setStatus(ticket, 'approved', 'accredited');
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({
      status: 'succeeded',
      received: 2_500_000,
    });
  });

  it('a rejected payment is failed, with the reason in Spanish; a later approval still counts', async () => {
    const { chargeRef } = await started();
    stand.pay(chargeRef, 'rejected', { statusDetail: 'cc_rejected_insufficient_amount' });
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({
      status: 'failed',
      failure: errorCatalogue.INSUFFICIENT_FUNDS.message,
      fee: null,
    });
    const other = await started();
    stand.pay(other.chargeRef, 'rejected', { statusDetail: 'cc_rejected_high_risk' });
    expect((await mp.retrieveCharge({ chargeRef: other.chargeRef })).failure).toMatch(
      /MercadoPago ha rechazado el pago. No se ha cobrado nada/,
    );
    // The giver tried another card in the same checkout.
    stand.pay(chargeRef, 'approved');
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({ status: 'succeeded' });
  });

  it('a cancelled payment is canceled', async () => {
    const { chargeRef } = await started();
    const ticket = stand.pay(chargeRef, 'pending');
    stand.setStatus(ticket, 'cancelled', 'expired');
    expect(await mp.retrieveCharge({ chargeRef })).toMatchObject({ status: 'canceled' });
  });

  it('finds the preference of a payment whose answer was lost, by our payment id; none is null', async () => {
    const { chargeRef, request } = await started();
    stand.pay(chargeRef, 'approved');
    expect(await mp.findCharge({ paymentId: request.paymentId, idempotencyKey: 'k' })).toMatchObject({
      chargeRef,
      status: 'succeeded',
    });
    expect(await mp.findCharge({ paymentId: randomUUID(), idempotencyKey: 'k' })).toBeNull();
  });
});

describe('closing and cancelling', () => {
  it('closing with nothing paid cancels: the preference expires and a waiting ticket is cancelled', async () => {
    const { chargeRef } = await started();
    const ticket = stand.pay(chargeRef, 'pending');
    const closed = await mp.closeAwaiting({ chargeRef, received: 0, currency: 'ARS' });
    expect(closed).toMatchObject({ chargeRef, status: 'canceled', failure: null });
    const preference = stand.preference(chargeRef);
    expect(preference?.expires).toBe(true);
    expect(new Date(String(preference?.expiration_date_to)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(stand.payment(ticket)?.status).toBe('cancelled');
    // The items were sent back unchanged with the update.
    expect(preference?.items).toMatchObject([{ title: 'Detalle: regalo en dinero' }]);
  });

  it('closing with nothing at all cancels too; closing a paid one keeps the money', async () => {
    const empty = await started();
    expect(
      await mp.closeAwaiting({ chargeRef: empty.chargeRef, received: 0, currency: 'ARS' }),
    ).toMatchObject({
      status: 'canceled',
    });
    // A refused card and nothing else: the checkout, which would take another card, is stopped too.
    const refused = await started();
    stand.pay(refused.chargeRef, 'rejected', { statusDetail: 'cc_rejected_other_reason' });
    expect(
      await mp.closeAwaiting({ chargeRef: refused.chargeRef, received: 0, currency: 'ARS' }),
    ).toMatchObject({
      status: 'canceled',
    });
    expect(
      new Date(String(stand.preference(refused.chargeRef)?.expiration_date_to)).getTime(),
    ).toBeLessThanOrEqual(Date.now());
    const paid = await started();
    stand.pay(paid.chargeRef, 'approved');
    const before = stand.requests.length;
    expect(await mp.closeAwaiting({ chargeRef: paid.chargeRef, received: 0, currency: 'ARS' })).toMatchObject(
      {
        status: 'succeeded',
        received: 2_500_000,
      },
    );
    expect(stand.requests.slice(before).some((r) => r.method === 'PUT')).toBe(false);
    expect(stand.preference(paid.chargeRef)?.expires).toBe(true); // as created: valid until expiresAt
  });

  it('cancelling a paid one says its state changed', async () => {
    const { chargeRef } = await started();
    stand.pay(chargeRef, 'approved');
    await expect(mp.cancelCharge({ chargeRef })).rejects.toMatchObject({ code: 'PAYMENT_STATE_CHANGED' });
    const open = await started();
    expect(await mp.cancelCharge({ chargeRef: open.chargeRef })).toMatchObject({ status: 'canceled' });
  });
});

describe('refunds', () => {
  it('gives back part and then the rest of an approved payment, with our idempotency key', async () => {
    const { chargeRef } = await started({ amount: 2_500_000 });
    const paymentId = stand.payment(stand.pay(chargeRef, 'approved'))?.id;
    const idempotencyKey = key('refund');
    const part = await mp.refund({ chargeRef, amount: 1_000_000, currency: 'ARS', idempotencyKey });
    expect(part).toEqual({ refundRef: expect.stringMatching(/^\d+$/), status: 'succeeded' });
    const sent = lastRequest('POST', /\/refunds$/);
    expect(sent?.path).toBe(`/v1/payments/${paymentId}/refunds`);
    expect(sent?.body).toEqual({ amount: 10_000 });
    expect(sent?.idempotencyKey).toBe(idempotencyKey);
    // A retry with the same key is the same refund, not a second one.
    const retry = await mp.refund({ chargeRef, amount: 1_000_000, currency: 'ARS', idempotencyKey });
    expect(retry.refundRef).toBe(part.refundRef);
    expect(stand.payment(String(paymentId))?.transaction_amount_refunded).toBe(10_000);

    await mp.refund({ chargeRef, amount: 1_500_000, currency: 'ARS', idempotencyKey: key('refund') });
    expect(stand.payment(String(paymentId))?.status).toBe('refunded');
    await expect(
      mp.refund({ chargeRef, amount: 100, currency: 'ARS', idempotencyKey: key('refund') }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('nothing approved, or more than was paid, is not refundable', async () => {
    const open = await started();
    await expect(
      mp.refund({ chargeRef: open.chargeRef, amount: 100, currency: 'ARS', idempotencyKey: key('refund') }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    const paid = await started({ amount: 1_000_000 });
    stand.pay(paid.chargeRef, 'approved');
    await expect(
      mp.refund({
        chargeRef: paid.chargeRef,
        amount: 1_000_001,
        currency: 'ARS',
        idempotencyKey: key('refund'),
      }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
  });
});

describe('what MercadoPago does not offer here', () => {
  it('cards go through MercadoPago’s checkout, and the money needs no payout', async () => {
    const notOffered = {
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/página de pago de MercadoPago/),
    };
    await expect(mp.charge()).rejects.toMatchObject(notOffered);
    await expect(mp.saveCard()).rejects.toMatchObject(notOffered);
    await expect(mp.startCardSetup()).rejects.toMatchObject(notOffered);
    expect(await mp.ensureCustomer()).toBeNull();
    const noPayout = { code: 'BAD_REQUEST', message: expect.stringMatching(/tu cuenta de MercadoPago/) };
    await expect(mp.payout()).rejects.toMatchObject(noPayout);
    await expect(mp.saveBankAccount()).rejects.toMatchObject(noPayout);
  });
});

describe('webhooks', () => {
  const delivery = (
    body: string,
    dataId: string,
    opts: { secret?: string; ts?: number; requestId?: string } = {},
  ) => {
    const requestId = opts.requestId ?? randomUUID();
    return {
      rawBody: Buffer.from(body),
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': stand.signature(dataId, requestId, opts.secret ?? WEBHOOK_SECRET, opts.ts),
      },
    };
  };

  it('a signed payment notification is an event; the core finds its charge through chargeForEvent', async () => {
    const { chargeRef, request } = await started();
    const payment = stand.pay(chargeRef, 'approved');
    const body = stand.notification(payment, 'payment.created', 98_765_432_101);
    const event = mp.parseWebhook(delivery(body, payment));
    expect(event).toEqual({
      id: '98765432101',
      type: 'payment.created',
      payload: body,
      chargeRef: null,
      refundRef: null,
      accountRef: null,
      setupRef: null,
      paymentId: null,
    });
    expect(await mp.chargeForEvent(event)).toEqual({
      paymentId: request.paymentId,
      charge: expect.objectContaining({ chargeRef, status: 'succeeded', received: 2_500_000 }),
    });
  });

  it('a replayed delivery is the same event (stored once); another notification of the payment is another', async () => {
    const { chargeRef } = await started();
    const payment = stand.pay(chargeRef, 'pending');
    const body = stand.notification(payment, 'payment.created', 11);
    const first = mp.parseWebhook(delivery(body, payment));
    const replay = mp.parseWebhook(delivery(body, payment));
    expect(replay.id).toBe(first.id);
    const updated = mp.parseWebhook(delivery(stand.notification(payment, 'payment.updated', 12), payment));
    expect(updated.id).not.toBe(first.id);
    // A replay from more than five minutes ago is refused, whatever it says.
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() => mp.parseWebhook(delivery(body, payment, { ts: old }))).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: expect.stringMatching(/más de 5 minutos/) }),
    );
  });

  it('refuses a bad signature, another secret, an altered payment id, a missing header, a stale or future time', () => {
    const body = stand.notification('123456');
    const refused = expect.objectContaining({ code: 'BAD_REQUEST', status: 400 });
    expect(() => mp.parseWebhook(delivery(body, '123456', { secret: 'otro-secreto' }))).toThrow(refused);
    // Signed for one payment, sent about another.
    expect(() => mp.parseWebhook(delivery(body, '654321'))).toThrow(refused);
    const good = delivery(body, '123456');
    expect(() =>
      mp.parseWebhook({ ...good, headers: { ...good.headers, 'x-request-id': 'otra-entrega' } }),
    ).toThrow(refused);
    expect(() =>
      mp.parseWebhook({ ...good, headers: { ...good.headers, 'x-signature': undefined } }),
    ).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: expect.stringMatching(/Falta la firma/) }),
    );
    expect(() => mp.parseWebhook({ ...good, headers: { ...good.headers, 'x-signature': 'v1=abc' } })).toThrow(
      refused,
    );
    const now = Math.floor(Date.now() / 1000);
    expect(() => mp.parseWebhook(delivery(body, '123456', { ts: now - 301 }))).toThrow(refused);
    expect(() => mp.parseWebhook(delivery(body, '123456', { ts: now + 301 }))).toThrow(refused);
    expect(mp.parseWebhook(delivery(body, '123456', { ts: now - 290 })).type).toBe('payment.updated');
  });

  it('a signed body that is not a notification is WEBHOOK_INVALID and names nothing', () => {
    const invalid = expect.objectContaining({ code: 'WEBHOOK_INVALID' });
    // Without data.id the manifest leaves the id out, as MercadoPago's does.
    expect(() => mp.parseWebhook(delivery('no es json', ''))).toThrow(invalid);
    expect(() => mp.parseWebhook(delivery(JSON.stringify({ data: { id: '1' } }), '1'))).toThrow(invalid);
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(() => mp.parseWebhook(delivery(deep, ''))).toThrow(invalid);
  });

  it('chargeForEvent ignores other topics and payments that are not ours', async () => {
    const merchantOrder = JSON.stringify({ id: 5, type: 'merchant_order', data: { id: '77' } });
    expect(await mp.chargeForEvent({ payload: merchantOrder })).toBeNull();
    expect(await mp.chargeForEvent({ payload: stand.notification('999999999') })).toBeNull();
  });
});

describe('recipients connect their own account (OAuth)', () => {
  const person = 'b7d1c0de-0000-4000-8000-00000000a11a';
  const link = (personId = person) =>
    mp.onboardingLink({
      personId,
      email: null,
      existing: null,
      returnUrl: 'https://detalle.test/billetera/mercadopago',
      refreshUrl: 'https://detalle.test/billetera/mercadopago?de-nuevo=1',
    });
  const stateOf = (url: string) => new URL(url).searchParams.get('state') as string;

  it('links to MercadoPago’s authorization page with our client id, return address and a signed state', async () => {
    const { accountRef, url } = await link();
    expect(accountRef).toBeNull();
    const parsed = new URL(url as string);
    expect(parsed.origin + parsed.pathname).toBe('https://auth.mercadopago.com/authorization');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'https://detalle.test/billetera/mercadopago',
      response_type: 'code',
      state: expect.stringMatching(/^[\w-]+\.\d+\.[\w-]+$/),
    });
    expect(
      await mp.onboardingLink({
        personId: person,
        email: null,
        existing: '42',
        returnUrl: 'x',
        refreshUrl: 'y',
      }),
    ).toEqual({
      accountRef: '42',
      url: null,
    });
    expect(await mp.payoutsReady({ accountRef: null })).toBe(false);
  });

  it('exchanges the code for the recipient’s tokens; they then collect their own gifts', async () => {
    const { url } = await link();
    const redirectUri = 'https://detalle.test/billetera/mercadopago';
    const code = stand.authorize(redirectUri);
    const tokens = await mp.exchangeOAuthCode({
      code,
      state: stateOf(url as string),
      redirectUri,
      personId: person,
    });
    expect(tokens).toEqual({
      accountRef: expect.stringMatching(/^\d+$/),
      accessToken: expect.stringMatching(/^APP_USR-/),
      refreshToken: expect.stringMatching(/^TG-/),
      publicKey: expect.stringMatching(/^APP_USR-/),
      expiresAt: expect.any(Date),
      liveMode: false,
    });
    const exchange = lastRequest('POST', /^\/oauth\/token$/);
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code,
      redirect_uri: redirectUri,
    });
    expect(await mp.payoutsReady({ accountRef: tokens.accountRef })).toBe(true);

    // The recipient is the collector: their token creates the preference, with Detalle's share if any.
    const withFee = providerFor({}, { marketplaceFeeBasisPoints: 100 }).forCollector(tokens.accessToken);
    const gift = await withFee.startPayment(startInput({ amount: 2_500_000 }));
    const created = lastRequest('POST', /^\/checkout\/preferences\/?$/);
    expect(created?.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(created?.body.marketplace_fee).toBe(250);
    expect(stand.preference(gift.chargeRef)?.collector_id).toBe(Number(tokens.accountRef));
    // The platform's token cannot see it: the money and the preference are the recipient's.
    await expect(mp.retrieveCharge({ chargeRef: gift.chargeRef })).rejects.toBeDefined();
    stand.pay(gift.chargeRef, 'approved');
    expect(await withFee.retrieveCharge({ chargeRef: gift.chargeRef })).toMatchObject({
      status: 'succeeded',
      // MercadoPago's own fee only: Detalle's share is not the provider's fee.
      fee: Math.round(standInFee(25_000) * 100),
    });

    const refreshed = await mp.refreshSellerToken(tokens.refreshToken as string);
    expect(refreshed.accountRef).toBe(tokens.accountRef);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it('refuses a used code, a state made for someone else, and an altered state', async () => {
    const redirectUri = 'https://detalle.test/billetera/mercadopago';
    const state = stateOf((await link()).url as string);
    const code = stand.authorize(redirectUri);
    await mp.exchangeOAuthCode({ code, state, redirectUri, personId: person });
    await expect(mp.exchangeOAuthCode({ code, state, redirectUri, personId: person })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/ha caducado o ya se usó/),
    });
    const fresh = stand.authorize(redirectUri);
    const notYours = { code: 'BAD_REQUEST', message: expect.stringMatching(/no es tuyo o ha caducado/) };
    const other = stateOf((await link('c0ffee00-0000-4000-8000-000000000000')).url as string);
    await expect(
      mp.exchangeOAuthCode({ code: fresh, state: other, redirectUri, personId: person }),
    ).rejects.toMatchObject(notYours);
    const [who, until, mac] = state.split('.');
    await expect(
      mp.exchangeOAuthCode({
        code: fresh,
        state: `${who}.${Number(until) + 3600}.${mac}`,
        redirectUri,
        personId: person,
      }),
    ).rejects.toMatchObject(notYours);
    const otherSecret = providerFor({ MERCADOPAGO_CLIENT_SECRET: 'otro' });
    await expect(
      otherSecret.exchangeOAuthCode({ code: fresh, state, redirectUri, personId: person }),
    ).rejects.toMatchObject(notYours);
  });
});
