import {
  donationExportQuery,
  donorDeclarationQuery,
  pageEnvelope,
  paginationQuery,
  receivedDonationSchema,
} from '@detalle/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { exportDeclaration } from '../declaration.js';
import { exportDonations, receivedDonations } from '../received.js';

const csvAnswer = {
  description: 'CSV (RFC 4180, UTF-8 con BOM).',
  content: { 'text/csv': { schema: z.string() } },
};

/** A CSV to download, kept by no cache. */
const csvFile = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);

/** The ONG's "Donaciones recibidas", and a year of them as CSV for its declaration. */
const receivedRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'signed-in' });

  app.get(
    '/ong/donations',
    {
      schema: {
        summary: 'Donaciones recibidas por mi ONG, las más recientes primero',
        querystring: paginationQuery,
        response: { 200: pageEnvelope(receivedDonationSchema) },
      },
    },
    async (request) => ({ data: await receivedDonations(app, currentUser(request).id, request.query) }),
  );
  app.get(
    '/ong/donations/export',
    {
      schema: {
        summary: 'Las donaciones de un año en CSV, para la declaración de la ONG',
        querystring: donationExportQuery,
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) =>
      csvFile(
        reply,
        `donaciones-${request.query.year}.csv`,
        await exportDonations(app, currentUser(request).id, request.query.year),
      ),
  );
  app.get(
    '/ong/donations/donors',
    {
      schema: {
        summary: 'Los donantes de un año para el Modelo 182: uno por NIF, con provincia y recurrencia (CSV)',
        querystring: donorDeclarationQuery,
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) =>
      csvFile(
        reply,
        `donantes-modelo-182-${request.query.year}.csv`,
        await exportDeclaration(app, currentUser(request).id, request.query.year),
      ),
  );
};

export default receivedRoutes;
