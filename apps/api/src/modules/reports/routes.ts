import { dataEnvelope, errorEnvelopeSchema, messageSchema, saveReportBody } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_PER_ADDRESS } from '../../limits.js';
import { REPORT_RECEIVED, saveReport } from './service.js';

/** "Reportar un problema": guests and signed-in people can tell us what went wrong. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/save',
    {
      onRequest: async (request) => {
        // Limit before looking up the token: a flood should not cost a session query per request.
        await app.rateLimit.hit(`report:ip:${request.address}`, REPORTS_PER_ADDRESS);
        await app.identify(request);
      },
      schema: {
        tags: ['ayuda'],
        summary: 'Reportar un problema (con o sin sesión)',
        body: saveReportBody,
        response: {
          200: dataEnvelope(messageSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await saveReport(app, {
        userId: request.user?.id ?? null,
        report: request.body,
        userAgent: request.headers['user-agent'],
      });
      request.log.info({ event: 'report.saved', userId: request.user?.id ?? null }, 'report');
      return { data: { message: REPORT_RECEIVED } };
    },
  );
};

export default routes;
