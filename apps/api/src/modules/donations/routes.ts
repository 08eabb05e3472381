import {
  type Donation,
  dataEnvelope,
  donationConfirmBody,
  donationExportQuery,
  donationInputSchema,
  donationSchema,
  donationTokenQuery,
  guestDonationInputSchema,
  pageEnvelope,
  paginationQuery,
  receivedDonationSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_PAYMENTS_PER_ADDRESS, GUEST_PAYMENTS_PER_EMAIL, PAYMENTS_PER_ACCOUNT } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import {
  guestIdempotencyScope,
  hashGuestToken,
  idempotencyHeaders,
  idempotencyKeyOf,
  idempotent,
  registerPaymentPurpose,
} from '../payments/index.js';
import { donationCertificate } from './certificate.js';
import { donationPurpose } from './purpose.js';
import { exportDonations, receivedDonations } from './received.js';
import { confirmDonation, createDonation, createGuestDonation, getDonation } from './service.js';

const tags = ['ong'];
const security = [{ typeToken: [] }];
const idParams = z.object({ id: z.string().max(64) });
/** Neither the browser's token nor Stripe's client secret is kept with a replayable answer. */
const replayable = (d: Donation): Donation => ({
  ...d,
  token: undefined,
  nextAction: d.nextAction?.type === 'stripe' ? null : d.nextAction,
});

/**
 * Donations to verified ONGs: giving (signed in or as a guest, `Idempotency-Key` like every call
 * that moves money), the donor's view and certificate, and the ONG's "Donaciones recibidas" and CSV export.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentPurpose(app, 'donation', donationPurpose);
  app.post(
    '/donation/guest',
    {
      schema: {
        tags,
        summary: 'Donar a una ONG verificada sin cuenta',
        headers: idempotencyHeaders,
        body: guestDonationInputSchema,
        response: { 200: dataEnvelope(donationSchema) },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers);
      const { email } = request.body;
      const run = async () => {
        // The same budget as guests' payments: card testing through either form counts together.
        await app.rateLimit.hit(`guest-payment:ip:${request.address}`, GUEST_PAYMENTS_PER_ADDRESS);
        await app.rateLimit.hit(`guest-payment:email:${hashGuestToken(email)}`, GUEST_PAYMENTS_PER_EMAIL);
        return createGuestDonation(app, request.body, key);
      };
      return {
        data: await idempotent(
          app,
          {
            scope: guestIdempotencyScope(email),
            key,
            operation: 'donation/guest',
            body: request.body,
            keep: replayable,
          },
          run,
        ),
      };
    },
  );
  app.get(
    '/donation/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Una donación mía (o, sin cuenta, con el enlace del correo)',
        params: idParams,
        querystring: donationTokenQuery,
        response: { 200: dataEnvelope(donationSchema) },
      },
    },
    async (request) => ({
      data: await getDonation(app, request.user?.id ?? null, request.params.id, request.query.token),
    }),
  );
  app.post(
    '/donation/confirm/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Terminar (o rechazar) la confirmación del banco de una donación',
        params: idParams,
        body: donationConfirmBody,
        response: { 200: dataEnvelope(donationSchema) },
      },
    },
    async (request) => ({
      data: await confirmDonation(
        app,
        request.user?.id ?? null,
        request.params.id,
        request.body.token,
        request.body.approve,
      ),
    }),
  );
  app.get(
    '/donation/certificate/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'El certificado de una donación (PDF)',
        params: idParams,
        querystring: donationTokenQuery,
        response: {
          200: {
            description: 'El certificado de donación en PDF.',
            content: { 'application/pdf': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await donationCertificate(
        app,
        request.user?.id ?? null,
        request.params.id,
        request.query.token,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificado-donacion-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(Buffer.from(bytes) as unknown as string);
    },
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);
    authed.post(
      '/donation/save',
      {
        schema: {
          tags,
          security,
          summary: 'Donar a una ONG verificada con una tarjeta guardada',
          headers: idempotencyHeaders,
          body: donationInputSchema,
          response: { 200: dataEnvelope(donationSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const key = idempotencyKeyOf(request.headers);
        const run = async () => {
          await app.rateLimit.hit(`payment:account:${user.id}`, PAYMENTS_PER_ACCOUNT);
          return createDonation(app, user.id, request.body, key);
        };
        return {
          data: await idempotent(
            app,
            { scope: user.id, key, operation: 'donation/save', body: request.body, keep: replayable },
            run,
          ),
        };
      },
    );
    authed.get(
      '/ong/donations',
      {
        schema: {
          tags,
          security,
          summary: 'Donaciones recibidas por mi ONG, las más recientes primero',
          querystring: paginationQuery,
          response: { 200: pageEnvelope(receivedDonationSchema) },
        },
      },
      async (request) => ({ data: await receivedDonations(app, currentUser(request).id, request.query) }),
    );
    authed.get(
      '/ong/donations/export',
      {
        schema: {
          tags,
          security,
          summary: 'Las donaciones de un año en CSV, para la declaración de la ONG',
          querystring: donationExportQuery,
          response: {
            200: {
              description: 'CSV (RFC 4180, UTF-8 con BOM).',
              content: { 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const csv = await exportDonations(app, currentUser(request).id, request.query.year);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="donaciones-${request.query.year}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  });
};

export default routes;
