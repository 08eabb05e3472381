import type { FastifyPluginAsync } from 'fastify';
import fundRoutes from './funds.js';
import givingRoutes from './giving.js';
import listGiftRoutes from './list-gifts.js';
import ownProductRoutes from './own-products.js';

/**
 * The gift calls of seed "Products, gifts and favorites": adding and changing a list's gifts,
 * reserving ("Lo compro yo"), releasing ("Dejar libre"), marking given, and one's own products.
 */
const giftRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listGiftRoutes);
  await app.register(fundRoutes);
  await app.register(givingRoutes);
  await app.register(ownProductRoutes);
};

export default giftRoutes;
