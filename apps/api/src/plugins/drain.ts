import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once `drain` began: `/api/ready` answers 503 so a load balancer sends nothing new here. */
    readonly draining: boolean;
    /**
     * The first half of a rolling restart: stop being ready, keep serving for `waitMs` (what the load balancer
     * needs to notice: its check interval times the failures it waits for), then end every realtime stream so its
     * client reconnects to another process (a stream asked for after that is refused with a 503). `close()` follows: requests in flight finish, then the process exits.
     */
    drain(waitMs: number): Promise<void>;
  }
}

export default fp(
  async function drain(app: FastifyInstance) {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('drain', async (waitMs: number) => {
      if (draining) return;
      draining = true;
      app.log.info({ waitMs }, 'draining: not ready any more');
      if (waitMs > 0) await sleep(waitMs);
      app.sessionStreams.endAll();
    });
  },
  { name: 'drain', dependencies: ['auth'] },
);
