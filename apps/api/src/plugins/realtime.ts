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
 * hears about it too.
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
      const subscriber = publisher.duplicate();
      subscriber.on('error', (err) =>
        app.log.warn({ err: { message: err.message } }, 'realtime subscriber error'),
      );
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel, raw) => {
        try {
          const { userId, event } = JSON.parse(raw) as { userId: string; event: RealtimeEvent };
          deliver(userId, event);
        } catch {
          app.log.warn('realtime: unreadable message ignored');
        }
      });
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
      publish = async (userId, event) => {
        await publisher.publish(channel, JSON.stringify({ userId, event }));
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
