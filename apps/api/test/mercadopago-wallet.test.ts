import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, mercadopagoCollectors, ongs, payments } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { sweepOpenPayments } from '../src/modules/payments/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';
import { type MercadoPagoStandIn, standInFee, startMercadoPagoStandIn } from './mercadopago-stand-in.js';

/**
 * MercadoPago wired into the server, end to end through our API against the local stand-in: a recipient connects
 * their account by OAuth (their tokens kept sealed), a guest gives to their group gift in Argentine pesos on
 * MercadoPago's checkout, and MercadoPago's signed notification makes the payment succeed once, collected in the
 * recipient's own account. The main provider stays the test mode: MercadoPago is an extra one.
 */

const ACCESS_TOKEN = 'APP_USR-detalle-plataforma';
const WEBHOOK_SECRET = 'secreto-de-los-avisos';
const CLIENT_ID = '1234567890123456';
const CLIENT_SECRET = 'secreto-de-la-aplicacion';

let stand: MercadoPagoStandIn;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let lucia: Who;
let marta: Who;
const { as, person } = testClient(() => t.app, { lastname: 'Pago' });
const key = () => ({ 'idempotency-key': randomUUID() });
let address = 0;
const fromAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  stand = await startMercadoPagoStandIn({
    accessToken: ACCESS_TOKEN,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  t = await buildTestApp({
    env: {
      MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-publica',
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MERCADOPAGO_CLIENT_ID: CLIENT_ID,
      MERCADOPAGO_CLIENT_SECRET: CLIENT_SECRET,
      MERCADOPAGO_TOKEN_KEY: 'una-clave-de-cifrado-larga-de-prueba-000',
    },
    mercadoPago: { apiUrl: stand.url, retryDelay: 1, maxRetries: 0 },
  });
  [lucia, marta] = await Promise.all([person('Lucía'), person('Marta')]);
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

async function aGroupGift(who: Who, price: number, currency = 'ARS') {
  const list = (
    await as(who, 'POST', '/api/list/save', { name: 'Casamiento', visibility: 'public', date: null })
  ).json().data as { id: string };
  const res = await as(who, 'POST', '/api/list/gift/save', {
    listId: list.id,
    product: { name: 'Heladera', price: { amount: price, currency } },
    group: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; listId: string };
}

const guestPays = (giftId: string, amount: number, currency = 'ARS') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    payload: {
      giftId,
      amount,
      currency,
      method: 'mercadopago',
      name: 'Gala',
      email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
    },
    headers: key(),
    remoteAddress: fromAddress(),
  });

/** The recipient goes through MercadoPago's authorization page and comes back to our callback. */
async function connect(who: Who) {
  const res = await as(who, 'POST', '/api/payout/mercadopago/connect');
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().data.url);
  const redirectUri = url.searchParams.get('redirect_uri') as string;
  expect(redirectUri).toBe(`${t.config.publicUrl}/api/payout/mercadopago/callback`);
  const state = url.searchParams.get('state') as string;
  const code = stand.authorize(redirectUri);
  return t.app.inject({
    method: 'GET',
    url: `/api/payout/mercadopago/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
  });
}

function deliver(body: string, secret = WEBHOOK_SECRET) {
  const dataId = String(JSON.parse(body).data.id);
  const requestId = randomUUID();
  return t.app.inject({
    method: 'POST',
    url: `/api/webhook/mercadopago?data.id=${dataId}&type=payment`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': stand.signature(dataId, requestId, secret),
    },
  });
}

/** Waits until the job queue has applied every stored event (no sleeps: the rows say when). */
async function eventsApplied() {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.db.execute(
      sql`select count(*)::int as n from provider_events where processed_at is null`,
    );
    if ((res as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    t.app.jobs.nudge();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhook events were not applied');
}

/** The payment's time is up: its expiry is moved to the past and the sweeper runs. */
async function expireNow(paymentId: string) {
  await t.app.db
    .update(payments)
    .set({ expiresAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(payments.id, paymentId));
  await t.app.db.execute(sql`delete from pgboss.job where name = 'payment-expire'`);
  await sweepOpenPayments(t.app);
}

const paymentRow = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0] as typeof payments.$inferSelect;

describe('MercadoPago, each recipient collecting their own gifts', () => {
  it('offers MercadoPago besides the test mode; a recipient not connected cannot be given to that way', async () => {
    const config = (await as(null, 'GET', '/api/wallet/config')).json().data;
    expect(config.provider).toBe('test');
    expect(config.methods).toContain('mercadopago');

    const gift = await aGroupGift(marta, 5_000_000);
    const methods = (await as(null, 'GET', `/api/payment/methods?currency=ARS&giftId=${gift.id}`)).json().data
      .methods as { method: string }[];
    expect(methods.map((m) => m.method)).toEqual(['card']);

    const res = await guestPays(gift.id, 600_000);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(
      'Marta aún no puede recibir pagos con MercadoPago. Elige otra forma de pago.',
    );
    expect(await t.app.db.select().from(payments).where(eq(payments.recipientId, marta.user.id))).toEqual([]);

    const status = (await as(marta, 'GET', '/api/payout/status')).json().data;
    expect(status.mercadoPago).toEqual({ connected: false });
  });

  it('a donation to an ONG that has not connected MercadoPago is refused up front, naming the ONG', async () => {
    const ong = await person('Fundación Sol', { type: 2, lastname: '' });
    await t.app.db
      .insert(ongs)
      .values({ userId: ong.user.id, legalId: 'G12345678', country: 'ES', description: 'Ayudamos.' });
    await verifyOng(t.app.db, ong.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donation/guest',
      payload: {
        ongId: ong.user.id,
        amount: 600_000,
        currency: 'ARS',
        method: 'mercadopago',
        name: 'Gala',
        fullName: 'Gala Pérez Ruiz',
        email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
      },
      headers: key(),
      remoteAddress: fromAddress(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(
      'Fundación Sol aún no puede recibir pagos con MercadoPago. Elige otra forma de pago.',
    );
    expect(await t.app.db.select().from(payments).where(eq(payments.recipientId, ong.user.id))).toEqual([]);
  });

  it('connects a recipient by OAuth and keeps their tokens sealed', async () => {
    const res = await connect(lucia);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/billetera/retirar?mercadopago=conectado`);

    const [row] = await t.app.db
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, lucia.user.id));
    expect(row?.mpUserId).toMatch(/^\d+$/);
    expect(row?.expiresAt).toBeInstanceOf(Date);
    // The stand-in's tokens are `APP_USR-…-<user id>` and `TG-…-<user id>`: none is stored as it is.
    const exchange = stand.requests.filter((r) => r.path === '/oauth/token').at(-1);
    expect(exchange?.body.grant_type).toBe('authorization_code');
    const stored = JSON.stringify(
      (await t.app.db.execute(sql`select * from mercadopago_collectors`)) as unknown as object,
    );
    expect(stored).not.toMatch(/APP_USR-|TG-/);
    expect(row?.accessTokenEnc).toMatch(/^v1\./);

    const status = (await as(lucia, 'GET', '/api/payout/status')).json().data;
    expect(status.mercadoPago).toEqual({ connected: true });
  });

  it('refuses an altered state without storing anything', async () => {
    const link = (await as(marta, 'POST', '/api/payout/mercadopago/connect')).json().data.url as string;
    const state = new URL(link).searchParams.get('state') as string;
    const redirectUri = `${t.config.publicUrl}/api/payout/mercadopago/callback`;
    const altered = `${state.slice(0, -2)}xx`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payout/mercadopago/callback?code=${stand.authorize(redirectUri)}&state=${encodeURIComponent(altered)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/billetera\/retirar\?mercadopago=error&motivo=/);
    const [row] = await t.app.db
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, marta.user.id));
    expect(row).toBeUndefined();
  });

  it('a guest gives by MercadoPago; the signed notification makes it succeed once, collected by the recipient', async () => {
    const gift = await aGroupGift(lucia, 5_000_000);
    const methods = (await as(null, 'GET', `/api/payment/methods?currency=ARS&giftId=${gift.id}`)).json().data
      .methods as { method: string }[];
    expect(methods.map((m) => m.method)).toEqual(['card', 'mercadopago']);

    const res = await guestPays(gift.id, 800_000);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      status: 'awaiting_funds',
      paidWith: 'mercadopago',
      instructions: { type: 'redirect', app: 'mercadopago', url: expect.stringMatching(/^https?:\/\//) },
    });
    const row = await paymentRow(p.id);
    expect(row.provider).toBe('mercadopago');
    const preferenceId = row.providerChargeId as string;
    // Created in Lucía's own account, with her token: she is the collector.
    const preference = stand.preference(preferenceId);
    const [collector] = await t.app.db
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, lucia.user.id));
    expect(String(preference?.collector_id)).toBe(collector?.mpUserId);

    // The giver pays at MercadoPago; its notification comes, twice, and a forged one too.
    const mpPayment = stand.pay(preferenceId, 'approved');
    const body = stand.notification(mpPayment, 'payment.created', 55_501, Number(collector?.mpUserId));
    const forged = await deliver(body, 'otro-secreto');
    expect(forged.statusCode).toBe(400);
    expect(
      (await t.app.db.execute(sql`select count(*)::int as n from provider_events`)) as unknown,
    ).toMatchObject({
      rows: [{ n: 0 }],
    });
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await deliver(body)).statusCode).toBe(200);
    await eventsApplied();

    const paid = await paymentRow(p.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount: 800_000, fee: standInFee(800_000) });
    const gifts = await t.app.db
      .select({ kind: ledgerTransfers.kind, key: ledgerTransfers.key })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.paymentId, p.id));
    expect(gifts.filter((g) => g.kind === 'gift')).toHaveLength(1);
    expect(gifts.some((g) => g.key === `payment:${p.id}:collected`)).toBe(true);

    // Lucía's wallet shows the gift; nothing of it waits in Detalle to be withdrawn: it is in her MercadoPago.
    const moves = (await as(lucia, 'GET', '/api/dashboard/transactionsUser')).json().data;
    expect(JSON.stringify(moves)).toContain(p.id);
    const balances = (await as(lucia, 'GET', '/api/dashboard/balanceUser')).json().data.balances as {
      currency: string;
      available: number;
      pending: number;
    }[];
    const ars = balances.find((b) => b.currency === 'ARS');
    expect(ars?.available ?? 0).toBe(0);
    expect(ars?.pending ?? 0).toBe(0);
    await expectLedgerConsistent(t.app);

    // Nor can it be given back from the wallet: it is in her MercadoPago account.
    const refund = await as(lucia, 'POST', `/api/payment/refund/${p.id}`, {}, key());
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toMatch(/se devuelve desde MercadoPago/);

    // A later notification of the same payment changes nothing.
    await deliver(stand.notification(mpPayment, 'payment.updated', 55_502, Number(collector?.mpUserId)));
    await eventsApplied();
    expect((await paymentRow(p.id)).status).toBe('succeeded');
  });

  it('a notification naming another account does not apply a payment that is not its own', async () => {
    const gift = await aGroupGift(lucia, 5_000_000);
    const p = (await guestPays(gift.id, 600_000)).json().data;
    const preferenceId = (await paymentRow(p.id)).providerChargeId as string;
    const mpPayment = stand.pay(preferenceId, 'approved');
    // Not signed over `user_id`: the platform's account cannot read Lucía's payment, so nothing happens.
    expect((await deliver(stand.notification(mpPayment, 'payment.created', 55_601))).statusCode).toBe(200);
    await eventsApplied();
    expect((await paymentRow(p.id)).status).toBe('awaiting_funds');
  });

  it('refreshes a token about to expire when it is used, and keeps the new one sealed', async () => {
    const soon = new Date(Date.now() + 24 * 3600_000);
    await t.app.db
      .update(mercadopagoCollectors)
      .set({ expiresAt: soon })
      .where(eq(mercadopagoCollectors.personId, lucia.user.id));
    const [before] = await t.app.db
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, lucia.user.id));
    const methods = (await as(null, 'GET', `/api/payment/methods?currency=ARS&to=${lucia.user.id}`)).json()
      .data.methods as { method: string }[];
    expect(methods.map((m) => m.method)).toContain('mercadopago');
    expect(stand.requests.filter((r) => r.path === '/oauth/token').at(-1)?.body.grant_type).toBe(
      'refresh_token',
    );
    const [after] = await t.app.db
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, lucia.user.id));
    expect(after?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 100 * 24 * 3600_000);
    expect(after?.accessTokenEnc).not.toBe(before?.accessTokenEnc);
    expect(after?.mpUserId).toBe(before?.mpUserId);
  });

  it("a gift never paid expires: its checkout is stopped in the recipient's account", async () => {
    const gift = await aGroupGift(lucia, 5_000_000);
    const p = (await guestPays(gift.id, 300_000)).json().data;
    const preferenceId = (await paymentRow(p.id)).providerChargeId as string;
    await expireNow(p.id);
    expect((await paymentRow(p.id)).status).toBe('expired');
    expect(stand.preference(preferenceId)?.expiration_date_to).toBeDefined();
    expect(Date.parse(String(stand.preference(preferenceId)?.expiration_date_to))).toBeLessThanOrEqual(
      Date.now(),
    );
  });

  it('will not disconnect while a MercadoPago gift is open; then disconnects', async () => {
    const gift = await aGroupGift(lucia, 5_000_000);
    const p = (await guestPays(gift.id, 300_000)).json().data;
    const refused = await as(lucia, 'POST', '/api/payout/mercadopago/disconnect');
    expect(refused.statusCode).toBe(409);
    await expireNow(p.id);
    // The one from "another account" above is still open too.
    const others = await t.app.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.status, 'awaiting_funds'));
    for (const o of others) await expireNow(o.id);
    const res = await as(lucia, 'POST', '/api/payout/mercadopago/disconnect');
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(lucia, 'GET', '/api/payout/status')).json().data.mercadoPago).toEqual({
      connected: false,
    });
    await expectLedgerConsistent(t.app);
  });
});
