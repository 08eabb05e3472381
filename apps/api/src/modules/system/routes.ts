import { dataEnvelope, errorEnvelopeSchema } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.js';

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'El proceso está en marcha',
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok'), uptime: z.number() })) },
      },
    },
    async () => ({ data: { status: 'ok' as const, uptime: Math.round(process.uptime()) } }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['sistema'],
        summary: 'La base de datos (y Redis, si está configurado) responden',
        response: {
          200: dataEnvelope(
            z.object({ status: z.literal('ready'), database: z.string(), redis: z.boolean() }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
        if (app.redis) await withTimeout(app.redis.ping(), READY_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'not ready');
        return sendError(reply, 'SERVICE_UNAVAILABLE');
      }
      return { data: { status: 'ready' as const, database: app.database.kind, redis: app.redis !== null } };
    },
  );
};

export default routes;
