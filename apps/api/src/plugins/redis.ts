import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when REDIS_URL is set; modules fall back to in-process behaviour otherwise. */
    redis: Redis | null;
    /** Prepended to every key and channel we use, so deployments (or test runs) can share one Redis. */
    redisPrefix: string;
  }
}

export default fp<{ url?: string; prefix?: string }>(
  async function redis(app: FastifyInstance, opts) {
    app.decorate('redisPrefix', opts.prefix ?? 'detalle:');
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // Connection problems are reported by /api/ready; do not crash the process on them.
    client.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis error'));
    await client.connect();
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    app.decorate('redis', client);
  },
  { name: 'redis' },
);
