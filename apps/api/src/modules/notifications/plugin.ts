import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { QUEUES } from '../../plugins/jobs.js';
import { type PushOptions, pushSender } from './push.js';
import { type NewNotification, notificationDelivery, notifier, pushDelivery } from './service.js';
import { loadVapidKeys } from './vapid.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stores a notification for a person — in `tx` when given, so it commits with the change —
     * and queues its delivery (realtime signal, Web Push).
     */
    notify(input: NewNotification, tx?: Db): ReturnType<ReturnType<typeof notifier>>;
    vapidPublicKey: string;
  }
}

/** App-wide, so every module can call `app.notify(...)`. */
export default fp<PushOptions>(
  async function notifications(app: FastifyInstance, opts) {
    const vapid = loadVapidKeys(app.config);
    app.decorate('vapidPublicKey', vapid.publicKey);
    app.decorate('notify', notifier(app));
    app.jobs.work(QUEUES.deliverNotification, notificationDelivery(app));
    app.jobs.work(QUEUES.sendPush, pushDelivery(app, pushSender(vapid, app.log, opts)));
  },
  { name: 'notifications', dependencies: ['database', 'realtime', 'jobs'] },
);
