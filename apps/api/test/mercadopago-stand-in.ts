import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for MercadoPago's API, for the tests: the endpoints the provider uses, spoken as the official
 * SDK expects (JSON bodies, `Authorization: Bearer`, `X-Idempotency-Key`, errors as `{ message, error, status }`
 * with MercadoPago's statuses, so the SDK raises its own error classes).
 *
 * - Checkout Pro preferences: create, get, update, search by `external_reference`.
 * - Payments: search by `external_reference`, get, cancel (`PUT status: cancelled`); refunds.
 * - OAuth: `POST /oauth/token` exchanges a code (`authorize` plays the recipient accepting at MercadoPago) or a
 *   refresh token for an account's tokens. Each access token is an account (a collector): what one creates,
 *   another cannot see.
 * - A POST or PUT with an `X-Idempotency-Key` seen before replays the first answer; the same key with another
 *   body is a 409. A 500 is not remembered.
 * - `pay` plays the giver at the checkout (a card approved or refused, a cash ticket waiting); `setOutage`
 *   answers 500 to everything or drops every connection; `requests` records each call for assertions.
 *
 * The SDK is pointed here with the provider's `apiUrl` option. Webhook deliveries are built by `notification`
 * and signed by `signature`, as MercadoPago does (HMAC-SHA256 of `id:…;request-id:…;ts:…;`).
 */

type Json = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Json;
};

class Failure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error = status === 404 ? 'not_found' : 'bad_request',
  ) {
    super(message);
  }
}

/** The stand-in's MercadoPago fee: 4.99 % of the amount, rounded to cents, paid by the collector. */
export const standInFee = (amount: number) => Math.round(amount * 4.99) / 100;

