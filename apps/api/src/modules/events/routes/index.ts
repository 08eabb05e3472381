import type { FastifyPluginAsync } from 'fastify';
import attendanceRoutes from './attendance.js';
import eventPageRoutes from './event-page.js';
import myEventRoutes from './my-events.js';
import organisingRoutes from './organising.js';

/** Seed §7 "Events", plus the two answers the seed does not show (invitation and join request). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventPageRoutes);
  await app.register(myEventRoutes);
  await app.register(organisingRoutes);
  await app.register(attendanceRoutes);
};

export default eventRoutes;
