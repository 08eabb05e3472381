import type { FastifyPluginAsync } from 'fastify';
import myDateRoutes from './my-dates.js';
import readingRoutes from './reading.js';

/** Seed §7 "Special dates" plus `byMonth` for the calendar. */
const specialDateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readingRoutes);
  await app.register(myDateRoutes);
};

export default specialDateRoutes;