const PLATFORM_USER = 100_000;
const now = () => new Date().toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function startMercadoPagoStandIn(opts: {
  accessToken: string;
  clientId: string;
  clientSecret: string;
}) {
  /** Access token → the account (user id) it acts for. */
  const accounts = new Map<string, number>([[opts.accessToken, PLATFORM_USER]]);
  const refreshTokens = new Map<string, number>();
  const codes = new Map<string, { userId: number; redirectUri: string }>();
  const preferences = new Map<string, Json & { collector_id: number }>();
  const payments = new Map<string, Json & { collector_id: number }>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  let outage: 'error' | 'close' | null = null;
  let nextUser = PLATFORM_USER + 1;
  let nextPayment = 1_000_000_001;
  let nextRefund = 5_000_000_001;

  const preferenceOf = (collector: number, id: string) => {
    const found = preferences.get(id);
    if (!found || found.collector_id !== collector) throw new Failure(404, 'preference not found');
    return found;
  };
  const paymentOf = (collector: number, id: string) => {
    const found = payments.get(id);
    if (!found || found.collector_id !== collector) throw new Failure(404, 'Payment not found');
    return found;
  };

  function issueTokens(userId: number): Json {
    const accessToken = `APP_USR-${randomBytes(12).toString('hex')}-${userId}`;
    const refreshToken = `TG-${randomBytes(12).toString('hex')}-${userId}`;
    accounts.set(accessToken, userId);
    refreshTokens.set(refreshToken, userId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 15_552_000,
      scope: 'offline_access read write',
      user_id: userId,
      refresh_token: refreshToken,
      public_key: `APP_USR-${randomUUID()}`,
      live_mode: false,
    };
  }

  const routes: [string, RegExp, (collector: number, match: string[], body: Json, q: Json) => Json][] = [
    [
      'POST',
      /^\/checkout\/preferences\/?$/,
      (collector, _m, body) => {
        const items = Array.isArray(body.items) ? (body.items as Json[]) : [];
        if (items.length === 0) throw new Failure(400, 'items needed');
        for (const item of items) {
          if (typeof item.unit_price !== 'number' || item.unit_price <= 0)
            throw new Failure(400, 'unit_price invalid');
          // As MercadoPago: Colombian and Chilean pesos take no decimals.
          if (['COP', 'CLP'].includes(String(item.currency_id)) && !Number.isInteger(item.unit_price))
            throw new Failure(
              400,
              `Prices in ${item.currency_id} currency must be expressed with integer values`,
            );
        }
        if (body.auto_return && !(body.back_urls as Json | undefined)?.success)
          throw new Failure(400, 'auto_return invalid. back_url.success must be defined');
        const id = `${collector}-${randomUUID()}`;
        const preference = {
          ...body,
          id,
          collector_id: collector,
          client_id: opts.clientId,
          date_created: now(),
          init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        };
        preferences.set(id, preference);
        return preference;
      },
    ],
    [
      'GET',
      /^\/checkout\/preferences\/search$/,
      (collector, _m, _b, q) => {
        const elements = [...preferences.values()].filter(
          (p) =>
            p.collector_id === collector &&
            (q.external_reference === undefined || p.external_reference === q.external_reference),
        );
        return { elements, total: elements.length, next_offset: elements.length };
      },
    ],
    ['GET', /^\/checkout\/preferences\/([^/]+)$/, (collector, [id]) => preferenceOf(collector, id as string)],
    [
      'PUT',
      /^\/checkout\/preferences\/([^/]+)$/,
      (collector, [id], body) => Object.assign(preferenceOf(collector, id as string), body, { id }),
    ],
    [
      'GET',
      /^\/v1\/payments\/search$/,
      (collector, _m, _b, q) => {
        const results = [...payments.values()]
          .filter(
            (p) =>
              p.collector_id === collector &&
              (q.external_reference === undefined || p.external_reference === q.external_reference),
          )
          .sort((a, b) => String(b.date_created).localeCompare(String(a.date_created)));
        if (q.criteria === 'asc') results.reverse();
        return { paging: { total: results.length, limit: 30, offset: 0 }, results };
      },
    ],
    ['GET', /^\/v1\/payments\/(\d+)$/, (collector, [id]) => paymentOf(collector, id as string)],
    [
      'PUT',
      /^\/v1\/payments\/(\d+)$/,
      (collector, [id], body) => {
        const payment = paymentOf(collector, id as string);
        if (body.status !== 'cancelled') throw new Failure(400, 'only status cancelled is supported here');
        if (!['pending', 'in_process', 'authorized'].includes(String(payment.status)))
          throw new Failure(400, `Payment in status ${payment.status} cannot be cancelled`);
        return Object.assign(payment, {
          status: 'cancelled',
          status_detail: 'by_collector',
          date_last_updated: now(),
        });
      },
    ],
    [
      'POST',
      /^\/v1\/payments\/(\d+)\/refunds$/,
      (collector, [id], body) => {
        const payment = paymentOf(collector, id as string);
        if (payment.status !== 'approved') throw new Failure(400, 'Payment not refundable');
        const total = payment.transaction_amount as number;
        const refunded = (payment.transaction_amount_refunded as number) ?? 0;
        const left = Math.round((total - refunded) * 100) / 100;
        const amount = typeof body.amount === 'number' ? body.amount : left;
        if (amount <= 0 || amount > left) throw new Failure(400, 'Invalid refund amount');
        payment.transaction_amount_refunded = Math.round((refunded + amount) * 100) / 100;
        if (payment.transaction_amount_refunded === total) payment.status = 'refunded';
        const refund = {
          id: nextRefund++,
          payment_id: Number(id),
          amount,
          status: 'approved',
          date_created: now(),
          source: { id: String(collector), name: 'collector', type: 'collector' },
        };
        (payment.refunds as Json[]).push(refund);
        return refund;
      },
    ],
    [
      'POST',
      /^\/oauth\/token$/,
      (_c, _m, body) => {
        if (body.client_id !== opts.clientId || body.client_secret !== opts.clientSecret)
          throw new Failure(400, 'invalid client_id or client_secret', 'invalid_client');
        if (body.grant_type === 'authorization_code') {
          const code = codes.get(String(body.code));
          if (!code || code.redirectUri !== body.redirect_uri)
            throw new Failure(400, 'Invalid authorization code', 'invalid_grant');
          codes.delete(String(body.code));
          return issueTokens(code.userId);
        }
        if (body.grant_type === 'refresh_token') {
          const userId = refreshTokens.get(String(body.refresh_token));
          if (userId === undefined) throw new Failure(400, 'Invalid refresh token', 'invalid_grant');
          refreshTokens.delete(String(body.refresh_token));
          return issueTokens(userId);
        }
        throw new Failure(400, 'unsupported grant_type', 'unsupported_grant_type');
      },
    ],
  ];

  function answer(method: string, path: string, token: string | null, body: Json, query: Json) {
    // The OAuth exchange is the application's, whoever's token comes with it.
    const collector = token ? accounts.get(token) : undefined;
    if (collector === undefined && path !== '/oauth/token')
      return {
        status: 401,
        body: JSON.stringify({ message: 'invalid access token', error: 'unauthorized', status: 401 }),
      };
    for (const [m, pattern, run] of routes) {
      const match = method === m ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        const status = method === 'POST' ? 201 : 200;
        return { status, body: JSON.stringify(run(collector ?? 0, match.slice(1), body, query)) };
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return {
          status: error.status,
          body: JSON.stringify({
            message: error.message,
            error: error.error,
            status: error.status,
            cause: [],
          }),
        };
      }
    }
    return {
      status: 404,
      body: JSON.stringify({ message: `no route ${method} ${path}`, error: 'not_found', status: 404 }),
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const body = raw ? (JSON.parse(raw) as Json) : {};
    const query = Object.fromEntries(url.searchParams);
    const key = text(req.headers['x-idempotency-key']) ?? null;
    const authorization = text(req.headers.authorization) ?? null;
    requests.push({ method, path: url.pathname, query, idempotencyKey: key, authorization, body });
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload);
    };
    if (outage === 'close') {
      req.socket.destroy();
      return;
    }
    if (outage === 'error') {
      send(500, JSON.stringify({ message: 'internal_error', error: 'internal_error', status: 500 }));
      return;
    }
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    if (method !== 'GET' && key) {
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      const seen = idempotent.get(`${token} ${key}`);
      if (seen && seen.fingerprint !== fingerprint) {
        send(
          409,
          JSON.stringify({ message: 'idempotency key already used', error: 'conflict', status: 409 }),
        );
        return;
      }
      if (seen) {
        send(seen.status, seen.body);
        return;
      }
      const result = answer(method, url.pathname, token, body, query);
      if (result.status < 500) idempotent.set(`${token} ${key}`, { fingerprint, ...result });
      send(result.status, result.body);
      return;
    }
    const result = answer(method, url.pathname, token, body, query);
    send(result.status, result.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: error.message, error: 'internal_error', status: 500 }));
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
    preference: (id: string) => preferences.get(id),
    payment: (id: string) => payments.get(id),
    count: (kind: 'preference' | 'payment') => (kind === 'preference' ? preferences.size : payments.size),
    /**
     * Plays the giver at the checkout of a preference: a payment with this status (`approved`, `rejected` with
     * a `status_detail`, `pending` for a cash ticket…) for the preference's amount unless given.
     */
    pay(
      preferenceId: string,
      status: string,
      extra: { statusDetail?: string; amount?: number; paymentType?: string } = {},
    ): string {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const item = (preference.items as Json[])[0] as Json;
      const amount = extra.amount ?? (item.unit_price as number);
      const id = String(nextPayment++);
      const ticket = status === 'pending';
      const fees: Json[] = [];
      if (status === 'approved') {
        fees.push({ type: 'mercadopago_fee', amount: standInFee(amount), fee_payer: 'collector' });
        if (typeof preference.marketplace_fee === 'number')
          fees.push({ type: 'application_fee', amount: preference.marketplace_fee, fee_payer: 'collector' });
      }
      payments.set(id, {
        id: Number(id),
        collector_id: preference.collector_id,
        status,
        status_detail:
          extra.statusDetail ??
          (status === 'approved' ? 'accredited' : status === 'pending' ? 'pending_waiting_payment' : status),
        currency_id: item.currency_id,
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        external_reference: preference.external_reference,
        payment_type_id: extra.paymentType ?? (ticket ? 'ticket' : 'credit_card'),
        // Distinct, increasing creation times, so "newest first" is well defined.
        date_created: new Date(Date.now() + payments.size).toISOString(),
        fee_details: fees,
        transaction_details: {
          external_resource_url: ticket ? `https://www.mercadopago.com.ar/payments/${id}/ticket` : null,
          net_received_amount: status === 'approved' ? amount - standInFee(amount) : 0,
        },
        refunds: [],
      });
      return id;
    },
    /** A payment's status changes (the ticket is paid, a review ends). */
    setStatus(paymentId: string, status: string, statusDetail = status) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      Object.assign(payment, { status, status_detail: statusDetail });
      if (status === 'approved') {
        const amount = payment.transaction_amount as number;
        payment.fee_details = [
          { type: 'mercadopago_fee', amount: standInFee(amount), fee_payer: 'collector' },
        ];
      }
    },
    /** Plays a recipient accepting Detalle's application at MercadoPago: the code sent back to `redirectUri`. */
    authorize(redirectUri: string) {
      const code = `TG-${randomBytes(10).toString('hex')}`;
      codes.set(code, { userId: nextUser++, redirectUri });
      return code;
    },
    /** A webhook body as MercadoPago sends it about a payment. */
    notification(paymentId: string, action = 'payment.updated', id = Math.floor(Math.random() * 1e11)) {
      return JSON.stringify({
        action,
        api_version: 'v1',
        data: { id: paymentId },
        date_created: now(),
        id,
        live_mode: false,
        type: 'payment',
        user_id: String(PLATFORM_USER),
      });
    },
    /** The `x-signature` MercadoPago would send: `ts=<seconds>,v1=<HMAC-SHA256 of the manifest>`. */
    signature(dataId: string, requestId: string, secret: string, ts = Math.floor(Date.now() / 1000)) {
      // A part whose value is missing is left out of the manifest.
      const manifest = `${dataId ? `id:${dataId};` : ''}request-id:${requestId};ts:${ts};`;
      return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
