import type { FastifyPluginAsync } from 'fastify';
import myFavoriteRoutes from './my-favorites.js';
import sharedFavoriteRoutes from './shared-favorite.js';

/** Favorite products, lists and events: mine, and one shared by its link. */
const favoriteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sharedFavoriteRoutes);
  await app.register(myFavoriteRoutes);
};

export default favoriteRoutes;
