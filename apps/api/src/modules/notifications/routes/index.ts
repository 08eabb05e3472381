import type { FastifyPluginAsync } from 'fastify';
import deviceRoutes from './devices.js';
import inboxRoutes from './inbox.js';
import streamRoutes from './stream.js';
import vapidKeyRoutes from './vapid-key.js';

/** Seed §7 "Notifications", `user/save/player-id` and its update, the VAPID key and the realtime stream. */
const notificationRoutes: FastifyPluginAsync<{ allowLoopbackPush?: boolean }> = async (app, opts) => {
  await app.register(vapidKeyRoutes);
  await app.register(deviceRoutes, { allowLoopbackPush: opts.allowLoopbackPush });
  await app.register(inboxRoutes);
  await app.register(streamRoutes);
};

export default notificationRoutes;
