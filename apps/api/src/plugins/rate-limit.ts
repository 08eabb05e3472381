import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /**
   * Counts one attempt for `key` and throws 429 RATE_LIMITED (with its
   * `Retry-After`) once more than `max` happened in the current window. Keys
   * name what is limited, e.g. `login:ip:1.2.3.4` or `login:account:ana@example.com`.
   */
  hit(key: string, limit: Limit): Promise<void>;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
  interface FastifyRequest {
    /** The client's address as limits count it (`addressKey(request.ip)`): use it, never `request.ip`, in limit keys. */
    readonly address: string;
  }
}

/**
 * The unit "one address" counts for limits. An IPv4 address is one machine or
 * one router; an IPv6 client is usually given a whole /64, so counting exact
 * IPv6 addresses would hand it 2^64 fresh addresses. IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) is the IPv4 address it maps.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip; // no zone id (fe80::1%eth0)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups; it never reaches the first four.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const tooMany = (retryAfter: number) =>
  new AppError(
    'RATE_LIMITED',
    `Has hecho demasiados intentos seguidos. Espera ${retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} minutos` : `${retryAfter} segundos`} y vuelve a probar.`,
    undefined,
    { retryAfter },
  );

/** Counters of this process alone: the embedded default, and the fallback while Redis is down. */
function memoryLimiter(app: FastifyInstance): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return {
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
  };
}

/** Counters shared by every API process. */
function redisLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, { max, windowSeconds }) {
      const k = `${prefix}rl:${key}`;
      // One MULTI: the window starts with its expiry, so a counter can never outlive it.
      const results = await redis
        .multi()
        .set(k, 0, 'PX', windowSeconds * 1000, 'NX')
        .incr(k)
        .pttl(k)
        .exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('redis: transaction discarded');
      const count = Number(results[1]?.[1]);
      const ttl = Number(results[2]?.[1]);
      if (count > max) throw tooMany(Math.ceil((ttl > 0 ? ttl : windowSeconds * 1000) / 1000));
    },
    async reset(key) {
      await redis.del(`${prefix}rl:${key}`);
    },
  };
}

/**
 * Fixed-window counters: in Redis when REDIS_URL is set, so every API process
 * shares them; in memory otherwise (one process, the embedded default).
 * Redis is an accelerator, not a dependency: when it fails (down, unreachable,
 * too slow) the limits are counted in this process's memory until it answers
 * again, so sign-in keeps working and stays limited. The switch is logged once
 * each way, not on every request.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    app.decorateRequest('address', {
      getter(this: { ip: string }) {
        return addressKey(this.ip);
      },
    });
    const memory = memoryLimiter(app);
    if (!app.redis) {
      app.decorate('rateLimit', memory);
      return;
    }
    const redis = app.redis;
    const shared = redisLimiter(redis, app.redisPrefix);
    let degraded = false;
    const fellBack = (err: unknown) => {
      if (degraded) return;
      degraded = true;
      app.log.warn(
        { err: { message: (err as Error).message } },
        'rate limits: Redis unavailable, counting in this process until it is back',
      );
    };
    const recovered = () => {
      if (!degraded) return;
      degraded = false;
      app.log.info('rate limits: back on Redis');
    };

    const withFallback =
      <A extends unknown[]>(method: (...args: A) => Promise<void>, fallback: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        // While disconnected the client refuses at once (no offline queue); skip the round trip.
        if (redis.status !== 'ready') {
          fellBack(new Error(`connection ${redis.status}`));
          return fallback(...args);
        }
        try {
          await method(...args);
        } catch (err) {
          if (err instanceof AppError) {
            recovered();
            throw err;
          }
          fellBack(err);
          return fallback(...args);
        }
        recovered();
      };

    app.decorate('rateLimit', {
      hit: withFallback(shared.hit, memory.hit),
      // Forget the key in both places: it may have been counted in memory during an outage.
      reset: withFallback(async (key: string) => {
        await memory.reset(key);
        await shared.reset(key);
      }, memory.reset),
    } satisfies RateLimiter);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
