import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedRoutes, eventFileRoutes } from './calendar-files.js';
import feedAddressRoutes from './feed-address.js';

/** The private calendar address, the feed itself, and one event as an .ics file. */
const calendarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(feedAddressRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(eventFileRoutes);
};

export default calendarRoutes;
