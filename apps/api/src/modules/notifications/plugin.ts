import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PushOptions, pushSender } from './push.js';
import { type NewNotification, notifier } from './service.js';
import { loadVapidKeys } from './vapid.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores a notification for a person, signals their open apps and pushes to their devices. */
    notify(input: NewNotification): ReturnType<ReturnType<typeof notifier>>;
    vapidPublicKey: string;
  }
}

/** App-wide, so every module can call `app.notify(...)`. */
export default fp<PushOptions>(
  async function notifications(app: FastifyInstance, opts) {
    const vapid = loadVapidKeys(app.config);
    app.decorate('vapidPublicKey', vapid.publicKey);
    app.decorate('notify', notifier(app, pushSender(vapid, app.log, opts)));
  },
  { name: 'notifications', dependencies: ['database', 'realtime'] },
);
