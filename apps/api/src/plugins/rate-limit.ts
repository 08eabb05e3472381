import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /**
   * Counts one attempt for `key` and throws 429 RATE_LIMITED once more than
   * `max` happened in the current window. Keys name what is limited, e.g.
   * `login:ip:1.2.3.4` or `login:account:ana@example.com`.
   */
  hit(key: string, limit: Limit): Promise<void>;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/**
 * Fixed-window counters: in Redis when REDIS_URL is set, so every API process
 * shares them; in memory otherwise (one process, the embedded default).
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const tooMany = (retryAfter: number) =>
      new AppError(
        'RATE_LIMITED',
        `Has hecho demasiados intentos seguidos. Espera ${retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} minutos` : `${retryAfter} segundos`} y vuelve a probar.`,
      );

    if (app.redis) {
      const redis = app.redis;
      app.decorate('rateLimit', {
        async hit(key, { max, windowSeconds }) {
          const k = `${app.redisPrefix}rl:${key}`;
          const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
            [unknown, number],
            [unknown, number],
          ];
          if (ttl < 0) await redis.pexpire(k, windowSeconds * 1000);
          if (count > max) throw tooMany(Math.ceil((ttl > 0 ? ttl : windowSeconds * 1000) / 1000));
        },
        async reset(key) {
          await redis.del(`${app.redisPrefix}rl:${key}`);
        },
      } satisfies RateLimiter);
      return;
    }

    const windows = new Map<string, { count: number; resetAt: number }>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    app.decorate('rateLimit', {
      async hit(key, { max, windowSeconds }) {
        const now = Date.now();
        let w = windows.get(key);
        if (!w || w.resetAt <= now) {
          w = { count: 0, resetAt: now + windowSeconds * 1000 };
          windows.set(key, w);
        }
        w.count += 1;
        if (w.count > max) throw tooMany(Math.ceil((w.resetAt - now) / 1000));
      },
      async reset(key) {
        windows.delete(key);
      },
    } satisfies RateLimiter);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
