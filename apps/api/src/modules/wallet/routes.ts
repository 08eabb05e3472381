import {
  balanceSchema,
  bankSaveSchema,
  cardSaveSchema,
  cardSetupSchema,
  dataEnvelope,
  type GuestPayment,
  guestConfirmSchema,
  guestPaymentInputSchema,
  guestPaymentSchema,
  guestReceiptQuery,
  monthlyQuery,
  monthlySchema,
  movementSchema,
  movementsQuery,
  onboardSchema,
  PAYMENT_CURRENCIES,
  type Payment,
  pageEnvelope,
  paginationQuery,
  paymentConfirmSchema,
  paymentInputSchema,
  paymentMethodSchema,
  paymentSchema,
  payoutInputSchema,
  payoutQuoteQuery,
  payoutQuoteSchema,
  payoutSchema,
  payoutStatusSchema,
  refundInputSchema,
  TEST_FEE_BASIS_POINTS,
  walletConfigSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import {
  CARD_SAVES_PER_ACCOUNT,
  GUEST_PAYMENTS_PER_ADDRESS,
  GUEST_PAYMENTS_PER_EMAIL,
  PAYMENTS_PER_ACCOUNT,
  PAYOUTS_PER_ACCOUNT,
} from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import {
  guestIdempotencyScope,
  hashGuestToken,
  idempotencyHeaders,
  idempotencyKeyOf,
  idempotent,
  receiveWebhook,
  registerPaymentPurpose,
} from '../payments/index.js';
import { giftPurpose } from './gift-purpose.js';
import { confirmGuestPayment, createGuestPayment, guestReceipt } from './guest-payments.js';
import {
  getMethod,
  listMethods,
  removeMethod,
  saveBank,
  saveCard,
  setDefaultMethod,
  startCardSetup,
} from './methods.js';
import { balanceOf, listMethodMovements, listMovements, monthly } from './movements.js';
import { createPayout, onboard, payoutStatus, quotePayout } from './payouts.js';
import { paymentView, payoutView } from './receipts.js';
import { cancelPayment, confirmPayment, createPayment, refundPayment } from './service.js';

const tags = ['billetera'];

/** Stripe's client secret is never stored with a replayable answer: `payment/get/{id}` reads it fresh. */
const withoutSecret = (p: Payment): Payment =>
  p.nextAction?.type === 'stripe' ? { ...p, nextAction: null } : p;
const security = [{ typeToken: [] }];
const idParams = z.object({ id: z.string().max(64) });

/**
 * The wallet (seed: `dashboard/balanceUser`, `dashboard/transactionsUser`; the card, payment and payout calls
 * are ours, in the seed's `noun/verb` style). Calls that move money take an `Idempotency-Key` header.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentPurpose(app, 'gift', giftPurpose);

  // Webhooks: the provider's signature over the exact bytes it sent, so the body stays raw here.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/webhook/stripe',
      { schema: { tags, summary: 'Avisos de Stripe (firmados)', hide: true } },
      async (request) => {
        const parse = app.payments.parseWebhook;
        if (app.payments.name !== 'stripe' || !parse) throw new AppError('NOT_FOUND');
        // No body at all (no content type) is an empty one: refused by the signature, never a crash.
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = parse.call(app.payments, { rawBody, headers: request.headers });
        return { data: await receiveWebhook(app, event) };
      },
    );
  });

  // Guests (no account) chip in to a gift of a public list; their receipt is reached by its token.
  await app.register(async (scope) => {
    const open = scope.withTypeProvider<ZodTypeProvider>();
    /** Neither the browser's token nor Stripe's client secret is kept with a replayable answer. */
    const replayable = (p: GuestPayment): GuestPayment => ({
      ...p,
      token: undefined,
      nextAction: p.nextAction?.type === 'stripe' ? null : p.nextAction,
    });
    open.get(
      '/wallet/config',
      {
        schema: {
          tags,
          summary: 'Cómo se paga aquí: proveedor y modo de prueba (también sin cuenta)',
          response: { 200: dataEnvelope(walletConfigSchema) },
        },
      },
      async () => ({
        data: {
          provider: app.payments.name,
          testMode: app.payments.testMode,
          stripePublishableKey: app.payments.publishableKey,
          currencies: [...PAYMENT_CURRENCIES],
          feeBasisPoints: TEST_FEE_BASIS_POINTS,
        },
      }),
    );

    open.post(
      '/payment/guest',
      {
        schema: {
          tags,
          summary: 'Aportar dinero a un regalo sin cuenta (lista pública)',
          headers: idempotencyHeaders,
          body: guestPaymentInputSchema,
          response: { 200: dataEnvelope(guestPaymentSchema) },
        },
      },
      async (request) => {
        const key = idempotencyKeyOf(request.headers);
        const { email } = request.body;
        const run = async () => {
          await app.rateLimit.hit(`guest-payment:ip:${request.address}`, GUEST_PAYMENTS_PER_ADDRESS);
          // The e-mail as a hash: rate-limit keys are no place for personal data.
          await app.rateLimit.hit(`guest-payment:email:${hashGuestToken(email)}`, GUEST_PAYMENTS_PER_EMAIL);
          return createGuestPayment(app, request.body, key);
        };
        return {
          data: await idempotent(
            app,
            {
              scope: guestIdempotencyScope(email),
              key,
              operation: 'payment/guest',
              body: request.body,
              keep: replayable,
            },
            run,
          ),
        };
      },
    );
    open.get(
      '/payment/guest/get/:id',
      {
        schema: {
          tags,
          summary: 'El justificante de una aportación sin cuenta (con el enlace del correo)',
          params: idParams,
          querystring: guestReceiptQuery,
          response: { 200: dataEnvelope(guestPaymentSchema) },
        },
      },
      async (request) => ({ data: await guestReceipt(app, request.params.id, request.query.token) }),
    );
    open.post(
      '/payment/guest/confirm/:id',
      {
        schema: {
          tags,
          summary: 'Terminar (o rechazar) la confirmación del banco de una aportación sin cuenta',
          params: idParams,
          body: guestConfirmSchema,
          response: { 200: dataEnvelope(guestPaymentSchema) },
        },
      },
      async (request) => ({
        data: await confirmGuestPayment(app, request.params.id, request.body.token, request.body.approve),
      }),
    );
  });

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/dashboard/balanceUser',
      {
        schema: {
          tags,
          security,
          summary: 'Mi saldo por moneda: disponible y pendiente',
          response: { 200: dataEnvelope(balanceSchema) },
        },
      },
      async (request) => ({ data: await balanceOf(app, currentUser(request).id) }),
    );
    authed.get(
      '/dashboard/transactionsUser',
      {
        schema: {
          tags,
          security,
          summary: 'Mis movimientos, los más recientes primero',
          querystring: movementsQuery,
          response: { 200: pageEnvelope(movementSchema) },
        },
      },
      async (request) => ({ data: await listMovements(app, currentUser(request).id, request.query) }),
    );
    authed.get(
      '/dashboard/monthlyUser',
      {
        schema: {
          tags,
          security,
          summary: 'Dinero recibido y enviado por mes (últimos 12 meses)',
          querystring: monthlyQuery,
          response: { 200: dataEnvelope(z.array(monthlySchema)) },
        },
      },
      async (request) => ({ data: await monthly(app, currentUser(request).id, request.query.currency) }),
    );

    // Saved cards and bank accounts.
    authed.get(
      '/card/getAll',
      {
        schema: {
          tags,
          security,
          summary: 'Mis tarjetas y cuentas',
          response: { 200: dataEnvelope(z.array(paymentMethodSchema)) },
        },
      },
      async (request) => ({ data: await listMethods(app, currentUser(request).id) }),
    );
    authed.get(
      '/card/get/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Una de mis tarjetas o cuentas',
          params: idParams,
          response: { 200: dataEnvelope(paymentMethodSchema) },
        },
      },
      async (request) => ({ data: await getMethod(app, currentUser(request).id, request.params.id) }),
    );
    authed.get(
      '/card/payments/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Pagos hechos con una tarjeta, o retiradas a una cuenta',
          params: idParams,
          querystring: paginationQuery,
          response: { 200: pageEnvelope(movementSchema) },
        },
      },
      async (request) => ({
        data: await listMethodMovements(app, currentUser(request).id, request.params.id, request.query),
      }),
    );
    authed.post(
      '/card/setup',
      {
        schema: {
          tags,
          security,
          summary: 'Empezar a guardar una tarjeta (Stripe)',
          response: { 200: dataEnvelope(cardSetupSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimit.hit(`card:account:${user.id}`, CARD_SAVES_PER_ACCOUNT);
        return { data: await startCardSetup(app, user.id) };
      },
    );
    authed.post(
      '/card/save',
      {
        schema: {
          tags,
          security,
          summary: 'Guardar una tarjeta',
          body: cardSaveSchema,
          response: { 200: dataEnvelope(paymentMethodSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimit.hit(`card:account:${user.id}`, CARD_SAVES_PER_ACCOUNT);
        return { data: await saveCard(app, user.id, request.body) };
      },
    );
    authed.put(
      '/card/default/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Elegir la tarjeta o cuenta principal',
          params: idParams,
          response: { 200: dataEnvelope(paymentMethodSchema) },
        },
      },
      async (request) => ({ data: await setDefaultMethod(app, currentUser(request).id, request.params.id) }),
    );
    authed.delete(
      '/card/delete/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Quitar una tarjeta o cuenta',
          params: idParams,
          response: { 200: dataEnvelope(z.object({ id: z.string() })) },
        },
      },
      async (request) => ({ data: await removeMethod(app, currentUser(request).id, request.params.id) }),
    );
    authed.post(
      '/bank/save',
      {
        schema: {
          tags,
          security,
          summary: 'Guardar la cuenta donde recibir el dinero',
          body: bankSaveSchema,
          response: { 200: dataEnvelope(paymentMethodSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimit.hit(`payout:account:${user.id}`, PAYOUTS_PER_ACCOUNT);
        return { data: await saveBank(app, user.id, request.body) };
      },
    );

    // Payments.
    authed.post(
      '/payment/save',
      {
        schema: {
          tags,
          security,
          summary: 'Enviar dinero a una persona (con tarjeta)',
          headers: idempotencyHeaders,
          body: paymentInputSchema,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const key = idempotencyKeyOf(request.headers);
        const run = async () => {
          await app.rateLimit.hit(`payment:account:${user.id}`, PAYMENTS_PER_ACCOUNT);
          return createPayment(app, user.id, request.body, key);
        };
        return {
          data: await idempotent(
            app,
            { scope: user.id, key, operation: 'payment/save', body: request.body, keep: withoutSecret },
            run,
          ),
        };
      },
    );
    authed.get(
      '/payment/get/:id',
      {
        schema: {
          tags,
          security,
          summary: 'El justificante de un pago',
          params: idParams,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (request) => ({ data: await paymentView(app, currentUser(request).id, request.params.id) }),
    );
    authed.post(
      '/payment/confirm/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Terminar (o rechazar) la confirmación de un pago',
          params: idParams,
          body: paymentConfirmSchema,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (request) => ({
        data: await confirmPayment(app, currentUser(request).id, request.params.id, request.body.approve),
      }),
    );
    authed.post(
      '/payment/cancel/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cancelar un pago que espera confirmación',
          params: idParams,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (request) => ({ data: await cancelPayment(app, currentUser(request).id, request.params.id) }),
    );
    authed.post(
      '/payment/refund/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Devolver un pago (entero o en parte)',
          params: idParams,
          headers: idempotencyHeaders,
          body: refundInputSchema,
          response: { 200: dataEnvelope(paymentSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const key = idempotencyKeyOf(request.headers);
        const body = { id: request.params.id, ...request.body };
        const run = async () => {
          await app.rateLimit.hit(`payment:account:${user.id}`, PAYMENTS_PER_ACCOUNT);
          return refundPayment(app, user.id, request.params.id, request.body.amount, key);
        };
        return {
          data: await idempotent(
            app,
            { scope: user.id, key, operation: 'payment/refund', body, keep: withoutSecret },
            run,
          ),
        };
      },
    );

    // Payouts.
    authed.get(
      '/payout/status',
      {
        schema: {
          tags,
          security,
          summary: 'Si puedo retirar dinero y a qué cuentas',
          response: { 200: dataEnvelope(payoutStatusSchema) },
        },
      },
      async (request) => ({ data: await payoutStatus(app, currentUser(request).id) }),
    );
    authed.post(
      '/payout/onboard',
      {
        schema: {
          tags,
          security,
          summary: 'Completar mis datos con el proveedor de pagos',
          response: { 200: dataEnvelope(onboardSchema) },
        },
      },
      async (request) => ({ data: await onboard(app, currentUser(request).id) }),
    );
    authed.get(
      '/payout/quote',
      {
        schema: {
          tags,
          security,
          summary: 'Cuánto cuesta una retirada y cuándo llega',
          querystring: payoutQuoteQuery,
          response: { 200: dataEnvelope(payoutQuoteSchema) },
        },
      },
      async (request) => ({ data: quotePayout(app, request.query.amount, request.query.currency) }),
    );
    authed.post(
      '/payout/save',
      {
        schema: {
          tags,
          security,
          summary: 'Retirar dinero a mi cuenta',
          headers: idempotencyHeaders,
          body: payoutInputSchema,
          response: { 200: dataEnvelope(payoutSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const key = idempotencyKeyOf(request.headers);
        const run = async () => {
          await app.rateLimit.hit(`payout:account:${user.id}`, PAYOUTS_PER_ACCOUNT);
          return createPayout(app, user.id, request.body, key);
        };
        return {
          data: await idempotent(
            app,
            { scope: user.id, key, operation: 'payout/save', body: request.body },
            run,
          ),
        };
      },
    );
    authed.get(
      '/payout/get/:id',
      {
        schema: {
          tags,
          security,
          summary: 'El justificante de una retirada',
          params: idParams,
          response: { 200: dataEnvelope(payoutSchema) },
        },
      },
      async (request) => ({ data: await payoutView(app, currentUser(request).id, request.params.id) }),
    );
  });
};

export default routes;
