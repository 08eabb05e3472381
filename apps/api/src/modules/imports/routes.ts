import {
  copyImportedSchema,
  dataEnvelope,
  importBody,
  importCreatedSchema,
  importSchema,
  listExportQuery,
  listsCopyOutSchema,
  listsCopySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';
import { routeGroup } from '../../plugins/route-group.js';
import { exportListsCsv, exportListsJson, importListsCopy } from './copy.js';
import { createImport, findImport, type ImportReader, processImport } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/** An import's text is a file of up to 2 MB (`MAX_IMPORT_CHARS`); JSON escapes its quotes, hence the room. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
const COPY_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * "Importar regalos" into a list, and one's lists copied out (CSV or JSON) and back in. The import's job reads
 * pages through the scanner the app hands in (`reader`).
 */
const importRoutes: FastifyPluginAsyncZod<{ reader: ImportReader }> = async (app, opts) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.jobs.work<{ importId: string }>(QUEUES.processImport, ({ importId }) =>
    processImport(app, opts.reader, importId),
  );

  app.post(
    '/list/import/:id',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary:
          'Importar regalos a mi lista (id: la lista) desde enlaces, un CSV o la página guardada de una tienda',
        params: idParams,
        body: importBody,
        response: { 200: dataEnvelope(importCreatedSchema) },
      },
    },
    async (request) => ({
      data: await createImport(app, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.get(
    '/list/import/:id',
    {
      schema: {
        summary: 'Progreso de una importación y el resultado de cada enlace',
        params: idParams,
        response: { 200: dataEnvelope(importSchema) },
      },
    },
    async (request) => ({ data: await findImport(app, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/list/export',
    {
      schema: {
        summary: 'Descargar una copia de mis listas y sus regalos (CSV o JSON)',
        querystring: listExportQuery,
        response: {
          200: {
            description: 'CSV (RFC 4180, UTF-8 con BOM) o JSON (la copia que lee list/importCopy).',
            content: {
              'text/csv': { schema: z.string() },
              'application/json': { schema: listsCopyOutSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const csv = request.query.format === 'csv';
      reply
        .header('content-disposition', `attachment; filename="mis-listas-detalle.${csv ? 'csv' : 'json'}"`)
        .header('cache-control', 'private, no-store');
      if (csv) return reply.type('text/csv; charset=utf-8').send(await exportListsCsv(app, userId));
      return reply.type('application/json; charset=utf-8').send(await exportListsJson(app, userId));
    },
  );

  app.post(
    '/list/importCopy',
    {
      bodyLimit: COPY_BODY_LIMIT,
      schema: {
        summary: 'Recrear mis listas desde una copia (el JSON de list/export)',
        body: listsCopySchema,
        response: { 200: dataEnvelope(copyImportedSchema) },
      },
    },
    async (request) => ({ data: await importListsCopy(app, currentUser(request).id, request.body) }),
  );
};

export default importRoutes;
