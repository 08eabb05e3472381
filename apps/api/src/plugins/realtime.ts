import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@detalle/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type Realtime = {
  /** Tells every open app of `userId`, on whichever API process it is connected, that something new arrived. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** Listens for `userId` on this process; returns the function that stops listening. */
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The per-person channel that replaces the seed's realtime document
 * `users/{user}.noti`. Within one process an EventEmitter delivers; with
 * REDIS_URL every process publishes to one Redis channel and delivers what
 * it receives to its own listeners, so a person connected to another process
 * hears about it too. `publish` never throws: without Redis it delivers locally.
 */
export default fp(
  async function realtime(app: FastifyInstance) {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const deliver = (userId: string, event: RealtimeEvent) => local.emit(`user:${userId}`, event);

    let publish: Realtime['publish'] = async (userId, event) => {
      deliver(userId, event);
    };

    if (app.redis) {
      const channel = `${app.redisPrefix}realtime`;
      const publisher = app.redis;
      // The subscriber waits for Redis however long it takes (queue, no time-out) and ioredis
      // subscribes again after each reconnection; it never holds up a request.
      const subscriber = publisher.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      subscriber.on('error', () => {}); // reported once by plugins/redis.ts for the shared client
      subscriber.subscribe(channel).catch((err: Error) => {
        app.log.warn({ err: { message: err.message } }, 'realtime: not subscribed');
      });
      subscriber.on('message', (_channel, raw) => {
        try {
          const { userId, event } = JSON.parse(raw) as { userId: string; event: RealtimeEvent };
          deliver(userId, event);
        } catch {
          app.log.warn('realtime: unreadable message ignored');
        }
      });
      app.addHook('onClose', async () => {
        if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
        else subscriber.disconnect();
      });
      // Realtime is a courtesy on top of stored notifications (the web also refreshes on its own):
      // while Redis is down, people connected to this process still hear at once, the others on
      // their next refresh, and the action that caused it never fails for it.
      let degraded = false;
      publish = async (userId, event) => {
        try {
          await publisher.publish(channel, JSON.stringify({ userId, event }));
          if (degraded) {
            degraded = false;
            app.log.info('realtime: back on Redis');
          }
        } catch (err) {
          if (!degraded) {
            degraded = true;
            app.log.warn(
              { err: { message: (err as Error).message } },
              'realtime: Redis unavailable, delivering on this process only',
            );
          }
          deliver(userId, event);
        }
      };
    }

    app.decorate('realtime', {
      publish,
      subscribe(userId, listener) {
        local.on(`user:${userId}`, listener);
        return () => local.off(`user:${userId}`, listener);
      },
    } satisfies Realtime);
  },
  { name: 'realtime', dependencies: ['redis'] },
);
