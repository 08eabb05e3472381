import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedRoutes, eventFileRoutes } from './calendar-files.js';
import datedItemsRoutes from './dated-items.js';
import feedAddressRoutes from './feed-address.js';

/** The private calendar address, the feed itself, one event as an .ics file, and the month's draws and lists. */
const calendarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(feedAddressRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(eventFileRoutes);
  await app.register(datedItemsRoutes);
};

export default calendarRoutes;
