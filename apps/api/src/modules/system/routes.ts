import { dataEnvelope, errorEnvelopeSchema } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.js';
import { routeGroup } from '../../plugins/route-group.js';

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this process is up, and ready to serve (for load balancers and orchestrators). */
const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['sistema'], access: 'no-session' });

  app.get(
    '/health',
    {
      // Its answer is always a few dozen bytes, under the compression threshold: no compression hooks at all.
      compress: false,
      schema: {
        summary: 'El proceso está en marcha',
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok'), uptime: z.number() })) },
      },
    },
    async () => ({ data: { status: 'ok' as const, uptime: Math.round(process.uptime()) } }),
  );

  app.get(
    '/ready',
    {
      compress: false,
      schema: {
        summary: 'La base de datos responde (y Redis, si está configurado)',
        description:
          'Sin base de datos, o mientras el proceso se prepara para pararse (SIGTERM): 503. Con `REDIS_URL` y Redis caído: 200 con `status: degraded` y `redis: false`, ' +
          'porque la API sigue atendiendo sin Redis (límites en memoria, avisos en tiempo real solo en este proceso).',
        response: {
          200: dataEnvelope(
            z.object({
              status: z.enum(['ready', 'degraded']),
              database: z.string(),
              /** Redis is configured and answering. */
              redis: z.boolean(),
            }),
          ),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // Draining before a restart: still serving what comes, but no new work should be sent here.
      if (app.draining) return sendError(reply, 'SERVICE_UNAVAILABLE');
      try {
        await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'not ready: database');
        return sendError(reply, 'SERVICE_UNAVAILABLE');
      }
      // Redis down does not take this process out of a load balancer: it keeps answering without it.
      let redisUp = false;
      if (app.redis) {
        redisUp = await withTimeout(app.redis.ping(), READY_TIMEOUT_MS).then(
          () => true,
          () => false,
        );
      }
      const status = app.redis && !redisUp ? ('degraded' as const) : ('ready' as const);
      return { data: { status, database: app.database.kind, redis: redisUp } };
    },
  );
};

export default systemRoutes;
