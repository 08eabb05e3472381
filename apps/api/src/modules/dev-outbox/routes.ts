import type { FastifyPluginAsync } from 'fastify';
import { latestMails, outboxPage } from './service.js';

/** Where the page lives; registered under `/api` only when `config.devOutbox` (env.ts says when). */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/**
 * The operator's view of the outbox on a developer's own copy (issue 16, item 12): the confirmation and recovery
 * e-mails a newcomer needs, without digging in the log. Not part of the API: hidden from the OpenAPI document.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(outboxPage(await latestMails(app))),
  );
};

export default routes;
