import type { FastifyPluginAsync } from 'fastify';
import eventPageRoutes from './event-page.js';
import invitationRoutes from './invitations.js';
import joinRequestRoutes from './join-requests.js';
import myEventRoutes from './my-events.js';
import organisingRoutes from './organising.js';

/** Seed §7 "Events", plus the two answers the seed does not show (invitation and join request). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventPageRoutes);
  await app.register(myEventRoutes);
  await app.register(organisingRoutes);
  await app.register(invitationRoutes);
  await app.register(joinRequestRoutes);
};

export default eventRoutes;
