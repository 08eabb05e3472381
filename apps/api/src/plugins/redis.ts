import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Present only when REDIS_URL is set; modules fall back to in-process behaviour otherwise.
     * Redis is an accelerator: while it is down, commands fail at once (no offline queue, short
     * time-outs) and every user of it must carry on without it (rate-limit.ts, realtime.ts).
     */
    redis: Redis | null;
    /** Prepended to every key and channel we use, so deployments (or test runs) can share one Redis. */
    redisPrefix: string;
  }
}

/** How long start-up waits for a first connection before going on without Redis. */
const STARTUP_WAIT_MS = 3000;

/** Fail fast while disconnected; reconnect forever in the background (ioredis does it by itself). */
export const redisOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  connectTimeout: 2000,
  // 100 ms, 200 ms, … at most every 2 s: back within seconds of Redis returning.
  retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
};

export default fp<{ url?: string; prefix?: string }>(
  async function redis(app: FastifyInstance, opts) {
    app.decorate('redisPrefix', opts.prefix ?? 'detalle:');
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(opts.url, redisOptions);
    // One warning when the connection is lost and one line when it is back, not one per attempt.
    let down = false;
    let closing = false;
    const markDown = (reason: string) => {
      if (down || closing) return;
      down = true;
      app.log.warn({ reason }, 'redis unavailable; going on without it');
    };
    client.on('error', (err) => markDown(err.message));
    client.on('close', () => markDown('connection closed'));
    client.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info('redis is back');
    });

    // Start-up goes on without Redis (degraded, with a warning) rather than refusing to start:
    // the database holds everything that matters, and the client keeps reconnecting.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, STARTUP_WAIT_MS);
      client.once('ready', done);
      client.once('error', done);
    });
    if (client.status !== 'ready')
      app.log.warn('redis not reachable at start; starting without it (it is used as soon as it answers)');

    app.addHook('onClose', async () => {
      closing = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    });
    app.decorate('redis', client);
  },
  { name: 'redis' },
);
