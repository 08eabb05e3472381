import { dataEnvelope, donationConfirmBody, donationSchema, donationTokenQuery } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { donationCertificate } from '../certificate.js';
import { confirmDonation, getDonation } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });

/** The donor's donation, its bank's confirmation step and its certificate: signed in, or a guest by its token. */
const donorRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'anyone' });

  app.get(
    '/donation/get/:id',
    {
      schema: {
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
      schema: {
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
      schema: {
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
};

export default donorRoutes;
