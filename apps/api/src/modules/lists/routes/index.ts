import type { FastifyPluginAsync } from 'fastify';
import browsingRoutes from './browsing.js';
import myListRoutes from './my-lists.js';
import readingRoutes from './reading.js';

/** Seed §7 "Lists": lists, and the gifts of a list as a reader sees them (changing gifts is `gifts`). */
const listRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readingRoutes);
  await app.register(browsingRoutes);
  await app.register(myListRoutes);
};

export default listRoutes;
